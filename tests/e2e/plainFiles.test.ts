import type { Browser, Page } from 'playwright-core';
import { androidUserAgent, cspViolations, gotoShop, launch, noteCspViolations, noteErrors } from './support/browser';

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
 * Issue 38: served as plain files, an address with no prerendered page (a theme world's overview)
 * is the browser's to render, and its first render waits for the site's messages, its search
 * redirect table and the header banner's code. The site's own document from the build asks for
 * them beside the shop's scripts (`<link rel="preload">`), not a round trip after the scripts have
 * run.
 */
it.each([
  ['TR', 'tr-TR', '/tema-dunyalari', 'Tema dünyaları'],
  ['CH_FR', 'fr-CH', '/mondes-thematiques', 'Univers thématiques'],
])(
  'as plain files, %s gets its own document, which asks for its messages at once',
  async (site, locale, path, heading) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const errors = noteErrors(page);
    const response = await gotoShop(page, `${plainUrl()}${path}?site=${site}`);
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
  },
);

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
    const bannerAnswer = page.waitForResponse((answer) => answer.url().includes('/promotion/~header_top'));
    await gotoShop(page, address());
    // The category navigation came from its service, after the paint. So did the header's banner,
    // which this page, painted without it, holds back (issue 47: it would push the page down).
    const header = page.getByRole('banner');
    await header.getByRole('navigation').getByRole('button').first().waitFor();
    expect((await bannerAnswer).status()).toBe(200);
    // The form is the shop's: Enter in its empty field shows the field's message, not a reload.
    // Until the form's own code has come and taken its HTML over, its fields are read-only and Enter
    // does nothing (the design system's inputs: `useHydrated`); the shell's start does not wait for
    // a page's lazy part. A shopper types once they can, and so does this test.
    const input = page.getByRole('textbox', { name: field });
    await (await input.elementHandle())!.waitForElementState('editable');
    await input.focus();
    await page.keyboard.press('Enter');
    await page.getByText(required).first().waitFor();
    expect(new URL(page.url()).search).toBe(`?site=${site}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const phone = { viewport: { width: 412, height: 823 }, isMobile: true };

/**
 * A prerendered page is rendered for any visitor: no user agent, no cookie. An Android phone gets
 * the app-install banner, which was Lighthouse's LCP element there: it came once the scripts had
 * run (3.0 s) and pushed the page down. The page's head script (`earlyAppBannerScript`, allowed by
 * its hash in the CSP) now shows the bar that the HTML carries hidden, before any of the shop's
 * scripts. And the phone's first render had the bar while the HTML had not: React reported the
 * mismatch and rendered the whole page again. It now hydrates what the HTML was rendered for.
 */
describe('as plain files, TR /contact (prerendered) and the app banner', () => {
  const address = () => `${plainUrl()}/contact?site=TR`;
  const appBanner = (page: Page) => page.getByRole('region', { name: 'Uygulamamız' });

  it.each([
    ['an Android phone', { ...phone, userAgent: androidUserAgent }, true],
    ['a desktop browser', {}, false],
  ])('%s: the head script decides it from the HTML, before the shop’s scripts', async (_, device, shown) => {
    const context = await browser.newContext(device);
    await context.addInitScript(noteCspViolations);
    const page = await context.newPage();
    // None of the shop's own scripts run: what shows is the HTML and its head script.
    await page.route(/\/(boot|vendor|main)\.[\w]+\.js$/, (route) => route.abort());
    await page.goto(address());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('İletişim');
    expect(await appBanner(page).isVisible()).toBe(shown);
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('an Android phone: taken over without a mismatch, and the HTML’s bar is kept', async () => {
    const context = await browser.newContext({ ...phone, userAgent: androidUserAgent });
    await context.addInitScript(noteCspViolations);
    // The bar of the HTML, marked before the shop's scripts run (boot.js starts them after the paint).
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const bar = document.querySelector('section[aria-label]');
        if (bar) (bar as unknown as { fromHtml: boolean }).fromHtml = true;
      }),
    );
    const page = await context.newPage();
    const errors = noteErrors(page);
    await gotoShop(page, address());
    await appBanner(page).getByText('SHOP uygulamasıyla daha hızlı alışveriş yapın').waitFor();
    expect(await appBanner(page).evaluate((bar) => (bar as unknown as { fromHtml?: boolean }).fromHtml ?? false)).toBe(
      true,
    );
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a desktop browser: taken over without an error, and no bar', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = noteErrors(page);
    await gotoShop(page, address());
    expect(await appBanner(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The cart page is prerendered too: its HTML is the same for everyone (the heading and the cart's
 * loader, a cart not yet asked for counts as loading); the shopper's cart is the browser's, once the
 * scripts run. Browser-rendered, it painted its heading at 2.3-2.5 s on Lighthouse's phone.
 */
describe('as plain files, DE /service/cartfrontend/cart (prerendered)', () => {
  const address = () => `${plainUrl()}/service/cartfrontend/cart?site=DE`;

  it('paints its heading and the cart loading from the HTML, without any script', async () => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(address());
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Warenkorb');
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe('Warenkorb wird geladen …');
    await context.close();
  });

  it("is taken over without an error and shows the shopper's cart from the cart service", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = noteErrors(page);
    await gotoShop(page, address());
    await page
      .getByRole('main')
      .getByRole('button', { name: / entfernen$/ })
      .first()
      .waitFor();
    expect(await page.getByRole('main').getByRole('status').filter({ hasText: 'Warenkorb wird geladen' }).count()).toBe(
      0,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Issue 47: the results page and a product page are prerendered once per site for their address
 * pattern (src/app/server/addressSlot.ts): the file has a mark where the searched term or the
 * article number goes, and its inline script puts the address's own value there before the first
 * paint. Browser-rendered, their heading came at 2.3-2.4 s on Lighthouse's phone.
 */
describe.each([
  ['DE', '/search?query=kaffee', 'Suchergebnisse für „kaffee“', 'Suchergebnisse für „kaffee“'],
  [
    'TR',
    '/search?query=%C3%A7ekirdek%20kahve',
    '“çekirdek kahve” için arama sonuçları',
    '“çekirdek kahve” için arama sonuçları',
  ],
  ['DE', '/p/kaffeemaschine-mit-thermokanne-schwarz/140001', 'Artikel 140001', 'Artikel 140001'],
  ['CH_FR', '/p/kaffeemaschine/%E2%82%AC%2099', 'Article € 99', 'Article € 99'],
])('as plain files, %s %s (prerendered for its pattern)', (site, route, heading, title) => {
  const address = () => `${plainUrl()}${route}${route.includes('?') ? '&' : '?'}site=${site}`;

  it('paints its heading with the address’s value from the HTML and its inline script, before the shop’s scripts', async () => {
    const context = await browser.newContext({ ...phone, userAgent: androidUserAgent });
    await context.addInitScript(noteCspViolations);
    const page = await context.newPage();
    // None of the shop's own scripts run: what shows is the HTML and its inline scripts.
    await page.route(/\/(boot|vendor|main)\.[\w]+\.js$/, (held) => held.abort());
    const response = await page.goto(address());
    expect(await response!.text()).toContain('data-server-rendered');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.title()).toBe(title);
    if (route.startsWith('/search')) {
      const term = new URL(route, 'http://shop').searchParams.get('query');
      expect(await page.locator('header input[type="search"]').first().inputValue()).toBe(term);
    }
    expect(await cspViolations(page)).toEqual([]);
    await context.close();
  });

  it('is taken over without a mismatch or an error, and keeps the HTML’s heading', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(noteCspViolations);
    // The heading of the HTML, marked before the shop's scripts run (boot.js starts them after the paint).
    await context.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const h1 = document.querySelector('h1');
        if (h1) (h1 as unknown as { fromHtml: boolean }).fromHtml = true;
      }),
    );
    const page = await context.newPage();
    const errors = noteErrors(page);
    await gotoShop(page, address());
    const h1 = page.getByRole('heading', { level: 1 });
    expect(await h1.textContent()).toBe(heading);
    expect(await h1.evaluate((element) => (element as unknown as { fromHtml?: boolean }).fromHtml ?? false)).toBe(true);
    if (route.startsWith('/search')) await page.getByRole('main').getByRole('link').first().waitFor();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * An address its pattern's file does not fit (a product page with a search term, which adds a
 * line; the results page without a term, whose heading is another) empties the file's page before
 * the first paint, and the browser renders the page as without the file.
 */
it.each([
  [
    'DE',
    '/p/kaffeemaschine-mit-thermokanne-schwarz/140001?query=kaffeemaschine',
    'Artikel 140001',
    'Gefunden mit der Suche nach „kaffeemaschine“.',
  ],
  ['DE', '/search?query=%20kaffee', 'Suchergebnisse für „kaffee“', undefined],
  ['DE', '/search', 'Suche', undefined],
])(
  'as plain files, %s %s, which its pattern’s file does not fit, is the browser’s to render',
  async (site, route, heading, line) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await context.addInitScript(noteCspViolations);
    const page = await context.newPage();
    const errors = noteErrors(page);
    await gotoShop(page, `${plainUrl()}${route}${route.includes('?') ? '&' : '?'}site=${site}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    if (line) await page.getByText(line).waitFor();
    expect(await page.locator('#root').getAttribute('data-server-rendered')).toBeNull();
    expect(await cspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  },
);
