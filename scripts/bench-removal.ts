/**
 * The cart removal figure of `npm run bench` (issue 16), and a paired comparison of two builds:
 *
 *   npm run bench:removal -- <dist A> <dist B> [pairs]
 *
 * serves both builds and times the first removal on each in turn (the order alternates), `pairs`
 * times (14), leaving out pairs during which the host was busy; it prints each build's median and
 * the median of the pairs' differences, which sees a change of a millisecond that the spread of
 * single runs hides. Build A with `npm run build && cp -r dist /tmp/dist-a`, change, build again.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { resetCartService } from '../mocks/handlers/cart';
import { createPreviewApp } from '../mocks/server/preview';
import { launchChromium, pageHelpers } from './chromium';
import { stolenJiffies } from './host';
import { median } from './median';

/**
 * From the click on the first article's remove button in the mini cart (the click event's time
 * stamp, as Event Timing counts it) until the frame that shows it removed has been painted, in
 * milliseconds. A requestAnimationFrame callback runs before that frame's style, layout and paint;
 * a user-blocking task posted from it runs right after them, ahead of the page's own queued work
 * (the change request, which goes in the task after the click and is not part of the frame).
 *
 * Each sample is the first removal on a fresh page load, the coldest case: nothing of the removal
 * has run before. The shopper's click is a real one: the pointer rests on the button for
 * `aimMs` first and the button is held for `pressMs` (a press of 0 ms would make the release
 * wait behind the frame that the press itself started). The median of `samples` page loads: single
 * quiet samples spread over 9-20 ms here, and the median of 11 moved between 13.3 and 17.1 ms from
 * one run of the same code to the next, too close to the budget for CI to judge; the median of 21
 * varies about 0.7 times as much (the square root of 11/21), for a minute more.
 *
 * A sample taken while the host was busy measures its other tenants, not the page. On this 2-core
 * virtual machine the hypervisor's steal time (`/proc/stat`) explains the outliers: samples of
 * 19-51 ms had 2-18 jiffies stolen during their 0.6 s, quiet ones 0-1. A sample with
 * `busyStolenJiffies` or more stolen is taken again, up to `samples` times 3 in all; fewer than
 * `minQuietSamples` quiet ones fail the bench, as a host too busy to measure.
 */
const removal = { samples: 21, aimMs: 500, pressMs: 80, settleMs: 100, busyStolenJiffies: 2, minQuietSamples: 11 };

type Sample = { ms: number; stolen: number };

