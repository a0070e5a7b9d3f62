/**
 * The per-visit cost figure of `npm run bench` (issue 38): how many API calls a shopper's browser
 * makes on a first visit of each demo route, with the host rendering the page (the preview server
 * renders it with dist-server/renderPage.js when the build has written it).
 *
 *   npx tsx scripts/bench-api-calls.ts [sites] [routes]
 *
 * prints the calls of each route (DE, every demo route, by default) from the build in dist/.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { demoRoutes, inSite } from './demoRoutes';

/**
 * At most this many API calls per route (issue 38: `/` asked for 7, three of them the same for every
 * visitor), one more on `/contact`: its support footer's content (SHOP_SUPPORT_FOOTER), the same for
 * every visitor too, is still asked for by the contact page's chunk (not yet rendered on the host).
 */
export const apiCallBudget = (route: string) => (route === '/contact' ? 5 : 4);

/**
 * The bench's rows: each route's calls against its budget, and what breaks it. In `npm run bench`
 * (scripts/bench.ts) beside the other figures.
 */
export async function apiCallFigures(baseUrl: string, sites: readonly string[], routes: readonly string[]) {
  const rows = (await apiCallsPerRoute(baseUrl, sites, routes)).map((row) => ({
    ...row,
    budget: apiCallBudget(row.route),
  }));
  const breaks = rows
    .filter((row) => row.calls.length > row.budget)
    .map(
      (row) =>
        `${row.site} ${row.route}: ${row.calls.length} API calls, ${row.calls.length - row.budget} over ${row.budget} (${row.calls.map(callName).join(', ')})`,
    );
  const report = [
    '| site | route | API calls of a first visit | budget | calls |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.site} | \`${row.route}\` | ${row.calls.length}${row.calls.length > row.budget ? ' ✗' : ''} | ≤ ${row.budget} | ${row.calls.map(callName).join(', ')} |`,
    ),
  ];
  for (const row of rows)
    console.log(
      `${row.site.padEnd(6)} ${row.route.padEnd(50)} ${row.calls.length} API calls (≤ ${row.budget}): ${row.calls.map(callName).join(', ')}`,
    );
  return { rows, breaks, report };
}

/**
 * The page has gone quiet when nothing (no script, picture or call) has started or ended for
 * `quietMs`: its lazy parts (the footer's body near the viewport, then its content) have come and
 * asked for what they ask for. At most `maxMs` after the page took input.
 */
const settle = { quietMs: 1500, maxMs: 15_000 };

/**
 * What the browser asks the services for from now on: the paths of its `fetch` and XHR requests
 * (pictures, scripts and styles are files, not calls).
 */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr')
      calls.push(decodeURIComponent(new URL(request.url()).pathname));
  });
  return calls;
}

/** A call's short name for a report: the last part of its path (`cart`, `psdata`, `SHOP_FOOTER`). */
export const callName = (path: string) => path.split('/').pop() ?? path;

/** Resolves once nothing has started or ended on the page for `settle.quietMs` (at most `settle.maxMs`). */
export async function untilQuiet(page: Page): Promise<void> {
  let last = Date.now();
  const touch = () => (last = Date.now());
  page.on('request', touch);
  page.on('requestfinished', touch);
  page.on('requestfailed', touch);
  const giveUp = Date.now() + settle.maxMs;
  try {
    while (Date.now() - last < settle.quietMs && Date.now() < giveUp) await page.waitForTimeout(250);
  } finally {
    page.off('request', touch);
    page.off('requestfinished', touch);
    page.off('requestfailed', touch);
  }
}

/** Asks the host for a page once, as the visitor before this one did; its HTML is not read. */
export async function warmUp(url: string): Promise<void> {
  const response = await fetch(url);
  await response.arrayBuffer();
}

export interface RouteApiCalls {
  site: string;
  route: string;
  /** The calls in the order they went out. */
  calls: string[];
}

/**
 * A first visit of each route in each site, in a fresh profile (no cookies, nothing stored) on a
 * 1440 × 900 screen: the browser's API calls from the page's request until it has gone quiet. The
 * host is warm, as a running shop's is: the page is asked for once before (a fresh process's
 * first render loads its code and the site's shared answers, and may miss their 300 ms wait).
 */
export async function apiCallsPerRoute(
  baseUrl: string,
  sites: readonly string[],
  routes: readonly string[] = demoRoutes,
): Promise<RouteApiCalls[]> {
  const browser: Browser = await launchChromium();
  const results: RouteApiCalls[] = [];
  try {
    for (const site of sites) {
      for (const route of routes) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        try {
          const page = await context.newPage();
          const url = `${baseUrl}${inSite(route, site)}`;
          await warmUp(url);
          const calls = recordApiCalls(page);
          await page.goto(url, { waitUntil: 'load' });
          await page.locator('#root[data-started]').waitFor({ state: 'attached' });
          await untilQuiet(page);
          results.push({ site, route, calls: [...calls] });
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (require.main === module) {
  const [sites = 'DE', routes] = process.argv.slice(2);
  void (async () => {
    // Here only: the e2e tests take this file's page helpers and have their own preview server.
    const { createPreviewApp } = await import('../mocks/server/preview');
    const server = await new Promise<Server>((resolve) => {
      const listening = createPreviewApp(path.resolve(__dirname, '../dist')).listen(0, '127.0.0.1', () =>
        resolve(listening),
      );
    });
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const { site, route, calls } of await apiCallsPerRoute(baseUrl, sites.split(','), routes?.split(',')))
        console.log(`${site.padEnd(6)} ${route.padEnd(50)} ${calls.length}  ${calls.map(callName).join(', ')}`);
    } finally {
      server.close();
    }
  })();
}
