/**
 * The interactions of `npm run bench` (issue 38, "Interactions (INP)"): what a shopper does in the
 * first seconds of a visit, each timed as Interaction to Next Paint times it, in Debian's Chromium
 * with its CPU four times slower (a phone's, as Lighthouse's mobile preset has it).
 *
 *   npm run bench:inp [-- repetitions [name]]
 *
 * measures them alone and prints each sample, for working on one; a `name` (part of one, e.g.
 * `contact`) runs only the interactions whose name contains it.
 */
import type { Browser, Page } from 'playwright-core';
import { resetMockServices } from '../mocks/reset';
import { launchChromium, pageHelpers } from './chromium';
import { stolenJiffies } from './host';

/** Each interaction on a fresh page, `repetitions` times; the worst of them is the figure. */
const inp = {
  repetitions: 5,
  cpuSlowdown: 4,
  budgetMs: 100,
  /** A sample with more jiffies (10 ms each) stolen by the host than this is taken again... */
  stolenJiffies: 1,
  /** ...at most this many times per interaction. */
  retakes: 5,
};

type Target = ReturnType<Page['getByRole']>;

type Interaction = {
  readonly name: string;
  /** Where the shopper is (DE). */
  readonly path: string;
  /** What the shopper clicks or types into; the sample waits until React owns it. */
  readonly target: (page: Page) => Target;
  /** What the shopper does before the interaction, not measured: e.g. typing an e-mail. */
  readonly prepare?: (page: Page, target: Target) => Promise<void>;
  /** The interaction itself, as a person makes it: the mouse or the keyboard, not a script. */
  readonly act: (page: Page, target: Target) => Promise<void>;
  /** What the shopper sees once it has worked: a sample whose interaction did nothing fails. */
  readonly shown: (page: Page, target: Target) => Target | Promise<void>;
};

/** The target's `aria-expanded` is "true": the panel or flyout it controls is open. */
const expanded = (target: Target) => target.and(target.page().locator('[aria-expanded="true"]'));

/**
 * A real click: the pointer comes to rest over the element (what its hover starts is done by the
 * press, as a person's aim takes a moment; bench-removal.ts's `aimMs`), is pressed for a moment and
 * released.
 */
async function click(page: Page, target: Target) {
  // In view first: the newsletter's button is below the fold of the 1280×720 window.
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(500);
  await page.mouse.down();
  await page.waitForTimeout(60);
  await page.mouse.up();
}

const interactions: readonly Interaction[] = [
  {
    name: 'opening the mini cart',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Warenkorb-Vorschau' }),
    act: click,
    shown: (_page, button) => expanded(button),
  },
  {
    name: 'a key typed in the search field',
    path: '/',
    target: (page) => page.getByRole('combobox').first(),
    prepare: (_page, field) => field.focus(),
    act: (page) => page.keyboard.press('k', { delay: 60 }),
    shown: async (_page, field) => {
      const value = await field.inputValue();
      if (value !== 'k') throw new Error(`The search field holds "${value}" after the key k.`);
    },
  },
  {
    name: 'opening a flyout by click',
    path: '/',
    target: (page) =>
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('button', { name: 'Kaffee', exact: true }),
    act: click,
    shown: (_page, button) => expanded(button),
  },
  {
    name: 'submitting the newsletter form',
    path: '/',
    target: (page) => page.getByRole('button', { name: 'Jetzt anmelden' }),
    // An e-mail typed: the form shows its consent too (and the button moves down), then the click.
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna@example.de');
      await page.getByRole('checkbox', { name: /persönlich auf mich zugeschnittene Angebote/ }).waitFor();
    },
    act: click,
    shown: (page) => page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Anmeldung!' }),
  },
  {
    // The form's first field, empty: Enter sends the form, which shows what is missing.
    name: 'pressing Enter in the contact form',
    path: '/contact',
    target: (page) => page.getByRole('textbox', { name: 'Vorname' }),
    prepare: (_page, field) => field.focus(),
    act: (page) => page.keyboard.press('Enter', { delay: 60 }),
    shown: (page) => page.getByText('Der Vorname ist ein Pflichtfeld.').first(),
  },
];

