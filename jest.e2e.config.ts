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
  // file's reset of the mock services (`/__mocks/reset`) never reaches the other's tests. While one
  // file waits on its page (an answer held back, a timer, an animation), the other has the CPU: CI's
  // step took 649-657 s against 809 s one file at a time (2026-11-29). Two workers sharing one
  // server failed (CI on 65376b1, 2026-11-28). A first try of two (786b3d7) failed a busy-core run:
  // on the slower host a render missed its 300 ms wait for the header's banner, which then came into
  // the painted page (CLS 0.15), a fault of the shop's, since fixed (PromotionArea holds it back).
  maxWorkers: 2,
};

export default config;
