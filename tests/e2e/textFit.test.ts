import type { Browser, Page } from 'playwright-core';
import { createIntl } from 'react-intl';
import { locales, type Locale } from '../../src/config/sites';
import { font } from '../../src/design-system/theme/tokens';
import { localeMessages } from '../support/messages';
import { launch } from './support/browser';

/**
 * Issue 46: the theme-world card's urgent hint ("Nur noch heute", "Nur noch 2 Tage") is one line
 * in the narrowest card, 144 px (the card grid's minimum, 0.6 of its 240 px). Measured in Chromium
 * in the card's type (bold 14 px, the theme's font stack). This machine draws Liberation Sans, with
 * Arial's widths; Helvetica Neue, the stack's first choice on Apple devices, runs a few per cent
 * wider, so a text must fit with a tenth of the slot to spare.
 */
const slot = 144;
const spare = 0.1;
const counts = [1, 2, 5, 22, 99];

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
  page = await browser.newPage();
  await page.setContent(`<body style="font-family: ${font.family.replace(/"/gu, '&quot;')}"></body>`);
});

afterAll(async () => {
  await browser.close();
});

/** The width of one line of `text` in the hint's type, in px. */
const widthOf = (text: string) =>
  page.evaluate(
    ({ text, size, weight }) => {
      const probe = document.createElement('span');
      probe.style.cssText = `font-size: ${size}; font-weight: ${weight}; white-space: nowrap`;
      probe.textContent = text;
      document.body.append(probe);
      const { width } = probe.getBoundingClientRect();
      probe.remove();
      return width;
    },
    { text, size: font.size.s, weight: font.weight.bold },
  );

it.each(locales)('fits the theme-world hints of %s on one line of the narrowest card', async (locale: Locale) => {
  const intl = createIntl({ locale, messages: localeMessages[locale] as Record<string, string> });
  const hints = [
    intl.formatMessage({ id: 'navigation.themeWorld.lastDay' }),
    ...counts.map((days) => intl.formatMessage({ id: 'navigation.themeWorld.daysLeft' }, { days })),
  ];
  const tooWide: string[] = [];
  for (const hint of hints) {
    const width = await widthOf(hint);
    if (width > slot * (1 - spare)) tooWide.push(`"${hint}": ${width.toFixed(1)} px`);
  }
  expect(tooWide).toEqual([]);
});
