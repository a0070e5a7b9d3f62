/**
 * `npm run test:stories`: every story of the built Storybook (`npm run build-storybook` first) in
 * Debian's Chromium, at a phone and a desktop width: the story renders, its play function runs,
 * and axe finds nothing with the WCAG 2.x A and AA rules, colour contrast included (which jsdom
 * cannot judge). A failing story is named by its id. An id filter may follow: `-- button`.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { serveStorybook, storyIds } from './storybookStatic';

const filter = process.argv[2]?.toLowerCase();
const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 900 },
];
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Outcome = { ok: true } | { ok: false; error: string };

declare global {
  interface Window {
    __storyOutcome?: Outcome;
  }
}

/**
 * Before the preview's own scripts run: listen on Storybook's channel, which exists before any
 * story renders, for the end of the render (after the play function) or its failure.
 */
function listenForTheStory() {
  const timer = setInterval(() => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    const failed = (event: string) => (error: unknown) => {
      window.__storyOutcome ??= {
        ok: false,
        error: `${event}: ${(error as { message?: string })?.message ?? String(error)}`,
      };
    };
    channel.on('storyRendered', () => {
      window.__storyOutcome ??= { ok: true };
    });
    channel.on('playFunctionThrewException', failed('play function threw'));
    channel.on('storyThrewException', failed('story threw'));
    channel.on('storyErrored', failed('story errored'));
    channel.on('storyMissing', failed('story missing'));
  }, 1);
}

/** Opens one story on its own page and waits until its play function has ended. */
async function renderStory(page: Page, base: string, id: string): Promise<Outcome> {
  await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
  try {
    await page.waitForFunction(() => window.__storyOutcome !== undefined, undefined, { timeout: 20_000 });
    return (await page.evaluate(() => window.__storyOutcome))!;
  } catch (error) {
    return { ok: false, error: `did not finish: ${(error as Error).message.split('\n')[0]}` };
  }
}

interface StoryChannel {
  on(event: string, handler: (payload: unknown) => void): void;
}

/**
 * axe with the WCAG A/AA rules on the story's root. The Storybook a11y addon runs its own axe after
 * each render; a second run must wait for it to finish.
 */
async function analyse(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await new AxeBuilder({ page }).include('#storybook-root').withTags(wcagTags).analyze();
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('Axe is already running')) throw error;
      await page.waitForTimeout(250);
    }
  }
}

async function main() {
  const ids = storyIds(filter);
  const { base, close } = await serveStorybook();
  const browser = await launchChromium();
  const failures: string[] = [];
  const started = Date.now();
  for (const viewport of viewports) {
    // Two pages at a time, one renders while the other waits on its story or on axe; each in a
    // context of its own, so one story's storage (the cart's copy) never reaches the other as
    // another tab's.
    const queue = [...ids];
    const worker = async () => {
      const context = await browser.newContext({ viewport });
      await context.addInitScript(listenForTheStory);
      const page = await context.newPage();
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        const found = await checkStory(page, base, id);
        for (const problem of found) {
          const line = `${id} (${viewport.name}): ${problem}`;
          failures.push(line);
          // Said at once, so a long run shows its first failure while it goes on.
          console.error(`  ${line}`);
        }
      }
      await context.close();
    };
    await Promise.all([worker(), worker()]);
    console.log(
      `${viewport.name} (${viewport.width} px): ${ids.length} stories, ${Math.round((Date.now() - started) / 1000)} s so far`,
    );
  }
  await browser.close();
  close();
  console.log(`${ids.length} stories at ${viewports.length} widths in Chromium: ${failures.length} problems`);
  if (failures.length > 0) process.exit(1);
}

/** Renders one story and returns what is wrong with it: its failure, or axe's violations. */
async function checkStory(page: Page, base: string, id: string): Promise<string[]> {
  const outcome = await renderStory(page, base, id);
  if (!outcome.ok) return [outcome.error];
  const { violations } = await analyse(page);
  return violations.map((violation) => {
    const where = violation.nodes.map((node: { target: unknown[] }) => node.target.join(' ')).join(', ');
    return `${violation.id}: ${violation.help} at ${where}`;
  });
}

void main();
