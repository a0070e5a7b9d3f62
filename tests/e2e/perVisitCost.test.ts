import type { Browser } from 'playwright-core';
import { recordApiCalls, untilQuiet, warmUp } from '../../scripts/bench-api-calls';
import { baseUrl, gotoShop, launch, noteErrors } from './support/browser';

/**
 * What a visit costs (issue 38): with the host rendering the page, the answers every visitor of a
 * site gets (the two navigation calls, the footer's content) come in the HTML, and the browser asks
 * only for what is the visitor's own.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const sharedAnswers = [
  '/service/header-backend/api/show',
  '/service/themeworld-frontend/api/themeworlds/navigation',
  '/service/promotion/api/promotion/SHOP_FOOTER',
];

describe('a first visit of / in DE, the host rendering', () => {
  it('asks for no navigation and no footer content, at most 4 calls; the navigation and the footer show, and the flyouts work', async () => {
    const address = `${baseUrl()}/?site=DE`;
    // The host is warm, as a running shop's is (a fresh process's first render may miss the wait).
    await warmUp(address);
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
    try {
      const page = await context.newPage();
      const errors = noteErrors(page);
      const calls = recordApiCalls(page);
      await gotoShop(page, address);
      await untilQuiet(page);

      // The footer's content, from the page's data (the shopper scrolls down to it).
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await footer.getByRole('heading', { name: 'Service & Hilfe' }).waitFor();
      // The bar is the service's, and its flyouts open with their links: a category's and the theme worlds'.
      await page.evaluate(() => window.scrollTo(0, 0));
      const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
      await navigation.getByRole('button', { name: 'Kaffee' }).click();
      await navigation.getByRole('link', { name: 'Alles in Kaffee' }).waitFor();
      await navigation.getByRole('button', { name: 'Themenwelten' }).click();
      await navigation.getByRole('link', { name: 'Alle Themenwelten' }).waitFor();
      await untilQuiet(page);

      expect(calls.filter((call) => sharedAnswers.includes(call))).toEqual([]);
      expect(calls.length).toBeLessThanOrEqual(4);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
