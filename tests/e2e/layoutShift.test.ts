import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { pagePaths } from '../../src/config/endpoints';
import { nativeApp } from '../../src/config/nativeApp';
import { prerenderedPaths } from '../../scripts/prerender';
import { androidUserAgent, baseUrl, gotoShop, launch, noteErrors } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

type Shift = { value: number; at: number; moved: string[] };

/**
 * Records every layout shift of the page from its first frame (Layout Instability API), with what
 * moved: the shifted nodes (`sources`), their tag, class and first words, for the failure message.
 */
function recordLayoutShifts() {
  const shifts: Shift[] = [];
  (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
  type LayoutShift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShift[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        moved: entry.sources.map((source) => {
          const node = source.node;
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName);
          const { previousRect: from, currentRect: to } = source;
          return `${name} "${(node?.textContent ?? '').slice(0, 40)}" from ${from.x},${from.y} ${from.width}×${from.height} to ${to.x},${to.y} ${to.width}×${to.height}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Lighthouse's phone (its mobile preset): its viewport and pixel ratio, a touch screen. */
const lighthousePhone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
};

/**
 * Issue 38: CLS 0 (below 0.001, the bench's budget) on the page the host rendered, as Lighthouse's
 * mobile preset loads it: its viewport (412×823) and a phone's CPU (4× slower). The shifts are
 * summed until the shop has started, its chunks have come and the network has been quiet, plus a
 * second for what comes last (the footer's blocks).
 */
it('the home page, rendered by the host, does not move as it loads on a phone', async () => {
  const context = await browser.newContext(lighthousePhone);
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  const errors = noteErrors(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await gotoShop(page, `${process.env.E2E_BASE_URL}/?site=DE`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  // Above the budget, the message lists each shift with what moved where.
  expect(cls < 0.001 ? 'below 0.001' : { cls, shifts }).toEqual('below 0.001');
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * A proxy in front of the preview server that sends a page's HTML in two parts, the second
 * `pauseMs` after the first, cut where `cutAt` says; everything else passes through as it is. A
 * browser paints what it has parsed while it waits for the rest: a slow or lossy connection cuts the
 * HTML the same way, anywhere.
 */
async function htmlCutProxy(cutAt: (html: string) => number, pauseMs = 600) {
  const upstream = new URL(baseUrl());
  const server = http.createServer((request, response) => {
    // Uncompressed, so the cut falls at a place in the HTML's text.
    const headers = { ...request.headers, host: upstream.host, 'accept-encoding': 'identity' };
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path: request.url, method: request.method, headers },
      (answer) => {
        if (!answer.headers['content-type']?.startsWith('text/html')) {
          response.writeHead(answer.statusCode!, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const cut = cutAt(html);
          const { 'content-length': _length, ...rest } = answer.headers;
          response.writeHead(answer.statusCode!, rest);
          response.write(html.slice(0, cut));
          setTimeout(() => response.end(html.slice(cut)), pauseMs);
        });
      },
    );
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Where a place is in the HTML: found, and inside the header (before the main area), or the test says so. */
function before(marker: string | RegExp) {
  return (html: string) => {
    const at = typeof marker === 'string' ? html.indexOf(marker) : html.search(marker);
    const main = html.indexOf('<main');
    if (at < 0 || at > main) throw new Error(`No ${String(marker)} before the main area of the page's HTML.`);
    return at;
  };
}

/**
 * The places where a first frame of the half-parsed header showed a row that then moved (a
 * clean-clone CI run measured CLS 0.003 on `/contact`): each row lays out from the right or the
 * centre, so it is only still once complete. index.html's `rel="expect"` link holds the first paint
 * until the parser has reached the main area (PageMain.tsx).
 */
const cuts = [
  ['the app banner, before its open button', before(`<a href="${nativeApp.storeLinks.android}"`)],
  ["the header's row, before its icons", before(`<a href="${pagePaths.storeFinder}"`)],
  ["the header's promotion, before its copy button", before(/<button[^>]*><code/)],
] as const;

it.each(cuts)('the header does not move when its HTML arrives cut in %s', async (_place, cutAt) => {
  const proxy = await htmlCutProxy(cutAt);
  const context = await browser.newContext({ ...lighthousePhone, userAgent: androidUserAgent });
  await context.addInitScript(recordLayoutShifts);
  const page = await context.newPage();
  const errors = noteErrors(page);
  await gotoShop(page, `${proxy.url}/contact?site=DE`);
  await page.waitForLoadState('networkidle');
  // The banner is there: the cut went through the rows a shopper sees.
  await expect(page.getByRole('region', { name: 'Unsere App' }).isVisible()).resolves.toBe(true);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  expect(shifts).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
  await proxy.close();
});

// --- Served as plain files (issue 47): the header's banner on a page painted without it -----------

/** The same dist/ served by a host without the renderer (support/globalSetup.ts). */
const plainUrl = () => process.env.E2E_PLAIN_FILES_URL!;

/**
 * A page (of the plain files, or of `host`) on Lighthouse's phone (Android: the app banner is in its first paint)
 * whose header banner's answer is held until `release`: the race of a banner that comes once the
 * page has painted, forced. `fetched` resolves once the shop has taken that answer in (its
 * `promotionFetched` event).
 */
async function pageWithLateBanner(
  route: string,
  device: BrowserContextOptions = { ...lighthousePhone, userAgent: androidUserAgent },
  { host = plainUrl(), mockScenarios }: { host?: string; mockScenarios?: string } = {},
) {
  const context = await browser.newContext(device);
  // The preview server's mock services read their scenario from this cookie, the render's calls too.
  if (mockScenarios) {
    await context.addCookies([{ name: 'mock-scenarios', value: encodeURIComponent(mockScenarios), url: host }]);
  }
  await context.addInitScript(recordLayoutShifts);
  await context.addInitScript(() => {
    const fetched: boolean[] = [];
    (window as unknown as { promotionsFetched: boolean[] }).promotionsFetched = fetched;
    window.addEventListener('promotionFetched', (event) =>
      fetched.push((event as CustomEvent<{ fetched: boolean }>).detail.fetched),
    );
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await context.route(/\/service\/promotion\/api\/promotion\/~header_top/, async (held) => {
    asked();
    await released;
    await held.continue();
  });
  const page = await context.newPage();
  const errors = noteErrors(page);
  const response = await gotoShop(page, `${host}${route}?site=DE`);
  return {
    page,
    errors,
    html: () => response.text(),
    /** Lets the banner's answer go once the shop has asked for it; resolves when the shop has it. */
    async releaseBanner() {
      await askedFor;
      release();
      await page.waitForFunction(() =>
        (window as unknown as { promotionsFetched: boolean[] }).promotionsFetched.includes(true),
      );
      // Its view's code, if it is asked for, and two frames for the page to show what it does with it.
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        for (const frame of [1, 2]) await new Promise((resolve) => requestAnimationFrame(() => resolve(frame)));
      });
    },
    shifts: () => page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts),
    headerBanner: () => page.locator('header section[aria-label*="Kaffeemaschinen"]'),
    close: () => context.close(),
  };
}

/**
 * Issue 47: served as plain files, the pages the build prerendered paint from their HTML, which
 * never has the header's banner (a campaign would go stale in a file). Its answer comes once the
 * scripts have run, and came in above the page: CLS 0.154 in Lighthouse. Now it is held back on
 * that page. Each prerendered route's shifts until the answer is in and the page has done with it,
 * below 0.01 (the mark; listed with what moved otherwise).
 */
it.each(prerenderedPaths)('as plain files, %s does not move when the header’s banner answers late', async (route) => {
  const plain = await pageWithLateBanner(route);
  await plain.releaseBanner();
  const shifts = await plain.shifts();
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls < 0.01 ? 'below 0.01' : { cls, shifts }).toEqual('below 0.01');
  expect(await plain.headerBanner().count()).toBe(0);
  expect(plain.errors).toEqual([]);
  await plain.close();
});

