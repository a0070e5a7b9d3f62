/**
 * `npm run test:stories`: every story of the built Storybook (`npm run build-storybook` first) in
 * Debian's Chromium, at a phone and a desktop width. A story fails when
 * - it does not render, or its play function throws or leaves an unhandled error behind
 *   (Storybook's `unhandledErrorsWhilePlaying`);
 * - the page throws (`pageerror`) or logs a console error while the story is shown;
 * - axe finds a violation of the WCAG 2.x A and AA rules, colour contrast included (which jsdom
 *   cannot judge).
 * - at 375 px, switched to the pseudo-locale after its play function (scripts/storyPseudo.ts), it
 *   shows visible text that did not go through a message and is not data (the rule is written
 *   there).
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
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, pageHelpers } from './chromium';
import { indexEntries, serveStorybook, storyIds } from './storybookStatic';
import { titlesWithoutDocs } from './storyIndex';
import { countStoryRenders, findTextNotFromMessages, leavePseudo, switchToPseudo } from './storyPseudo';

const filter = process.argv[2]?.toLowerCase();
const viewports = [
  { name: 'phone', width: 375, height: 812, pseudo: true },
  { name: 'desktop', width: 1280, height: 900, pseudo: false },
];
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

/** Shows one story on the page: the first by loading the preview, the others through its channel. */
async function showStory(page: Page, base: string, id: string, first: boolean) {
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

/** The story `id`, finished in German, once more in the pseudo-locale: the text not from a message. */
async function checkStoryInPseudo(page: Page, id: string, pageErrors: string[]) {
  pageErrors.length = 0;
  try {
    await switchToPseudo(page, id, storyTimeoutMs);
    const problems = [...(await findTextNotFromMessages(page)), ...pageErrors].map(
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
  const started = Date.now();
  // One page per width, the two side by side: while one renders, the other waits on its story's
  // timers and answers. Each in a context of its own, so one page's storage (the cart's copy) never
  // reaches the other as another tab's.
  await Promise.all(
    viewports.map(async (viewport) => {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(pageHelpers);
      await context.addInitScript(listenForStories);
      await context.addInitScript(countStoryRenders);
      const errors: string[] = [];
      const page = await storyPage(context, errors);
      let first = true;
      for (const id of ids) {
        const found = await checkStory(page, base, id, first, errors);
        if (viewport.pseudo && found.length === 0) found.push(...(await checkStoryInPseudo(page, id, errors)));
        // After a story that hung, the next one starts on a freshly loaded preview.
        first = found.some((problem) => problem.includes('did not finish'));
        for (const problem of found) {
          const line = `${id} (${viewport.name}): ${problem}`;
          failures.push(line);
          // Said at once, so a long run shows its first failure while it goes on.
          console.error(`  ${line}`);
        }
      }
      await context.close();
      console.log(
        `${viewport.name} (${viewport.width} px): ${ids.length} stories, ${Math.round((Date.now() - started) / 1000)} s`,
      );
    }),
  );
  await browser.close();
  close();
  console.log(`${ids.length} stories at ${viewports.length} widths in Chromium: ${failures.length} problems`);
  if (failures.length > 0) process.exit(1);
}

void main();
