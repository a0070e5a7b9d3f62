import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { pagePaths } from '../../src/config/endpoints';
import { nativeApp } from '../../src/config/nativeApp';
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
