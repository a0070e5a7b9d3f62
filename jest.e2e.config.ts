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
  // swc compiles the tests, with the options in `.swcrc`.
  transform: { '^.+\\.m?[tj]sx?$': '@swc/jest' },
  // ES-module-only packages a test formats messages with (react-intl 12, formatjs), as in jest.config.ts.
  transformIgnorePatterns: ['/node_modules/(?!(react-intl|@formatjs|intl-messageformat)/)'],
  // A limit for a hang, not a pace (docs/decisions.md, "No test depends on the host's speed"): a
  // test waits for what it checks, and a host half as fast only makes it end later.
  testTimeout: 120_000,
  // One test file at a time. The files share one preview server and its mock services, whose state
  // a file resets when it starts (\`/__mocks/reset\`, the shared answers included): with two workers
  // one file's reset reached into the other's tests, and the server's first renders missed their
  // 300 ms waits for the header's banner (CI on 65376b1: two failures, 2026-11-28). Two workers with
  // a process of servers each (786b3d7) passed CI in 649-657 s instead of 809, but with one core kept
  // busy two tests failed in the first run (2026-11-29): a first render's missed banner wait, and a
  // layout shift of 0.15 on /contact in layoutShift.test.ts's cut-header test. Back to one.
  maxWorkers: 1,
};

export default config;
