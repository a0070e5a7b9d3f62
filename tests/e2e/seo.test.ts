import type { Browser, Page } from 'playwright-core';
import { demoRoutes, inSite } from '../../scripts/demoRoutes';
import { siteCodes, sites } from '../../src/config/sites';
import swissGerman from '../../translations/de-CH.json';
import { launch, openPage } from './support/browser';

/**
 * Issue 38, "Findable in nine countries": the built pages, as the preview server renders them, carry
 * in their head what search engines read (the page type's description in the site's language, the
 * canonical address on the site's own domain, the hreflang alternates), and the head stays right
 * when the shop navigates in the browser.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

const descriptionOf: Record<(typeof demoRoutes)[number], keyof typeof swissGerman> = {
  '/': 'app.home.description',
  '/search?query=kaffee': 'app.search.description',
  '/subscribenewsletter': 'app.newsletter.description',
  '/service/cartfrontend/cart': 'app.cart.description',
  '/contact': 'app.contact.description',
  '/login': 'app.login.description',
  '/p/kaffeemaschine-mit-thermokanne-schwarz/140001': 'app.product.description',
  '/checkout': 'app.checkout.description',
};

/** What a search engine reads in a head: the page's own, or that of an HTML text as the host sent it. */
const seoOf = (page: Page, html?: string) =>
  page.evaluate((sent) => {
    const document_ = sent === undefined ? document : new DOMParser().parseFromString(sent, 'text/html');
    return {
      descriptions: [...document_.head.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
      canonicals: [...document_.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      alternates: [...document_.head.querySelectorAll('link[rel="alternate"]')].map(
        (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
      ),
      inBody: document_.body.querySelectorAll('link[rel="canonical"], link[rel="alternate"], meta[name="description"]')
        .length,
    };
  }, html);

/** The page's alternates: every site's page at the same path, and DE's as x-default. */
const alternatesOf = (pathAndQuery: string, codes: readonly (typeof siteCodes)[number][] = siteCodes) => [
  ...codes.map((code) => `${sites[code].locale} ${sites[code].origin}${pathAndQuery}`),
  `x-default ${sites.DE.origin}${pathAndQuery}`,
];

it.each(demoRoutes)('CH %s: the served HTML and the started page have its description and addresses', async (route) => {
  const { page, response, close } = await openPage(browser, inSite(route, 'CH'));
  const expected = {
    descriptions: [swissGerman[descriptionOf[route]]],
    canonicals: [`https://www.hunter.example.ch${route}`],
    // A search's term is German: its equivalents are the German-speaking sites' searches.
    alternates: route.includes('?query=') ? alternatesOf(route, ['DE', 'AT', 'CH']) : alternatesOf(route),
    inBody: 0,
  };
  // The HTML as the host sent it, before any script: what a crawler that runs none reads.
  expect(await seoOf(page, await response.text())).toEqual(expected);
  // The page once the shop has started (hydrated): still one of each.
  expect(await seoOf(page)).toEqual(expected);
  await close();
});

it('follows a client-side navigation: the new page’s description and addresses replace the old page’s', async () => {
  const { page, errors, close } = await openPage(browser, '/no-such-page?site=TR');
  expect((await seoOf(page)).canonicals).toEqual([]);
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await page.waitForFunction(() => window.location.pathname === '/' && document.title !== '');
  await page.getByRole('heading', { level: 1, name: 'Online mağazamıza hoş geldiniz' }).waitFor();
  expect(await seoOf(page)).toEqual({
    descriptions: [
      'Kahve, ev ve moda online: taze kavrulmuş kahve, mutfak ve ev için pratik yardımcılar, giyim ve her hafta yeni bir tema dünyası.',
    ],
    canonicals: ['https://www.hunter.example.com.tr/'],
    alternates: alternatesOf('/'),
    inBody: 0,
  });
  expect(errors).toEqual([]);
  await close();
});