/** One sample: the first removal after a fresh page load, with the jiffies stolen meanwhile. */
async function removalSample(browser: Browser, baseUrl: string): Promise<Sample> {
  resetCartService();
  const page = await browser.newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${baseUrl}/?site=DE`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Warenkorb-Vorschau' }).click();
  const remove = page.getByRole('button', { name: / entfernen$/ }).first();
  await remove.waitFor();
  const article = (await remove.getAttribute('aria-label'))!.replace(/ entfernen$/, '');
  await remove.evaluate((button, name) => {
    const painted = new Promise<number>((resolve, reject) => {
      setTimeout(() => reject(new Error(`${name}: no restore button within 10 s of the click`)), 10_000);
      button.addEventListener(
        'click',
        (event) => {
          performance.mark('cart-removal-click', { startTime: event.timeStamp });
          const restoreShown = () =>
            [...document.querySelectorAll('button')].some(
              (candidate) => candidate.getAttribute('aria-label') === `${name} wiederherstellen`,
            );
          const afterNextPaint = () =>
            requestAnimationFrame(() => {
              (window as unknown as { scheduler: Scheduler }).scheduler.postTask(
                () => {
                  performance.mark('cart-removal-painted');
                  resolve(performance.measure('cart-removal', 'cart-removal-click', 'cart-removal-painted').duration);
                },
                { priority: 'user-blocking' },
              );
            });
          const observer = new MutationObserver(() => {
            if (!restoreShown()) return;
            observer.disconnect();
            afterNextPaint();
          });
          observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
    (window as unknown as { cartRemovalPainted: Promise<number> }).cartRemovalPainted = painted;
  }, article);
  // The mouse itself, not the locator's click: that one checks the hit target with listeners
  // of its own on every pointer and mouse event (elementsFromPoint, about 1 ms in the click's
  // task), which a shopper's browser does not run.
  const box = (await remove.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const before = stolenJiffies();
  await page.waitForTimeout(removal.aimMs);
  await page.mouse.down();
  await page.waitForTimeout(removal.pressMs);
  await page.mouse.up();
  // The figure is read once the frame is long painted: a page.evaluate sent at once reached the
  // renderer in the middle of the click's frame, as a task of its own and with the bench's Node
  // process busy on the other core (paired runs: 0.4 ms of the figure, with or without a busy host).
  await page.waitForTimeout(removal.settleMs);
  const stolen = stolenJiffies() - before;
  const ms = await page.evaluate(
    () => (window as unknown as { cartRemovalPainted: Promise<number> }).cartRemovalPainted,
  );
  await page.close();
  return { ms, stolen };
}

/** `scheduler.postTask` (Chromium 94+), not in TypeScript's DOM types yet. */
interface Scheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' | 'user-visible' | 'background' }): Promise<void>;
}

const isBusy = (sample: Sample) => sample.stolen >= removal.busyStolenJiffies;

/** The bench's figure: the median of `removal.samples` quiet samples, in milliseconds. */
export async function cartRemovalPaintMs(baseUrl: string): Promise<number> {
  const browser = await launchChromium();
  const samples: Sample[] = [];
  const quiet = () => samples.filter((sample) => !isBusy(sample));
  try {
    while (quiet().length < removal.samples && samples.length < 3 * removal.samples) {
      samples.push(await removalSample(browser, baseUrl));
    }
  } finally {
    await browser.close();
    resetCartService();
  }
  const kept = quiet().map((sample) => sample.ms);
  const busy = samples.filter(isBusy);
  if (busy.length > 0)
    console.log(
      `cart removal samples taken again, the host was busy: ${busy.map((sample) => `${sample.ms.toFixed(1)} ms (${sample.stolen} jiffies stolen)`).join(', ')}`,
    );
  if (kept.length < removal.minQuietSamples)
    throw new Error(
      `The host was too busy to measure the cart removal: ${kept.length} of ${samples.length} samples quiet.`,
    );
  console.log(`cart removal samples: ${kept.map((ms) => ms.toFixed(1)).join(', ')} ms`);
  return median(kept);
}

async function serve(dir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = createPreviewApp(dir).listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function compare(dirA: string, dirB: string, pairs: number) {
  const builds = await Promise.all([serve(dirA), serve(dirB)]);
  const browser = await launchChromium();
  const kept: [Sample, Sample][] = [];
  try {
    for (let attempt = 0; kept.length < pairs && attempt < 3 * pairs; attempt++) {
      const order = attempt % 2 === 0 ? [0, 1] : [1, 0];
      const pair: Sample[] = [];
      for (const index of order) pair[index] = await removalSample(browser, builds[index]!.baseUrl);
      if (pair.some(isBusy)) console.log('  a pair taken while the host was busy: left out');
      else kept.push([pair[0]!, pair[1]!]);
    }
  } finally {
    await browser.close();
    for (const { server } of builds) server.close();
    resetCartService();
  }
  for (const [index, name] of [dirA, dirB].entries()) {
    const values = kept.map((pair) => pair[index]!.ms);
    console.log(
      `${'AB'[index]} ${name}: median ${median(values).toFixed(1)} ms (${values.map((ms) => ms.toFixed(1)).join(', ')})`,
    );
  }
  console.log(`B - A, the median of ${kept.length} pairs: ${median(kept.map(([a, b]) => b.ms - a.ms)).toFixed(1)} ms`);
}

if (require.main === module) {
  const [dirA, dirB, pairs = '14'] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error('usage: npm run bench:removal -- <dist A> <dist B> [pairs]');
    process.exit(2);
  }
  compare(dirA, dirB, Number(pairs)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
