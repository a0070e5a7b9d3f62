/**
 * Jest reads this file with esbuild-register, its one supported loader besides ts-node, on every
 * Node: Node 24 could strip the types itself, but loads the file as an ES module in a CommonJS
 * package and warns about it on every run. webpack-cli finds the same package for webpack.config.ts.
 *
 * @jest-config-loader esbuild-register
 */
import type { Config } from 'jest';

/** `npm run test:e2e`: the built app (dist/) behind the preview server, in Debian's Chromium. */
const config: Config = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/support/globalTeardown.ts',
  // swc compiles the tests, with the options in `.swcrc`.
  transform: { '^.+\\.m?[tj]sx?$': '@swc/jest' },
  testTimeout: 60_000,
  // Two test files at a time, each with its browser, on the 2-core machine: most of a test is waiting
  // (for answers, timers, the next frame), and the preview server gets the parent process to itself
  // rather than sharing one event loop with the tests. The whole run: about 560 s with one worker,
  // 452 s with two (issue 33, 2026-11-28).
  maxWorkers: 2,
};

export default config;
