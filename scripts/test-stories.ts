/**
 * `npm run test:stories`: every story of the built Storybook (`npm run build-storybook` first) in
 * Debian's Chromium, at a phone and a desktop width. A story fails when
 * - it does not render, or its play function throws or leaves an unhandled error behind
 *   (Storybook's `unhandledErrorsWhilePlaying`);
 * - the page throws (`pageerror`) or logs a console error while the story is shown;
 * - axe finds a violation of the WCAG 2.x A and AA rules, colour contrast included (which jsdom
 *   cannot judge).
 * - at both widths (the phone's and the desktop's parts differ), switched to the pseudo-locale after
 *   its play function (scripts/storyPseudo.ts), it shows visible text, an accessible name or a page
 *   title that did not go through a message and is not data (the rule is written there).
 * A failing story is named by its id as soon as it is found. An id filter may follow: `-- button`.
 * Before any story, the run fails if a component (a story group) has no docs page in the index.
 *
 * axe runs once per story: the a11y addon's own run after the play function (`afterEach`), with the
 * WCAG tags of `.storybook/annotations.tsx`, the same check a designer sees in the a11y panel. Its
 * report arrives with Storybook's `storyFinished` event.
 *
 * Each page loads the preview once and then switches stories as the Storybook UI does
 * (`setCurrentStory` on the preview's channel), rather than loading the preview's bundles again for
 * every story: issue 33 measured that load as most of the run's time.
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { launchChromium, pageHelpers } from './chromium';
import { indexEntries, serveStorybook, storyFiles, storyIds } from './storybookStatic';
import { titlesWithoutDocs } from './storyIndex';
import { countStoryRenders, findTextNotFromMessages, leavePseudo, switchToPseudo } from './storyPseudo';
import { VisualCheck } from './visual';

const args = process.argv.slice(2);
/** `--update` (`npm run visual:accept`): the pictures taken become the baseline. */
const update = args.includes('--update');
const filter = args.find((arg) => !arg.startsWith('--'))?.toLowerCase();
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];
/** The time every story starts at (`steadyPage`): Monday 15 June 2026, 10:00 in Berlin. */
const fixedTime = Date.parse('2026-06-15T10:00:00+02:00');
/** A story that has not finished by then has hung (its play function, a loader, an answer). */
const storyTimeoutMs = 30_000;

/** What the page tells about one story (set up in the page by `listenForStories`). */
type Finished = {
  status: 'success' | 'error' | 'missing';
  errors: string[];
  violations: { id: string; help: string; targets: string[] }[];
};

declare global {
  interface Window {
    __finished?: Record<string, Finished>;
    __errorsOf?: Record<string, string[]>;
    __startClock?: () => void;
    __waiting?: { fetches: Map<number, number>; timers: Set<number>; changed: number };
    __realSetTimeout?: typeof setTimeout;
  }
}

