/**
 * Jest reads this file with esbuild-register, its one supported loader besides ts-node, on every
 * Node: Node 24 could strip the types itself, but loads the file as an ES module in a CommonJS
 * package and warns about it on every run. webpack-cli finds the same package for webpack.config.ts.
 *
 * @jest-config-loader esbuild-register
 */
import type { Config } from 'jest';

/** swc compiles the tests and the code under test, with the options in `.swcrc`. */
const transform: Config['transform'] = { '^.+\\.m?[tj]sx?$': '@swc/jest' };

// ES-module-only packages: react-intl 12, formatjs, and some of msw 2's own dependencies.
const transformIgnorePatterns = [
  '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|rettime|until-async|@open-draft/deferred-promise|wouter|regexparam|pixelmatch)/)',
];

const moduleNameMapper = {
  // Jest keeps the ICU parser, so tests read the translators' source files directly.
  '^@translations/(.*)$': '<rootDir>/translations/$1.json',
  '\\.css$': '<rootDir>/tests/support/styleStub.ts',
};

const config: Config = {
  // Many tests wait on timers and mock answers rather than the CPU: five workers on two cores
  // overlap those waits (jest's default, cores - 1, would run one file at a time here). Measured on
  // this 2-core machine, full runs: 3 workers 122 s, 4 workers 101-113 s, 5 workers 97-98 s,
  // 6 workers 115 s.
  maxWorkers: 5,
  // A test waits for events (an answer, a render, a held request let through), never for time; this
  // limit only stops a test that hangs. On a loaded host (one core kept busy, or a CI host half as
  // fast) the slowest tests took more than jest's default 5 s without being wrong (docs/decisions.md,
  // "No test depends on the host's speed").
  testTimeout: 30_000,
  testSequencer: '<rootDir>/tests/support/testSequencer.mjs',
  projects: [
    {
      // Pure logic: Node, no document, no mock services; about a second less per file. A file
      // that needs a document says so in a `@jest-environment jest-fixed-jsdom` docblock.
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setupConsole.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
    {
      displayName: 'dom',
      // jsdom with Node's fetch, Request and streams, as MSW 2 needs (mswjs/examples with-jest-jsdom).
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/tests/{integration,stories}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper,
    },
  ],
};

export default config;
