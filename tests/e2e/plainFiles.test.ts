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
 * Issue 38: served as plain files, an address with no prerendered page (a product, the results,
 * the cart) is the browser's to render, and its first render waits for the site's messages, its
 * search redirect table and the header banner's code. The site's own document from the build asks
 * for them beside the shop's scripts (`<link rel="preload">`), not a round trip after the scripts
 * have run.
 */
it.each([
  ['TR', 'tr-TR', 'Ürün 140001'],
  ['CH_FR', 'fr-CH', 'Article 140001'],
])('as plain files, %s gets its own document, which asks for its messages at once', async (site, locale, heading) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  const page = await context.newPage();
  const errors = noteErrors(page);
  const response = await gotoShop(page, `${plainUrl()}/p/kaffeemaschine-mit-thermokanne-schwarz/140001?site=${site}`);
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

/**
 * Issue 38, "the static fallback": the pages that are the same for every visitor come prerendered
 * from the build (scripts/prerender.ts), so that they paint from the HTML, before any script, as a
 * rendered page does. The services' answers (the navigation, the header's banner, the footer's
 * content) are not in them: the browser asks for them once it has taken the page over.
 */
describe.each([
  ['HU', '/contact', 'Kapcsolat', 'Keresztnév', 'A keresztnév megadása kötelező.'],
  ['CH_FR', '/', 'Bienvenue dans notre boutique en ligne', 'Adresse e-mail', 'L’adresse e-mail est obligatoire.'],
])('as plain files, %s %s', (site, route, heading, field, required) => {
  const address = () => `${plainUrl()}${route}?site=${site}`;

  it('paints its heading and form from the HTML, without any script', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getByRole('textbox', { name: field }).isVisible()).toBe(true);
    await context.close();
  });

  it('is taken over without an error, gets what the services answer, and its form works', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    const errors = noteErrors(page);
    await gotoShop(page, address());
    // The header's banner and the category navigation came from their services, after the paint.
    const header = page.getByRole('banner');
    await header.getByRole('region').waitFor();
    await header.getByRole('navigation').getByRole('button').first().waitFor();
    // The form is the shop's: Enter in its empty field shows the field's message, not a reload.
    const input = page.getByRole('textbox', { name: field });
    await input.focus();
    await page.keyboard.press('Enter');
    await page.getByText(required).first().waitFor();
    expect(new URL(page.url()).search).toBe(`?site=${site}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * A prerendered page was rendered for nobody in particular: no user agent, no cookie. A phone's
 * user agent gives the app-install banner, which was in the browser's first render but not in the
 * HTML: React said the HTML did not match and rendered the whole page again. The page now hydrates
 * with what its HTML was rendered for (the data block's `visitor`) and then shows the banner.
 */
it('as plain files, a prerendered page on an Android phone is taken over without a mismatch, then shows the app banner', async () => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const errors = noteErrors(page);
  await gotoShop(page, `${plainUrl()}/contact?site=TR`);
  const appBanner = page.getByRole('region', { name: 'Uygulamamız' });
  await appBanner.waitFor();
  expect(await appBanner.getByText('SHOP uygulamasıyla daha hızlı alışveriş yapın').isVisible()).toBe(true);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('İletişim');
  expect(errors).toEqual([]);
  await context.close();
});