interface StoryChannel {
  on(event: string, handler: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/**
 * Before the preview's own scripts run: listen on Storybook's channel, which exists before any
 * story renders, and note per story what went wrong and how it finished.
 */
function listenForStories() {
  window.__finished = {};
  window.__errorsOf = {};
  let current = '';
  const note = (storyId: string, line: string) => (window.__errorsOf![storyId] ??= []).push(line);
  const message = (error: unknown) =>
    (error as { message?: string; description?: string })?.message ??
    (error as { description?: string })?.description ??
    String(error);
  const timer = setInterval(() => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    channel.on('storyPrepared', (payload) => {
      current = (payload as { id: string }).id;
    });
    channel.on('playFunctionThrewException', (error) => note(current, `play function threw: ${message(error)}`));
    channel.on('storyThrewException', (error) => note(current, `story threw: ${message(error)}`));
    channel.on('storyErrored', (error) => note(current, `story errored: ${message(error)}`));
    channel.on('unhandledErrorsWhilePlaying', (errors) =>
      (errors as unknown[]).forEach((error) => note(current, `unhandled error while playing: ${message(error)}`)),
    );
    channel.on('storyMissing', (storyId) => {
      window.__finished![String(storyId)] = { status: 'missing', errors: ['story missing'], violations: [] };
    });
    channel.on('storyFinished', (payload) => {
      const { storyId, status, reporters } = payload as {
        storyId: string;
        status: 'success' | 'error';
        reporters: { type: string; result?: { error?: unknown; violations?: AxeViolation[] } }[];
      };
      const a11y = reporters.find((report) => report.type === 'a11y')?.result;
      const errors = [...(window.__errorsOf![storyId] ?? [])];
      if (!a11y) errors.push('the a11y addon gave no report: axe did not run');
      else if (a11y.error) errors.push(`axe failed: ${message(a11y.error)}`);
      window.__finished![storyId] = {
        status,
        errors,
        violations: (a11y?.violations ?? []).map((violation) => ({
          id: violation.id,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        })),
      };
    });
  }, 1);
  type AxeViolation = { id: string; help: string; nodes: { target: string[] }[] };
}

/**
 * Before the preview's own scripts run: what makes a story's picture the same on every run.
 * - The clock: `Date` starts at `fixedTime` when each story starts (`__startClock`) and runs on from
 *   there, so a date or time a story shows (the preview tool's fields, days left in the navigation)
 *   is the same on every run, and code that measures how long something took still can.
 * - What the page still waits for: each `fetch` in flight and each timer of up to 2 s (a delay
 *   before something shows, a debounce), with when it started; and when the document last changed.
 */
function steadyPage(fixedTime: number) {
  const RealDate = Date;
  let offset = 0;
  const now = () => RealDate.now() + offset;
  window.__startClock = () => {
    offset = fixedTime - RealDate.now();
  };
  window.__startClock();
  window.Date = new Proxy(RealDate, {
    construct: (target, args: unknown[], newTarget) =>
      Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget) as object,
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });

  const waiting = { fetches: new Map<number, number>(), timers: new Set<number>(), changed: performance.now() };
  window.__waiting = waiting;
  let count = 0;
  const realFetch = window.fetch.bind(window);
  window.fetch = (...request: Parameters<typeof fetch>) => {
    const key = (count += 1);
    waiting.fetches.set(key, performance.now());
    return realFetch(...request).finally(() => waiting.fetches.delete(key));
  };
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  window.__realSetTimeout = realSetTimeout;
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    if (typeof handler !== 'function' || (delay ?? 0) > 2000) return realSetTimeout(handler, delay, ...rest);
    const id = realSetTimeout(
      (...args: unknown[]) => {
        waiting.timers.delete(id);
        (handler as (...args: unknown[]) => void)(...args);
      },
      delay,
      ...rest,
    );
    waiting.timers.add(id);
    return id;
  }) as typeof setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) waiting.timers.delete(id);
    realClearTimeout(id);
  }) as typeof clearTimeout;
  new MutationObserver(() => {
    waiting.changed = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/**
 * In the page, for at most `maxMs`: waits until web fonts are loaded, no answer is awaited (an answer
 * held on purpose, the `hang` scenario, for a second only), no timer of `steadyPage`'s is pending,
 * the images are loaded (for a second at most), nothing is `aria-busy` (for 3 s at most), and the
 * document has not changed for 200 ms; then until the page is idle.
 */
function settleInPage(maxMs: number): Promise<void> {
  const started = performance.now();
  const waiting = window.__waiting!;
  const busy = (now: number) =>
    [...waiting.fetches.values()].some((start) => now - start < 1000) ||
    waiting.timers.size > 0 ||
    now - waiting.changed < 200 ||
    (now - started < 1000 && [...document.images].some((image) => !image.complete)) ||
    // A part that says it is still arriving (the footer while it reveals its blocks), for 3 s at most.
    (now - started < 3000 && document.querySelector('[aria-busy="true"]') !== null);
  // The page's pending work (observers, its own idle tasks) comes before an idle callback: on a busy
  // machine that is later, and so is the picture.
  const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
  return (async () => {
    await document.fonts.ready;
    do {
      while (performance.now() - started < maxMs && busy(performance.now())) {
        await new Promise((resolve) => window.__realSetTimeout!(resolve, 20));
      }
      await idle();
    } while (performance.now() - started < maxMs && busy(performance.now()));
  })();
}

/** After two frames (what changed is painted): the page's size. */
function pageSize(): Promise<{ height: number; width: number }> {
  return new Promise((resolve) =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        resolve({ height: document.documentElement.scrollHeight, width: document.documentElement.scrollWidth }),
      ),
    ),
  );
}

