/**
 * @jest-config-loader esbuild-register
 */
import type { Config } from 'jest';
import e2e from './jest.e2e.config';

/**
 * `npm run test:engines`: the cross-engine file (tests/e2e/crossEngine/) in Firefox and WebKit,
 * against the built app behind the e2e suite's preview server (the same global setup). Apart from
 * `npm run test:e2e` (Chromium), which leaves this folder out: it needs Debian's firefox-esr,
 * webkit2gtk-driver and xvfb (docs/browsers.md).
 */
const config: Config = {
  ...e2e,
  testMatch: ['<rootDir>/tests/e2e/crossEngine/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // puppeteer-core 25 and its BiDi client are ES modules only, which jest's CommonJS runtime cannot
  // require without Node's experimental VM modules: swc compiles them as it compiles the tests.
  transformIgnorePatterns: [
    '/node_modules/(?!(puppeteer-core|@puppeteer/browsers|chromium-bidi|react-intl|@formatjs|intl-messageformat)/)',
  ],
  // WebKit's WebDriver runs each step as an HTTP call to the browser, and the session renewal's
  // test moves its clock in steps: a test takes up to about 30 s on a busy machine.
  testTimeout: 120_000,
};

export default config;
