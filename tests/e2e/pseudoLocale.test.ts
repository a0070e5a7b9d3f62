import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { demoRoutes, inSite } from '../../scripts/demoRoutes';
import { findTextNotFromMessages } from '../../scripts/storyPseudo';
import { pseudoMessages } from '../../src/app/i18n/pseudoLocale';
import deSource from '../../translations/de-DE.json';
import { baseUrl, gotoShop, launch, noteErrors } from './support/browser';

/**
 * The pseudo-locale check (scripts/storyPseudo.ts, `findTextNotFromMessages`): first on planted
 * pages, to see that it finds a hard-coded text and a hard-coded accessible name; then on every
 * demo page of the built app, which has no story of its own, at a phone's and a desktop's width.
 *
 * The production build has no pseudo-locale (tests/e2e/bundle.test.ts) and gets none for this
 * test (docs/decisions.md, "The built pages in the pseudo-locale"): the browser is given it. The
 * German locale chunk the page asks for is answered with the same chunk, its messages swapped for
 * the pseudo-locale's, and the page's document with the site's plain document (dist/DE/index.html,
 * what a host without the renderer sends), so the shop renders in the browser with those messages
 * rather than hydrating the server's German HTML.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const dist = path.resolve(__dirname, '../../dist');
const pseudo = JSON.stringify(pseudoMessages(deSource as Record<string, string>));

describe('the check', () => {
  let page: Page;
  beforeAll(async () => {
    page = await browser.newPage();
  });
  afterAll(() => page.close());

  /** A page whose texts, but for `planted`, are the messages of a locale as the shop shows them. */
  const planted = (message: (text: string) => string, planted = '') => `
    <html><head><title>${message('Warenkorb')}</title></head><body>
      <header>
        <a href="/" aria-label="${message('Zur Startseite')}"><img alt="${message('Logo')}" src="data:," /></a>
        <button type="button" title="${message('Suchen')}">${message('Suchen')}</button>
        <input placeholder="${message('Wonach suchen Sie?')}" />
      </header>
      <main><h1>${message('Ihr Warenkorb')}</h1><p>${message('Ihr Warenkorb ist leer.')}</p>${planted}</main>
    </body></html>`;
  const inPseudo = (text: string) => `[${text}]`;

  it('finds nothing on a page whose every text is a message in the pseudo-locale', async () => {
    await page.setContent(planted(inPseudo));
    expect(await findTextNotFromMessages(page)).toEqual([]);
  });

  it.each([
    ['a text', '<p>Jetzt bestellen</p>', 'text not from a message: "Jetzt bestellen" in main > p'],
    [
      'an accessible name',
      `<button type="button" aria-label="Schließen">${inPseudo('×')}</button>`,
      'aria-label not from a message: "Schließen" in main > button[Schließen]',
    ],
    [
      'an image text',
      '<img alt="Röstmeister bei der Arbeit" src="data:," />',
      'alt not from a message: "Röstmeister bei der Arbeit" in main > img',
    ],
    [
      'a tooltip',
      `<span title="Gratisversand ab heute">${inPseudo('Neu')}</span>`,
      'title not from a message: "Gratisversand ab heute" in main > span',
    ],
  ])('finds %s written into the page', async (_what, html, report) => {
    await page.setContent(planted(inPseudo, html));
    expect(await findTextNotFromMessages(page)).toEqual([report]);
  });

  it("finds a page title that is not a message, and leaves a hidden part's name alone", async () => {
    await page.setContent(
      planted(inPseudo).replace(/<title>.*<\/title>/, '<title>Mein Shop</title>') +
        '<div hidden><button aria-label="Versteckt">x</button></div>',
    );
    expect(await findTextNotFromMessages(page)).toEqual(['page title not from a message: "Mein Shop" in head > title']);
  });

  it('takes data for data: a product name of the mock services, in a text and a name', async () => {
    await page.setContent(
      planted(
        inPseudo,
        '<a href="/p/1" aria-label="Kaffeemaschine mit Thermokanne">Kaffeemaschine mit Thermokanne</a>',
      ),
    );
    expect(await findTextNotFromMessages(page)).toEqual([]);
  });
});

/** The built pages, in DE with the pseudo-locale's messages (see the top of this file). */
async function openInPseudo(route: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'de-DE' });
  const page = await context.newPage();
  const errors = noteErrors(page);
  const chunk = readdirSync(dist).find((file) => /^locale-de-DE\.[0-9a-f]+\.js$/.test(file))!;
  let swapped = false;
  await page.route(`**/${chunk}`, async (route) => {
    const original = readFileSync(path.join(dist, chunk), 'utf8');
    const body = original.replace(/JSON\.parse\('(?:[^'\\]|\\.)*'\)/s, () => `JSON.parse(${JSON.stringify(pseudo)})`);
    swapped = body !== original;
    await route.fulfill({ body, contentType: 'text/javascript' });
  });
  const document = readFileSync(path.join(dist, 'DE', 'index.html'), 'utf8');
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    // The preview server's headers (its Content-Security-Policy), the plain document's body.
    const response = await route.fetch();
    return route.fulfill({ response, body: document });
  });
  await gotoShop(page, new URL(inSite(route, 'DE'), baseUrl()).toString());
  return { page, errors, swapped: () => swapped, close: () => context.close() };
}

describe.each([
  { name: 'a phone', width: 375, height: 812 },
  { name: 'a desktop', width: 1280, height: 900 },
])('the built pages in the pseudo-locale, on $name', (viewport) => {
  it.each(demoRoutes)('%s shows no text nor name that is not a message', async (route) => {
    const { page, errors, swapped, close } = await openInPseudo(route, viewport);
    // The swap took: the page's heading is a message, in the pseudo-locale.
    expect(swapped()).toBe(true);
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // What renders as the shopper scrolls towards it (the footer's blocks) renders for the check too.
    await page.evaluate(async () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 300));
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^\[.*\]$/s);
    expect(await findTextNotFromMessages(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
