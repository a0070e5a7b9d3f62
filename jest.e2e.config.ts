/**
 * Node 22.18+ strips this file's types itself (an ES module by its name). Where it cannot (Node
 * 20), Jest loads it with esbuild-register, its one supported loader besides ts-node; webpack-cli
 * finds the same package for webpack.config.ts.
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
  // One browser at a time on a 2-core machine.
  maxWorkers: 1,
};

export default config;
