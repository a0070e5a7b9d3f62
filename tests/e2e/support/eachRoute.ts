import type { Page, Request } from 'playwright-core';
import { demoRoutes, inSite } from '../../../scripts/demoRoutes';
import type { SiteCode } from '../../../src/config/sites';
import { baseUrl, gotoShop } from './browser';

/**
 * Calls `visit` on every demo route of a site: the first as the browser loads it (the host's HTML,
 * hydrated), the others as the shopper reaches them from there, by the app's own navigation (a
 * link's pushState), which is much quicker than a page load each and is how a shopper moves on
 * after the first page. Each is visited once its heading has come and the scripts and answers it
 * asked for are in. `first` is the route loaded first (the others follow in their order, from it
 * round to it): a sweep over the sites can turn it, so that every route's loaded page is visited.
 */
export async function eachRoute(
  page: Page,
  site: SiteCode,
  visit: (route: string) => Promise<void>,
  first: (typeof demoRoutes)[number] = demoRoutes[0],
) {
  const start = demoRoutes.indexOf(first);
  const routes = [...demoRoutes.slice(start), ...demoRoutes.slice(0, start)];
  for (const [index, route] of routes.entries()) {
    // Every route, the first included, is visited once what it asked for is in: the home page's
    // lazy parts arriving later moved the page under a test that had already scrolled (CI, CH_FR).
    const settled = requestsSettled(page);
    if (index === 0) {
      await gotoShop(page, new URL(inSite(route, site), baseUrl()).toString());
      await settled();
    } else {
      await page.evaluate(
        (to) => {
          (window as unknown as { lastHeading: Element | null }).lastHeading = document.querySelector('h1');
          history.pushState(null, '', to);
        },
        inSite(route, site),
      );
      await page.waitForFunction(() => {
        const heading = document.querySelector('main h1');
        return heading !== null && heading !== (window as unknown as { lastHeading: Element | null }).lastHeading;
      });
      await settled();
    }
    await visit(route);
  }
}

/** Waits, when called, until the scripts and answers the page asks for from now on are in, and 100 ms more. */
function requestsSettled(page: Page): () => Promise<void> {
  const open = new Set<Request>();
  let lastEnd = Date.now();
  const kinds = ['script', 'fetch', 'xhr', 'stylesheet'];
  const started = (request: Request) => {
    if (kinds.includes(request.resourceType())) open.add(request);
  };
  const ended = (request: Request) => {
    if (open.delete(request)) lastEnd = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    while (open.size > 0 || Date.now() - lastEnd < 100) await page.waitForTimeout(25);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  };
}