/**
 * The page's Event Timing entries (durationThreshold 16 ms, the least it takes), kept per
 * interactionId as INP counts an interaction: the longest of its events (pointerdown, pointerup
 * and click of one click; keydown and keyup of one key), from the input to the next paint.
 */
function recordInteractions() {
  const longest = new Map<number, { duration: number; events: string[] }>();
  (window as unknown as { interactionDurations: typeof longest }).interactionDurations = longest;
  new PerformanceObserver((list) => {
    // `interactionId` (Chromium 96+) is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      const seen = longest.get(entry.interactionId) ?? { duration: 0, events: [] };
      seen.duration = Math.max(seen.duration, entry.duration);
      // Where its time went: the wait for the main thread, the handlers, and the way to the paint.
      const processed = entry.processingEnd - entry.startTime;
      seen.events.push(
        `${entry.name} ${entry.duration} (${Math.round(entry.processingStart - entry.startTime)} waiting, ${Math.round(entry.processingEnd - entry.processingStart)} handlers, ${Math.round(entry.duration - processed)} to the paint)`,
      );
      longest.set(entry.interactionId, seen);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  // Why an interaction took long: the animation frames over 50 ms and the scripts in them.
  const frames: string[] = [];
  (window as unknown as { longFrames: string[] }).longFrames = frames;
  type LongFrame = PerformanceEntry & {
    blockingDuration: number;
    scripts: { invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }[];
  };
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries() as LongFrame[]) {
      const scripts = frame.scripts
        .filter((script) => script.duration >= 5)
        .map(
          (script) =>
            `${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName} ${script.sourceURL.replace(/^.*\//, '')}`,
        );
      frames.push(`${Math.round(frame.startTime)}+${Math.round(frame.duration)} ms: ${scripts.join('; ')}`);
    }
  }).observe({ type: 'long-animation-frame' });
}

/** The target is React's: hydrated or rendered (React's `__reactFiber$` mark, as the e2e tests check). */
async function ownedByReact(target: Target) {
  await target.waitFor();
  await target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactFiber$')) ? resolve() : setTimeout(check, 50);
        check();
      }),
  );
}

type Sample = { ms: number; stolen: number; longFrames: string[]; events: string[] };

/**
 * One sample: the interaction on a fresh page once the shop has started (`#root[data-started]`),
 * the longest interaction the page saw, in milliseconds. An interaction shorter than 16 ms has no
 * entry: it counts as 16 ms, the most it may have taken.
 */
async function interactionSample(
  browser: Browser,
  baseUrl: string,
  interaction: Interaction,
  cpuSlowdown: number,
): Promise<Sample> {
  // The mocks' first state for each sample: a subscriber of the last one would be told so.
  resetMockServices();
  const page = await browser.newPage();
  try {
    await page.addInitScript(pageHelpers);
    await page.addInitScript(recordInteractions);
    const cdp = await page.context().newCDPSession(page);
    // The shopper acts once the page has settled: started, its chunks and first answers in.
    await page.goto(`${baseUrl}${interaction.path}${interaction.path.includes('?') ? '&' : '?'}site=DE`, {
      waitUntil: 'networkidle',
    });
    await page.locator('#root[data-started]').waitFor();
    const target = interaction.target(page);
    await ownedByReact(target);
    await interaction.prepare?.(page, target);
    // Only the interaction runs slowed down: what the benchmark drives (Playwright's locators) does not.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const before = stolenJiffies();
    // Only the interaction's entries: none of what came before it (the page's load, the preparation).
    await page.evaluate(() => {
      (window as unknown as { interactionDurations: Map<number, unknown> }).interactionDurations.clear();
      (window as unknown as { longFrames: string[] }).longFrames.length = 0;
    });
    await interaction.act(page, target);
    // Event Timing reports an event once the frame after it is painted; two frames and a moment more.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))),
        ),
    );
    const { ms, events } = await page.evaluate(() => {
      const durations = (
        window as unknown as { interactionDurations: Map<number, { duration: number; events: string[] }> }
      ).interactionDurations;
      let longest = { duration: 16, events: [] as string[] };
      for (const interaction of durations.values()) if (interaction.duration > longest.duration) longest = interaction;
      return { ms: longest.duration, events: longest.events };
    });
    const longFrames = await page.evaluate(() => (window as unknown as { longFrames: string[] }).longFrames);
    const shown = await interaction.shown(page, target);
    if (shown)
      await shown.waitFor({ timeout: 10_000 }).catch(async (error: unknown) => {
        if (process.env.BENCH_INP_SHOTS) await page.screenshot({ path: `/tmp/inp/fail.png`, fullPage: true });
        throw error;
      });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ms, stolen: stolenJiffies() - before, longFrames, events };
  } finally {
    await page.close();
  }
}