/** The longest a story's picture waits for the story to stand still. */
const maxSettleMs = 5000;

/**
 * Waits for the story to stand still (`settleInPage`), and for whatever else the page loads (a
 * script chunk, a style sheet, a picture) to arrive; requests still open after a second are taken
 * to be held on purpose.
 */
async function settle(page: Page, loading: Map<Request, number>) {
  const deadline = Date.now() + maxSettleMs;
  do {
    await page.evaluate(settleInPage, Math.max(0, deadline - Date.now()));
    const now = Date.now();
    if (![...loading.values()].some((start) => now - start < 1000)) break;
    await page.waitForTimeout(20);
  } while (Date.now() < deadline);
  return page.evaluate(pageSize);
}

/** Shows one story on the page: the first by loading the preview, the others through its channel. */
async function showStory(page: Page, base: string, id: string, first: boolean) {
  if (!first) {
    await page.evaluate(() => {
      window.scrollTo(0, 0);
      window.__startClock!();
    });
  }
  if (first) {
    // The a11y addon's run is the one axe run; `viewMode=story` as the Storybook UI opens a story.
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
  } else {
    await page.evaluate((storyId) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
  }
}

/** Renders one story and returns what is wrong with it: its failures, the page's errors, axe's violations. */
async function checkStory(page: Page, base: string, id: string, first: boolean, pageErrors: string[]) {
  pageErrors.length = 0;
  await showStory(page, base, id, first);
  let finished: Finished;
  try {
    await page.waitForFunction((storyId) => window.__finished?.[storyId] !== undefined, id, {
      timeout: storyTimeoutMs,
    });
    finished = (await page.evaluate((storyId) => window.__finished![storyId]!, id))!;
  } catch (error) {
    return [`did not finish within ${storyTimeoutMs / 1000} s: ${(error as Error).message.split('\n')[0]}`];
  }
  const problems = [
    ...finished.errors,
    ...pageErrors,
    ...finished.violations.map((violation) => `${violation.id}: ${violation.help} at ${violation.targets.join(', ')}`),
  ];
  if (finished.status !== 'success' && problems.length === 0) problems.push(`finished with status ${finished.status}`);
  return problems;
}

const storyFileOf = storyFiles();

/** The story `id`, finished in German, once more in the pseudo-locale: the text not from a message. */
async function checkStoryInPseudo(page: Page, id: string, pageErrors: string[]) {
  pageErrors.length = 0;
  try {
    await switchToPseudo(page, id, storyTimeoutMs);
    const problems = [...(await findTextNotFromMessages(page, storyFileOf.get(id) ?? '')), ...pageErrors].map(
      (problem) => `pseudo-locale: ${problem}`,
    );
    await leavePseudo(page);
    return problems;
  } catch (error) {
    return [
      `pseudo-locale: did not finish within ${storyTimeoutMs / 1000} s: ${(error as Error).message.split('\n')[0]}`,
    ];
  }
}

/**
 * What renders as the shopper scrolls towards it (the footer's blocks, their pictures) renders for
 * the picture too: the page is scrolled to its end until it grows no more (5 times at most), then
 * back to its top. Without it, whether the footer's last blocks were in the picture depended on how
 * far the page had grown when the footer's observer first looked.
 */
async function scrollThrough() {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  // At the end of a page taller than the window, the page is given time to answer the scroll: what
  // the footer's observers start (its blocks revealed in steps, its last block near the viewport)
  // renders before the scroll goes back up, until the document has not changed for 200 ms (3 s at
  // most). With two frames only, a busy machine's picture missed the footer's last block or had it,
  // by chance (CI, `d89d3bd` and `6b62c84`).
  const quiet = async () => {
    const scrolled = performance.now();
    const lastChange = () => Math.max(scrolled, window.__waiting!.changed);
    while (performance.now() - scrolled < 3000 && performance.now() - lastChange() < 200)
      await new Promise((resolve) => window.__realSetTimeout!(resolve, 20));
  };
  let height = 0;
  for (let step = 0; step < 5 && document.documentElement.scrollHeight !== height; step++) {
    height = document.documentElement.scrollHeight;
    if (height <= window.innerHeight) break;
    window.scrollTo(0, height);
    await quiet();
    await frame();
  }
  window.scrollTo(0, 0);
  await frame();
}

/**
 * A lazy picture far from both ends of a tall page never comes near the window as `scrollThrough`
 * jumps to the end and back; the full-page picture (a window as tall as the page) then had it or not
 * by how fast it loaded: the hostile category banner's at 1280 px, in CI on a slower host
 * (2026-11-30). A shopper who scrolls down sees it, so once the story stands still its lazy pictures
 * load, and the picture waits for them (5 s at most).
 */
async function loadLazyPictures() {
  const lazy = [...document.images].filter((image) => image.loading === 'lazy');
  if (lazy.length === 0) return;
  for (const image of lazy) image.loading = 'eager';
  await Promise.race([
    Promise.all(lazy.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => window.__realSetTimeout!(resolve, 5000)),
  ]);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** The tallest picture taken of a story: a page taller than this is cut there. */
const maxPictureHeight = 10_000;

/**
 * The story's picture, once it stands still: the page from its top left, as wide as the viewport and
 * as tall as the page, with animations and transitions at their end (infinite ones at their start)
 * and no text caret. Also how far the page reaches right of the viewport (it should not).
 */
async function picture(
  page: Page,
  loading: Map<Request, number>,
  width: number,
): Promise<{ png: Buffer; overflow: number }> {
  await page.evaluate(scrollThrough);
  const size = await settle(page, loading);
  await page.evaluate(loadLazyPictures);
  const png = await page.screenshot({
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(size.height, maxPictureHeight) },
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
  });
  return { png, overflow: size.width - width };
}

/** A page that reports its uncaught exceptions and console errors into `errors`. */
async function storyPage(context: BrowserContext, errors: string[]) {
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    // The browser's own line for an answer with an error status is no error of the shop's: a
    // story's mock scenario fails a service on purpose (the widget's handling is what it shows).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:'))
      errors.push(`console error: ${message.text()} (${message.location().url})`);
  });
  return page;
}