/**
 * The host's render waits 300 ms for the header's banner. A promotion service slower than that (here
 * 2.5 s: `promotion:slow`) leaves it out of the HTML, and the browser asks again: its answer came
 * into the painted page and pushed it down (CLS 0.15 on /contact, in this file's cut-header test on
 * a host half as fast, whose render missed the wait). A late banner is held back as on the plain
 * files: no shift when it comes, and it shows with the visit's next page.
 */
it.each(['/', '/contact'])(
  'rendered by the host with the header’s banner late, %s does not move when it comes',
  async (route) => {
    const late = await pageWithLateBanner(route, undefined, { host: baseUrl(), mockScenarios: 'promotion:slow' });
    const html = await late.html();
    expect(html).toContain('data-server-rendered');
    expect(html).toContain('"promotionWaits":{"~header_top":"late"}');
    await late.releaseBanner();
    expect(await late.shifts()).toEqual([]);
    expect(await late.headerBanner().count()).toBe(0);
    expect(late.errors).toEqual([]);
    await late.close();
  },
);

it('rendered by the host with the header’s banner late, the held banner comes with the next page of the visit', async () => {
  const late = await pageWithLateBanner(
    '/contact',
    { viewport: { width: 1280, height: 900 }, locale: 'de-DE' },
    {
      host: baseUrl(),
      mockScenarios: 'promotion:slow',
    },
  );
  await expectHeldBannerWithNextPage(late);
});

/**
 * The held banner shows once the header has slid away while the shopper scrolls down: it grows the
 * header out of view, the browser keeps the page where it is (scroll anchoring), and the header
 * brings it when it comes back on the way up.
 */
it('as plain files, the held banner comes in out of view once the header slides away, moving nothing', async () => {
  const plain = await pageWithLateBanner('/');
  await plain.releaseBanner();
  const { page } = plain;
  await page.mouse.move(200, 400);
  await page.mouse.wheel(0, 600);
  await page.locator('header[data-hidden="true"]').waitFor({ state: 'attached' });
  await plain.headerBanner().waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    for (const frame of [1, 2]) await new Promise((resolve) => requestAnimationFrame(() => resolve(frame)));
  });
  expect(await plain.shifts()).toEqual([]);
  await page.mouse.wheel(0, -200);
  await page.locator('header[data-hidden="false"]').waitFor({ state: 'attached' });
  await expect(plain.headerBanner().isVisible()).resolves.toBe(true);
  expect(plain.errors).toEqual([]);
  await plain.close();
});

/** A page shown by client-side navigation (here the header's search) has the held banner from its first render. */
it('as plain files, the held banner comes with the next page of the visit', async () => {
  await expectHeldBannerWithNextPage(
    await pageWithLateBanner('/contact', { viewport: { width: 1280, height: 900 }, locale: 'de-DE' }),
  );
});

/**
 * Lets the held banner's answer go, then searches from the header: the results page, shown in the
 * same document (client-side navigation), has the banner that the first page held back.
 */
async function expectHeldBannerWithNextPage(held: Awaited<ReturnType<typeof pageWithLateBanner>>) {
  await held.releaseBanner();
  const { page } = held;
  expect(await held.headerBanner().count()).toBe(0);
  // The same document all along: a page load would lose this mark.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  const field = page.getByRole('combobox', { name: 'Suchen' });
  await field.fill('kaffee');
  await field.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Suchergebnisse für „kaffee“' }).waitFor();
  await held.headerBanner().waitFor();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(held.errors).toEqual([]);
  await held.close();
}