type InteractionFigure = { name: string; worstMs: number; samplesMs: number[] };

/** Each interaction's worst of `inp.repetitions` samples, each on a fresh page. */
export async function interactionFigures(
  baseUrl: string,
  repetitions = inp.repetitions,
  only?: string,
  /** The phone's CPU slowdown on this host: 4 on the budgets' host, less on a slower one (hostSpeed.ts). */
  cpuSlowdown = inp.cpuSlowdown,
): Promise<InteractionFigure[]> {
  const browser = await launchChromium();
  const figures: InteractionFigure[] = [];
  try {
    for (const interaction of interactions.filter(({ name }) => !only || name.includes(only))) {
      const samples: Sample[] = [];
      for (let retakes = 0; samples.length < repetitions;) {
        const sample = await interactionSample(browser, baseUrl, interaction, cpuSlowdown);
        // A sample during which the host took the CPU away is the host's figure, not the shop's:
        // taken again, at most `inp.retakes` times per interaction (as bench.ts retakes a busy
        // Lighthouse run). A retake is said; a kept busy sample shows its stolen jiffies.
        if (sample.stolen > inp.stolenJiffies && retakes < inp.retakes) {
          retakes += 1;
          console.log(
            `  ${interaction.name}: ${sample.stolen} jiffies stolen in a sample of ${Math.round(sample.ms)} ms: again`,
          );
          continue;
        }
        samples.push(sample);
      }
      const samplesMs = samples.map((sample) => sample.ms);
      console.log(
        `${interaction.name}: ${samples.map((sample) => `${Math.round(sample.ms)} ms${sample.stolen > 1 ? ` (${sample.stolen} jiffies stolen)` : ''}`).join(', ')}`,
      );
      const worst = samples.reduce((a, b) => (b.ms > a.ms ? b : a));
      if (worst.ms > inp.budgetMs)
        console.log(
          `  its events in the worst sample: ${worst.events.join('; ')}\n  its long animation frames:\n    ${worst.longFrames.join('\n    ')}`,
        );
      figures.push({ name: interaction.name, worstMs: worst.ms, samplesMs });
    }
  } finally {
    await browser.close();
    resetMockServices();
  }
  return figures;
}

export const interactionBudgetMs = inp.budgetMs;

if (require.main === module) {
  void (async () => {
    const { createPreviewApp } = await import('../mocks/server/preview');
    const server = createPreviewApp().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as import('node:net').AddressInfo;
    try {
      const figures = await interactionFigures(
        `http://127.0.0.1:${port}`,
        Number(process.argv[2] ?? inp.repetitions),
        process.argv[3],
      );
      for (const figure of figures) console.log(`${figure.name}: worst ${Math.round(figure.worstMs)} ms`);
    } finally {
      server.close();
    }
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
