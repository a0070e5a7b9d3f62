import type { Config } from 'jest';

/** Shared by the unit/integration/stories run (`npm test`) and the e2e run (jest.e2e.config.ts). */
export const transform: Config['transform'] = {
  '^.+\\.m?[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: { module: 'CommonJS', moduleResolution: 'Node10', allowJs: true, isolatedModules: true },
      diagnostics: false,
    },
  ],
};

const config: Config = {
  // jsdom with Node's fetch, Request and streams, as MSW 2 needs (mswjs/examples with-jest-jsdom).
  testEnvironment: 'jest-fixed-jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  testMatch: ['<rootDir>/tests/{unit,integration,stories}/**/*.test.{ts,tsx}'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  transform,
  // ES-module-only packages: react-intl 12, formatjs, and some of msw 2's own dependencies.
  transformIgnorePatterns: [
    '/node_modules/(?!(react-intl|@formatjs|intl-messageformat|rettime|until-async|@open-draft/deferred-promise)/)',
  ],
  moduleNameMapper: {
    // Jest keeps the ICU parser, so tests read the translators' source files directly.
    '^@translations/(.*)$': '<rootDir>/translations/$1.json',
    '\\.css$': '<rootDir>/tests/support/styleStub.ts',
  },
};

export default config;