type Viewport = (typeof viewports)[number];

/**
 * A page for stories at `viewport`, in a context of its own: motion reduced (as a shopper may ask
 * for it), a fixed time zone and language, the page's errors noted into `errors`, and every
 * request in flight with when it started (`loading`: what the page still loads).
 */
async function openStoryPage(browser: Browser, viewport: Viewport) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Berlin',
    locale: 'de-DE',
  });
  await context.addInitScript(pageHelpers);
  await context.addInitScript(listenForStories);
  await context.addInitScript(countStoryRenders);
  await context.addInitScript(steadyPage, fixedTime);
  const errors: string[] = [];
  const page = await storyPage(context, errors);
  const loading = new Map<Request, number>();
  page.on('request', (request) => loading.set(request, Date.now()));
  page.on('requestfinished', (request) => loading.delete(request));
  page.on('requestfailed', (request) => loading.delete(request));
  return { page, loading, errors, context };
}

async function main() {
  // Every widget has its docs page (description, stories, prop table): a group without one fails
  // here, before the stories, rather than going unseen in the sidebar (issue 37).
  const undocumented = titlesWithoutDocs(indexEntries());
  if (undocumented.length > 0) {
    console.error(`No docs page for these components (${undocumented.length}): ${undocumented.join(', ')}`);
    process.exit(1);
  }
  const ids = storyIds(filter);
  const { base, close } = await serveStorybook();
  const browser = await launchChromium();
  const failures: string[] = [];
  const overflows: string[] = [];
  const visual = new VisualCheck({ update, allStories: !filter });
  const started = Date.now();
  /** The time the pseudo-locale's pass took, per width, summed over its pages: what it adds to the run. */
  const pseudoMs: Record<string, number> = {};
  // Two pages per width, the four side by side: while one renders, the others wait on their story's
  // timers and answers (one page per width left the 2-core machine a third idle). A width's two
  // pages take its stories from one queue, each the next one when it is done, so they end together:
  // with every other story each, one page ran 75 s past the other three in CI (2026-11-29: 321 s
  // against 237-248 s, the machine 60-85 % idle meanwhile). Each in a context of its own, so one
  // page's storage (the cart's copy) never reaches another as another tab's.
  const lanes = [0, 1];
  const queues = new Map(viewports.map((viewport) => [viewport, [...ids]]));
  // A picture that differs from its baseline is taken once more, from a freshly loaded story, once
  // the four pages are done and the machine has nothing else to do: a story whose parts come by
  // timing (a lazy picture far down the page, the results page's banner that missed its 300 ms wait
  // while three other pages rendered) differed now and then. A real change differs twice, and the
  // second picture is the one judged and reported.
  const retakes: { id: string; viewport: Viewport }[] = [];
  const report = (id: string, viewport: Viewport, problems: string[]) => {
    for (const problem of problems) {
      const line = `${id} (${viewport.name}): ${problem}`;
      failures.push(line);
      // Said at once, so a long run shows its first failure while it goes on.
      console.error(`  ${line}`);
    }
  };
  /** One page at `viewport` that takes the width's next story until its queue is empty. */
  const runLane = async (viewport: Viewport, lane: number) => {
    const queue = queues.get(viewport)!;
    if (queue.length === 0) return;
    const { page, loading, errors, context } = await openStoryPage(browser, viewport);
    let first = true;
    let count = 0;
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      count += 1;
      const found = await checkStory(page, base, id, first, errors);
      if (!found.some((problem) => problem.startsWith('did not finish'))) {
        // The picture first, in German as the play function left it; then the pseudo-locale's pass.
        const { png, overflow } = await picture(page, loading, viewport.width);
        if (visual.differs(id, viewport.width, png)) retakes.push({ id, viewport });
        else visual.check(id, viewport.width, png);
        if (overflow > 0) overflows.push(`${id} (${viewport.name}): ${overflow}`);
      }
      if (found.length === 0) {
        const pseudoStarted = Date.now();
        found.push(...(await checkStoryInPseudo(page, id, errors)));
        pseudoMs[viewport.name] = (pseudoMs[viewport.name] ?? 0) + Date.now() - pseudoStarted;
      }
      // After a story that hung, the next one starts on a freshly loaded preview.
      first = found.some((problem) => problem.includes('did not finish'));
      report(id, viewport, found);
    }
    await context.close();
    console.log(
      `${viewport.name} (${viewport.width} px), page ${lane + 1}: ${count} stories, ${Math.round((Date.now() - started) / 1000)} s`,
    );
  };
  // Each page's own width first; then, in a page of the other width, that width's stories still
  // queued: the phone's stories take longer, and its two pages ran 50 s on alone (2026-11-29).
  await Promise.all(
    viewports
      .flatMap((viewport) => lanes.map((lane) => ({ viewport, lane })))
      .map(async ({ viewport, lane }) => {
        await runLane(viewport, lane);
        for (const other of viewports) if (other !== viewport) await runLane(other, lane);
      }),
  );
  for (const viewport of viewports) {
    const again = retakes.filter((retake) => retake.viewport === viewport);
    if (again.length === 0) continue;
    console.log(`${viewport.name}: ${again.length} picture(s) that differ taken again, alone`);
    const { page, loading, errors, context } = await openStoryPage(browser, viewport);
    for (const { id } of again) {
      const found = await checkStory(page, base, id, true, errors);
      if (found.length === 0) {
        const { png } = await picture(page, loading, viewport.width);
        const different = visual.check(id, viewport.width, png);
        if (different) found.push(different);
      }
      report(id, viewport, found);
    }
    await context.close();
  }
  await browser.close();
  close();
  const { problems, summary } = visual.finish();
  for (const problem of problems) console.error(`  ${problem}`);
  failures.push(...problems);
  // Not a failure (yet): a story whose page reaches right of the viewport, and by how many pixels.
  if (overflows.length > 0) console.log(`wider than the viewport (px):\n  ${overflows.join('\n  ')}`);
  console.log(`visual check: ${summary}`);
  console.log(
    `pseudo-locale pass (summed over the pages of a width): ${Object.entries(pseudoMs)
      .map(([name, ms]) => `${name} ${Math.round(ms / 1000)} s`)
      .join(', ')}`,
  );
  console.log(`${ids.length} stories at ${viewports.length} widths in Chromium: ${failures.length} problems`);
  if (failures.length > 0) process.exit(1);
}

void main();
