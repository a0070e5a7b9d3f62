import type { Browser } from 'playwright-core';
import { gotoShop, launch, noteErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The same dist/ served by a host without the renderer (support/globalSetup.ts). */
const plainUrl = () => process.env.E2E_PLAIN_FILES_URL!;

/**
 * Issue 38: served as plain files, the page is the browser's to render, and its first render waits
 * for the site's messages, its search redirect table and the header banner's code. The site's own
 * document from the build asks for them beside the shop's scripts (`<link rel="preload">`), not a
 * round trip after the scripts have run.
 */
it.each([
  ['TR', 'tr-TR', 'Online mağazamıza hoş geldiniz'],
  ['CH_FR', 'fr-CH', 'Bienvenue dans notre boutique en ligne'],
])('as plain files, %s gets its own document, which asks for its messages at once', async (site, locale, heading) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const errors = noteErrors(page);
  const response = await gotoShop(page, `${plainUrl()}/?site=${site}`);
  const html = await response.text();
  expect(html).toContain(`<html lang="${locale}"`);
  expect(html).not.toContain('data-server-rendered');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
  const firstAskedBy = await page.evaluate(
    (names) =>
      names.map((name) => {
        const entry = performance
          .getEntriesByType('resource')
          .find((resource) => new URL(resource.name).pathname.startsWith(`/${name}.`)) as
          PerformanceResourceTiming | undefined;
        return `${name}: ${entry?.initiatorType ?? 'never asked for'}`;
      }),
    [`locale-${locale}`, `redirects-${site}`, 'promotions'],
  );
  expect(firstAskedBy).toEqual([`locale-${locale}: link`, `redirects-${site}: link`, 'promotions: link']);
  expect(errors).toEqual([]);
  await context.close();
});
