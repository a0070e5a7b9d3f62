import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page, Request, Response } from 'playwright-core';
import { launchChromium } from '../../../scripts/chromium';

export const artifactsDir = path.resolve(__dirname, '../../../artifacts');

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through `npm run test:e2e`.');
  return url;
}

export const launch = launchChromium;

/** Lighthouse's phone (its mobile preset, a moto g power): Android, so the shop shows its app banner. */
export const androidUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/** A page that records every console error and uncaught exception, for the test to check. */
export async function openPage(
  browser: Browser,
  address: string,
  {
    viewport = { width: 1440, height: 900 },
    mockScenarios,
    cookies = {},
    touch = false,
    initScript,
    onPage,
    headerBanner = false,
    promotionsInTime = [],
  }: {
    viewport?: { width: number; height: number };
    mockScenarios?: string;
    /** Cookies the visitor already holds, e.g. a staff member's PreviewToken. */
    cookies?: Record<string, string>;
    /** A phone's touch screen: taps instead of a mouse. */
    touch?: boolean;
    /** Runs in the page before any of its own scripts, e.g. to note what happens from the start. */
    initScript?: () => void;
    /** Called with the page before it loads, e.g. to listen for its dialogs from the start. */
    onPage?: (page: Page) => void;
    /** A test of the header's banner: the page as the host rendered it with the banner in time. */
    headerBanner?: boolean;
    /** Other promotions the test needs, the page as the host rendered it with each in time. */
    promotionsInTime?: readonly PromotionInTime[];
  } = {},
) {
  const context = await browser.newContext({ viewport, locale: 'de-DE', hasTouch: touch, isMobile: touch });
  // The preview server's mock services read their scenario from this cookie (README, "Mock services").
  if (mockScenarios) {
    await context.addCookies([{ name: 'mock-scenarios', value: encodeURIComponent(mockScenarios), url: baseUrl() }]);
  }
  const held = Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() }));
  if (held.length > 0) await context.addCookies(held);
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  onPage?.(page);
  const errors = noteErrors(page);
  const url = new URL(address, baseUrl()).toString();
  const promotions = [...(headerBanner ? [headerTopBanner] : []), ...promotionsInTime];
  const response =
    promotions.length > 0
      ? await loadWithBannerInTime(page, () => gotoShop(page, url), promotions)
      : await gotoShop(page, url);
  return { page, context, errors, response, close: () => context.close() };
}

/** The waits for a promotion as the host's render ended them (the HTML's server data block). */
function promotionWaitsIn(html: string): Record<string, string> {
  const block = /<script type="application\/json" id="shop-server-data">([^<]*)<\/script>/.exec(html);
  if (!block) throw new Error('The page has no server data block.');
  return (JSON.parse(block[1]!) as { promotionWaits: Record<string, string> }).promotionWaits;
}

/** A promotion a test needs in the page: its id, and where the page shows it (`banners`). */
export type PromotionInTime = { promotionId: string; banners: (page: Page) => Locator };

/** The header's top banner, which most pages show. */
const headerTopBanner: PromotionInTime = {
  promotionId: '~header_top',
  banners: (page) => page.getByRole('banner').getByRole('region'),
};

/**
 * Loads a page (`load`) until the host's render had every promotion in `promotions` in time (the
 * header's banner by default), four times at most. The render waits 300 ms for each; on a busy host
 * a render can miss that (a fresh process's first of a site did, with one core kept busy, and a warm
 * one of the results page too, its header's banner and its category banner), and then the page
 * leaves the promotion out or holds it back, by design: such a load is checked for that (the
 * promotion's `banners`, none), and the page is asked for again.
 */
export async function loadWithBannerInTime(
  page: Page,
  load: () => Promise<Response>,
  promotions: readonly PromotionInTime[] = [headerTopBanner],
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await load();
    const waits = promotionWaitsIn(await response.text());
    const late = promotions.filter(({ promotionId }) => waits[promotionId] !== 'inTime');
    if (late.length === 0) return response;
    for (const { promotionId, banners } of late) {
      expect({ promotionId, wait: waits[promotionId], banners: await banners(page).count() }).toEqual({
        promotionId,
        wait: 'late',
        banners: 0,
      });
    }
    if (attempt === 4) {
      throw new Error(
        `${late.map(({ promotionId }) => promotionId).join(', ')} missed the render's wait in ${attempt} loads.`,
      );
    }
  }
}

/**
 * Opens an address of the shop and waits until it takes input (`waitUntilStarted`). Not
 * `networkidle`, which waits for half a second of quiet after every late picture and answer; what a
 * test needs beyond that (the cart's count, a flyout's links) it waits for by what it shows.
 */
export async function gotoShop(page: Page, address: string) {
  const scripts = scriptsInFlight(page);
  try {
    const response = await page.goto(address, { waitUntil: 'load' });
    await waitUntilStarted(page, scripts);
    return response!;
  } finally {
    scripts.stop();
  }
}

/**
 * Waits for the page's own signal that the shop takes input: its mount element's `data-started`
 * (src/app/startShop.tsx), set once the first render or the hydration of the server's HTML is over.
 * Then for the chunks the page asked for (the search combobox takes the plain field's place when
 * its chunk comes). And the server's HTML of a lazy part hydrates later, when React gets to it and
 * its chunk has come: a click on the header's top banner before then was lost (its voucher copy).
 * So this also waits until React owns every element of the header, which it marks with a
 * `__reactFiber$…` property as it hydrates or renders it. That name is React's, not an API: if a
 * React release changes it, every e2e test stops here with this message, not with a wrong result.
 * (Not the whole page: a part below the fold, the footer's blocks, hydrates when it comes near.)
 */
async function waitUntilStarted(page: Page, scripts: ReturnType<typeof scriptsInFlight>) {
  await page.locator('#root[data-started]').waitFor({ state: 'attached' });
  await scripts.settled();
  await untilReactOwnsHeader(page);
}

/**
 * Waits until React owns every element of the header (`waitUntilStarted`): the server's HTML of a
 * lazy part, a flyout's among them, is hydrated once its chunk has come, and a click on it before
 * then can be lost.
 */
export async function untilReactOwnsHeader(page: Page) {
  await page
    .waitForFunction(() =>
      Array.from(document.querySelectorAll('#root header *')).every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    )
    .catch((error: Error) => {
      throw new Error(`The header's server HTML was never hydrated (or React renamed its mark): ${error.message}`);
    });
}

/** Counts the page's script requests on their way, from now on; `settled` waits until there are none. */
function scriptsInFlight(page: Page) {
  const open = new Set<Request>();
  let quiet: (() => void) | undefined;
  const started = (request: Request) => {
    if (request.resourceType() === 'script') open.add(request);
  };
  const ended = (request: Request) => {
    open.delete(request);
    if (open.size === 0) quiet?.();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    settled: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (quiet = resolve))),
    stop: () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Every console error and uncaught exception of the page from now on, as it happens. */
export function noteErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  // Finite animations (the flyouts' 600 ms entry) are run to their end: the picture shows the state.
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * An `initScript` for `openPage` that records every Content-Security-Policy violation of the page
 * from its first script on; `cspViolations(page)` reads them.
 */
export function noteCspViolations() {
  const violations: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
}

export const cspViolations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/** The preview server's mock services back at their first state (carts, preview settings). */
export async function resetMockServices(): Promise<void> {
  const response = await fetch(new URL('/__mocks/reset', baseUrl()), { method: 'POST' });
  if (!response.ok) throw new Error(`Resetting the mock services failed: ${response.status}`);
}
