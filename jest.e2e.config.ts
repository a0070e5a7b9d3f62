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
  // The cross-engine file runs in Firefox and WebKit, by `npm run test:engines` (jest.engines.config.ts).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/e2e/crossEngine/'],
  globalSetup: '<rootDir>/tests/e2e/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/e2e/support/globalTeardown.ts',
  setupFiles: ['<rootDir>/tests/e2e/support/workerServers.ts'],
  // swc compiles the tests, with the options in `.swcrc`.
  transform: { '^.+\\.m?[tj]sx?$': '@swc/jest' },
  // ES-module-only packages a test formats messages with (react-intl 12, formatjs), as in jest.config.ts.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  // A limit for a hang, not a pace (docs/decisions.md, "No test depends on the host's speed"): a
  // test waits for what it checks, and a host half as fast only makes it end later.
  testTimeout: 120_000,
  // Two test files side by side, each worker with servers of its own (support/globalSetup.ts): one
  // file's reset of the mock services never reaches the other's tests. While one file waits on its
  // page (an answer held back, a timer, an animation), the other has the CPU: one file at a time
  // left the 2-core machine a fifth idle outside the accessibility sweep. Two workers sharing one
  // server failed (CI on 65376b1, 2026-11-28): one file's reset reached into the other's tests.
  maxWorkers: 2,
};

export default config;
