/**
 * `npm run bench`: the shop's speed budgets (issue 16), measured on the production bundle as a
 * shopper's phone gets it.
 *
 * 1. builds the app (`--no-build` measures the dist/ there is);
 * 2. serves dist/ with the preview server's mock services (compressed, as a real host serves it);
 * 3. runs Lighthouse 12 (mobile preset, simulated throttling) up to `--runs` times (3) on every demo
 *    route in each site of `--sites` (DE, CH_FR, TR) and judges each figure's median over the runs,
 *    stopping as soon as the median is decided (`steadyRuns`); a run that broke a budget while the
 *    machine was busy (`busy` below) is taken again; then the same pages served as plain files,
 *    without the renderer (`--plain-runs`, 1), for LCP and CLS;
 * 4. measures in Debian's Chromium what Lighthouse does not: suggestion requests while a typist
 *    types, the frame after an optimistic cart removal, the first interactions of a visit
 *    (bench-inp.ts, Event Timing); and the initial JS and the e-mail check; and each route's API
 *    calls on a first visit (scripts/bench-api-calls.ts);
 * 5. writes bench/report.md and bench/report.json, and fails when a budget breaks, saying by how much;
 *    bench/bundle.md says what each dependency and part of the shop costs in the initial JS.
 *
 * `--routes /,/contact` and `--sites DE` narrow a run while working on one page; `--figures-only`
 * skips Lighthouse and measures only the figures of step 4 (and writes no report); `--plain-only`
 * measures only the pages served as plain files (step 3's second half, `--plain-runs` each) and
 * writes no report either: the figures of a host without the renderer, printed with each page's
 * median and its runs. `--without-interactions` leaves out the interactions of step 4 (CI's run: they
 * are reported, never enforced, and took 2 of its 8 minutes).
 */
import { spawnSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewApp } from '../mocks/server/preview';
import { chromiumFlags, chromiumPath, launchChromium } from './chromium';
import { demoRoutes, inSite } from './demoRoutes';
import { prerenderedPaths, prerenderedTemplates } from './prerender';
import { apiCallFigures } from './bench-api-calls';
import { hostileEmailCheckMs } from './bench-email';
import { cartRemovalPaintMs } from './bench-removal';
import { hostSpeedAt, measureHostSpeed, referenceBenchmarkIndex, type HostSpeed } from './hostSpeed';
import { interactionBudgetMs, interactionFigures } from './bench-inp';
import { writeBundleReport } from './bundle-report';
import { stolenJiffies } from './host';
import { median } from './median';
import { initialAssets, initialJsBudgetGzipBytes } from './size';

const root = path.resolve(__dirname, '..');
const dist = path.join(root, 'dist');

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    sites: { type: 'string', default: 'DE,CH_FR,TR' },
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'figures-only': { type: 'boolean', default: false },
    'without-interactions': { type: 'boolean', default: false },
    'plain-only': { type: 'boolean', default: false },
    'plain-runs': { type: 'string', default: '1' },
  },
});

const routes = options.routes?.split(',') ?? demoRoutes;
const sites = options.sites.split(',');
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs takes a whole number of runs, 1 or more: ${options.runs}`);

export const budgets = {
  performance: 95,
  tbtMs: 100,
  /** "CLS 0": below 0.001. */
  cls: 0.001,
  /** On `/` only. */
  homeLcpMs: 1800,
  initialJsGzipKb: initialJsBudgetGzipBytes / 1024,
  suggestionRequests: 3,
  emailCheckMs: 5,
  cartRemovalPaintMs: 16,
  /** Lighthouse's SEO and best-practices scores on every page (issue 38): not timing-dependent. */
  seo: 100,
  bestPractices: 100,
  /** Served as plain files, without the host's renderer (issue 47; issue 38 had 2.5 s, "good"). */
  plainFilesLcpMs: 2000,
  /** Served as plain files (issue 47): below 0.01 on every route. */
  plainFilesCls: 0.01,
  /** Each interaction of bench-inp.ts, the worst of its samples (issue 38). */
  interactionMs: interactionBudgetMs,
};

type PageFigures = {
  site: string;
  route: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  seo: number;
  bestPractices: number;
  /** The console errors Lighthouse counted against best practices, as "source: description" (issue 38). */
  consoleErrors: string[];
  /** Lighthouse's measure of the machine's speed when the run started (higher is faster). */
  benchmarkIndex: number;
};

/** What the errors-in-console audit lists: the console errors that count against best practices. */
type ConsoleErrors = { items?: { source?: string; description?: string }[] };

/**
 * Lighthouse scales what it observes by a fixed factor (its simulated phone), so a run taken while
 * this machine is busy (other jobs, another tenant of the host) measures the machine, not the page:
 * a full bench once measured TBT 1012 ms on a page that measured 21–49 ms alone a minute later, and
 * another 200 ms on CH_FR `/subscribenewsletter` (5 ms alone) after three retakes in a row were busy.
 * A run is taken again, after a pause in which the neighbour may finish, when Lighthouse's measure
 * of the machine's speed at its start (`benchmarkIndex`) is below `indexRatio` of the best seen in
 * this bench, or when the hypervisor stole CPU time from this machine during it (`/proc/stat`'s
 * steal; 100 jiffies are a second of one CPU). At most `retakesPerRun` times the runs per page, and
 * `retakesPerPage` times the pages in the whole bench: a host that stays busy is not waited out (a
 * CI run on 2026-11-26 took 24 runs again for its first 4 pages), and the bench keeps what it measures.
 */
const busy = { indexRatio: 0.7, stolenJiffiesPerSecond: 5, pauseMs: 10_000, retakesPerRun: 2, retakesPerPage: 1 };

/**
 * This host's speed next to the budgets' host (scripts/hostSpeed.ts), measured at the bench's start
 * and again before the cart removal and the interactions (`main`). Lighthouse's mobile preset slows
 * the CPU 4 times; on a host `slowdown` times slower, by 4 / slowdown (at least 1), so each run
 * simulates the same phone; the interactions likewise, and the cart removal (measured unthrottled)
 * is judged at the budgets' host's speed: its time / slowdown.
 */
let host: HostSpeed = { benchmarkIndex: referenceBenchmarkIndex, slowdown: 1 };
const phoneCpuSlowdown = 4;
const cpuSlowdownAt = (speed: HostSpeed) => Math.max(1, phoneCpuSlowdown / speed.slowdown);
const cpuSlowdownHere = () => cpuSlowdownAt(host);
/** The speed measured at the start, which sets Lighthouse's CPU slowdown for every run. */
let startHost = host;

/**
 * One Lighthouse run in a fresh Chromium profile, through Lighthouse's Node API in this process: the
 * command line started a Node process and loaded Lighthouse's modules again for every run, 5 s of a
 * 16 s run on the 2-core machine (2026-11-29: 15.9 s a run by the command line, 10.5 s by the API).
 * The preview server answers from this very process, so the run must not wait synchronously.
 */
async function lighthouse(
  url: string,
  categories: readonly string[] = ['performance', 'seo', 'best-practices'],
): Promise<Omit<PageFigures, 'site' | 'route'>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-lh-'));
  const chrome = await launch({
    chromePath: chromiumPath,
    userDataDir: dir,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    // Imported, not required: tsx compiles what a CommonJS file requires with esbuild's keepNames, and
    // Lighthouse's functions for the page would then call a `__name` that the page lacks.
    const { default: runLighthouse } = await import('lighthouse');
    const result = (
      await runLighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...categories],
        // A picture of the whole page after the load, for Lighthouse's viewer: no figure reads it, and
        // it cost 1.3-2.1 s a run on the 2-core machine (2026-11-29: a run 16-17 s instead of 18).
        disableFullPageScreenshot: true,
        throttling: { cpuSlowdownMultiplier: cpuSlowdownAt(startHost) },
      })
    )?.lhr;
    if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
    const figure = (audit: string) => {
      const value = result.audits[audit]?.numericValue;
      if (typeof value !== 'number' || Number.isNaN(value)) throw new Error(`Lighthouse gave no ${audit} for ${url}.`);
      return value;
    };
    const score = (category: string) => Math.round((result.categories[category]?.score ?? 0) * 100);
    const consoleErrors = (result.audits['errors-in-console']?.details as ConsoleErrors | undefined)?.items ?? [];
    return {
      performance: score('performance'),
      lcpMs: figure('largest-contentful-paint'),
      tbtMs: figure('total-blocking-time'),
      cls: figure('cumulative-layout-shift'),
      seo: score('seo'),
      bestPractices: score('best-practices'),
      consoleErrors: consoleErrors.map((item) => `${item.source ?? '?'}: ${item.description ?? ''}`),
      benchmarkIndex: result.environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What the runs so far say about the machine: its best benchmark index, the runs taken again. */
type MachineState = { bestIndex: number; busyRuns: number; retakeCap: number };

type RunFigures = Awaited<ReturnType<typeof lighthouse>>;

/**
 * Up to `count` Lighthouse runs of `url`, judged by the median of each figure (`breaksOf` says which
 * budgets a run's figures break). The runs stop as soon as that median is decided: when the first
 * majority of the runs (2 of 3) each met every budget, the median of all `count` would meet them
 * too, whatever the others measured, and the page's figures are the worst of the runs taken (the
 * median could be no worse). Else every run is taken and the figures are the medians. On a 2-core CI
 * host this spares a third of the runs of a page that meets its budgets.
 *
 * A run that broke a budget while the machine was busy (its benchmark index below
 * `busy.indexRatio` of the best so far, or more than `busy.stolenJiffiesPerSecond` stolen) is taken
 * again after a pause, at most `busy.retakesPerRun` times a run and `machine.retakeCap` times in all
 * (then busy runs are kept). A busy run that met every budget is kept: a busy machine only makes
 * the figures worse. Each kept run's stolen jiffies a second, for the log. `categories` are
 * Lighthouse's categories to run (all three by default).
 */
async function steadyRuns(
  url: string,
  count: number,
  machine: MachineState,
  breaksOf: (figures: RunFigures) => string[],
  categories?: readonly string[],
) {
  const results: RunFigures[] = [];
  const stolen: string[] = [];
  const majority = Math.floor(count / 2) + 1;
  let retakes = 0;
  while (results.length < count) {
    const started = performance.now();
    const stolenBefore = stolenJiffies();
    const result = await lighthouse(url, categories);
    const stolenPerSecond = (stolenJiffies() - stolenBefore) / ((performance.now() - started) / 1000);
    machine.bestIndex = Math.max(machine.bestIndex, result.benchmarkIndex);
    const slow = result.benchmarkIndex < busy.indexRatio * machine.bestIndex;
    const busyRun = slow || stolenPerSecond > busy.stolenJiffiesPerSecond;
    const mayRetake = retakes < busy.retakesPerRun * count && machine.busyRuns < machine.retakeCap;
    if (busyRun && mayRetake && breaksOf(result).length > 0) {
      retakes += 1;
      machine.busyRuns += 1;
      console.log(
        `  the machine was busy (benchmark index ${Math.round(result.benchmarkIndex)}, ${stolenPerSecond.toFixed(1)} jiffies stolen a second) and a budget broke: again in ${busy.pauseMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, busy.pauseMs));
      continue;
    }
    stolen.push(stolenPerSecond.toFixed(1));
    results.push(result);
    if (results.length >= majority && results.length < count && results.every((run) => breaksOf(run).length === 0))
      return { results, stolen, figures: worstFigures(results) };
  }
  return { results, stolen, figures: medianFigures(results) };
}

/**
 * Each figure's median over the runs, as Lighthouse CI's `median` aggregation judges a budget: one
 * slow or lucky run decides nothing. (The run with the median score, Lighthouse's advice for a
 * report, is no median of the blocking time when every run scores 100: it is the second run.)
 */
function medianFigures(results: RunFigures[]): RunFigures {
  const of = (figure: Exclude<keyof RunFigures, 'consoleErrors'>) => median(results.map((result) => result[figure]));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    // Scores that do not depend on timing: the worst run's, so a run that broke one is not hidden.
    seo: Math.min(...results.map((result) => result.seo)),
    bestPractices: Math.min(...results.map((result) => result.bestPractices)),
    consoleErrors: [...new Set(results.flatMap((result) => result.consoleErrors))],
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** Each figure's worst over the runs: what a page's figures are when its median was decided early. */
function worstFigures(results: RunFigures[]): RunFigures {
  const worst = (figure: 'lcpMs' | 'tbtMs' | 'cls') => Math.max(...results.map((result) => result[figure]));
  return {
    ...medianFigures(results),
    performance: Math.min(...results.map((result) => result.performance)),
    lcpMs: worst('lcpMs'),
    tbtMs: worst('tbtMs'),
    cls: worst('cls'),
  };
}

/** The budgets a rendered page's figures break (issues 16 and 38), each said with by how much. */
function renderedPageBreaks(where: string, route: string, figures: RunFigures): string[] {
  const breaks: string[] = [];
  if (figures.performance < budgets.performance)
    breaks.push(
      `${where}: performance ${figures.performance}, ${budgets.performance - figures.performance} below ${budgets.performance}`,
    );
  if (figures.tbtMs > budgets.tbtMs)
    breaks.push(
      `${where}: TBT ${format.ms(figures.tbtMs)}, ${format.ms(figures.tbtMs - budgets.tbtMs)} over ${budgets.tbtMs} ms`,
    );
  if (figures.cls >= budgets.cls) breaks.push(`${where}: CLS ${format.cls(figures.cls)}, not below ${budgets.cls}`);
  if (figures.seo < budgets.seo) breaks.push(`${where}: SEO ${figures.seo}, below ${budgets.seo}`);
  if (figures.bestPractices < budgets.bestPractices)
    breaks.push(
      `${where}: best practices ${figures.bestPractices}, below ${budgets.bestPractices}${figures.consoleErrors.length > 0 ? ` (console errors: ${figures.consoleErrors.join('; ')})` : ''}`,
    );
  if (route === '/' && figures.lcpMs > budgets.homeLcpMs)
    breaks.push(
      `${where}: LCP ${format.s(figures.lcpMs)}, ${format.ms(figures.lcpMs - budgets.homeLcpMs)} over ${format.s(budgets.homeLcpMs)}`,
    );
  return breaks;
}

/** How a page's figures were taken, for the log: `steadyRuns` may decide before the last run. */
const runsTaken = (results: RunFigures[], count: number) =>
  results.length < count ? `worst of ${results.length} runs, each within budget` : `median of ${results.length}`;

/** Suggestion requests while "kaffeemaschine" is typed at 120 ms per key, in DE. */
async function suggestionRequests(baseUrl: string): Promise<number> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/?site=DE`, { waitUntil: 'networkidle' });
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/service/searchfrontend/api/suggestions') sent += 1;
    });
    await page.getByRole('combobox').first().pressSequentially('kaffeemaschine', { delay: 120 });
    await page.waitForTimeout(1000);
    return sent;
  } finally {
    await browser.close();
  }
}

const format = {
  ms: (value: number) => `${Math.round(value)} ms`,
  s: (value: number) => `${(value / 1000).toFixed(2)} s`,
  cls: (value: number) => value.toFixed(3),
};

async function main() {
  if (!options['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  host = await measureHostSpeed();
  startHost = host;
  console.log(
    `This host's benchmark index: ${Math.round(host.benchmarkIndex)} (the budgets' host: ${referenceBenchmarkIndex}), ${host.slowdown.toFixed(2)}× slower: the phone's CPU slowdown here is ${cpuSlowdownHere().toFixed(2)}×.`,
  );
  if (options['plain-only']) {
    const over: string[] = [];
    const broken: string[] = [];
    const machine = { bestIndex: 0, busyRuns: 0, retakeCap: busy.retakesPerPage * sites.length * routes.length };
    await plainFilesPages(over, broken, machine);
    console.log(
      `\nThe machine's best benchmark index ${Math.round(machine.bestIndex)}; ${machine.busyRuns} run(s) taken again.`,
    );
    if (over.length > 0)
      console.error(`\nOver, reported but not enforced:\n${over.map((line) => `  ${line}`).join('\n')}`);
    if (broken.length > 0) {
      console.error(`\n${broken.length} budget(s) broken:\n${broken.map((line) => `  ${line}`).join('\n')}`);
      process.exit(1);
    }
    return;
  }
  const server = await new Promise<Server>((resolve) => {
    const listening = createPreviewApp(dist).listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages: PageFigures[] = [];
  // Each page is measured twice, rendered and as plain files: the cap counts both.
  const machine: MachineState = {
    bestIndex: 0,
    busyRuns: 0,
    retakeCap: busy.retakesPerPage * sites.length * routes.length * 2,
  };
  const breaks: string[] = [];
  // Two of issue 38's budgets are measured and marked in the report, but break no run:
  // - the interactions: worst of 5 under a 4x slowdown, they vary by ±30 ms from run to run on this
  //   2-core machine, more when its host takes the CPU away (README, "Speed budgets");
  // - LCP served as plain files: the results page's largest element is a product picture from the
  //   search service, which comes once the scripts have run (docs/decisions.md, "The plain-files
  //   host"). Its CLS is enforced.
  const provisional: string[] = [];
  // A shop's host is warm: each page asked for once before the runs, untimed. The first render of a
  // fresh process (its modules' first run, the services' first answers) is not what shoppers get,
  // and with one run a page it once made `/` 1.87 s where it measures 1.0 s.
  for (const site of sites) for (const route of routes) await (await fetch(`${baseUrl}${inSite(route, site)}`)).text();
  try {
    for (const site of options['figures-only'] ? [] : sites) {
      for (const route of routes) {
        const where = `${site} ${route}`;
        const {
          results,
          stolen,
          figures: measured,
        } = await steadyRuns(`${baseUrl}${inSite(route, site)}`, runs, machine, (run) =>
          renderedPageBreaks(where, route, run),
        );
        const figures = { site, route, ...measured };
        pages.push(figures);
        console.log(
          `${site.padEnd(6)} ${route.padEnd(50)} perf ${figures.performance}  LCP ${format.s(figures.lcpMs)}  TBT ${format.ms(figures.tbtMs)}  CLS ${format.cls(figures.cls)}  SEO ${figures.seo}  BP ${figures.bestPractices}  (${runsTaken(results, runs)}; stolen ${stolen.join(', ')} jiffies/s)`,
        );
        breaks.push(...renderedPageBreaks(where, route, figures));
      }
    }
    const plainPages = options['figures-only'] ? [] : await plainFilesPages(provisional, breaks, machine);
    const initialJsGzipKb = initialAssets(dist).js.gzip / 1024;
    const suggestions = await suggestionRequests(baseUrl);
    // The figures below are judged at the host's speed when they are taken, measured again now as at
    // the start (the best of five): a host's speed can fall for good after the start. On 2026-11-30
    // one bench measured 2140 at the start and 999-1537 in its Lighthouse runs; judged at the start's
    // speed, its cart removal of 22.2 ms broke the budget (17.2 ms), at the runs' best it is 12.3 ms.
    // A busy moment now does not ease them: the best index of the Lighthouse runs, when higher, counts.
    const indexNow = (await measureHostSpeed()).benchmarkIndex;
    host = hostSpeedAt(Math.max(indexNow, machine.bestIndex));
    console.log(
      `This host's benchmark index before the removal and the interactions: ${Math.round(indexNow)} (the Lighthouse runs' best ${Math.round(machine.bestIndex)}), so ${host.slowdown.toFixed(2)}× slower than the budgets' host.`,
    );
    const removalHereMs = await cartRemovalPaintMs(baseUrl);
    const removalMs = removalHereMs / host.slowdown;
    const emailMs = hostileEmailCheckMs();
    const interactionRows = options['without-interactions'] ? [] : await interactionFigureRows(baseUrl);
    // What a first visit costs the services (issue 38): the browser's API calls per route.
    const apiCalls = await apiCallFigures(baseUrl, sites, routes);
    breaks.push(...apiCalls.breaks);
    const figures = [
      {
        name: 'initial JS on / (gzip)',
        value: `${initialJsGzipKb.toFixed(1)} kB`,
        budget: `≤ ${budgets.initialJsGzipKb} kB`,
        over: initialJsGzipKb > budgets.initialJsGzipKb,
        by: `${(initialJsGzipKb - budgets.initialJsGzipKb).toFixed(1)} kB`,
      },
      {
        name: 'suggestion requests, "kaffeemaschine" at 120 ms per key',
        value: String(suggestions),
        budget: `≤ ${budgets.suggestionRequests}`,
        over: suggestions > budgets.suggestionRequests,
        by: String(suggestions - budgets.suggestionRequests),
      },
      {
        name: 'e-mail check of a hostile 100 000-character input',
        value: `${emailMs.toFixed(2)} ms`,
        budget: `< ${budgets.emailCheckMs} ms`,
        over: emailMs >= budgets.emailCheckMs,
        by: `${(emailMs - budgets.emailCheckMs).toFixed(2)} ms`,
      },
      {
        name: `optimistic cart removal, click to the painted frame${host.slowdown > 1 ? ` (${removalHereMs.toFixed(1)} ms on this host ${host.slowdown.toFixed(2)}× slower, at the budgets' host's speed)` : ''}`,
        value: `${removalMs.toFixed(1)} ms`,
        budget: `≤ ${budgets.cartRemovalPaintMs} ms`,
        over: removalMs > budgets.cartRemovalPaintMs,
        by: `${(removalMs - budgets.cartRemovalPaintMs).toFixed(1)} ms`,
      },
      ...interactionRows,
    ];
    for (const figure of figures) {
      console.log(`${figure.name}: ${figure.value} (budget ${figure.budget})`);
      if (figure.over)
        (interactionRows.includes(figure) ? provisional : breaks).push(
          `${figure.name}: ${figure.value}, over by ${figure.by}`,
        );
    }
    // A run of the figures alone is for working on them: the committed report keeps the full run.
    if (!options['figures-only']) {
      writeReport(pages, figures, breaks, provisional, machine, plainPages, apiCalls);
      writeBundleReport(dist);
    }
  } finally {
    server.close();
  }
  if (provisional.length > 0)
    console.error(
      `\n${provisional.length} of issue 38's budgets not met (not yet enforced):\n${provisional.map((line) => `  ${line}`).join('\n')}`,
    );
  if (breaks.length > 0) {
    console.error(`\n${breaks.length} budget(s) broken:\n${breaks.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery budget met.');
}

/**
 * The browser's console errors Lighthouse saw, per page (its errors-in-console audit, part of best
 * practices). Said here, not filtered out: a 404 that the spec allows a content service is not an
 * error of ours, but the browser logs it all the same (issue 38).
 */
function consoleErrorLines(pages: PageFigures[]): string[] {
  const noted = pages.filter((page) => page.consoleErrors.length > 0);
  if (noted.length === 0) return ['The browser logged no console error on any page (Lighthouse, errors-in-console).'];
  return [
    'Console errors the browser logged (Lighthouse, errors-in-console):',
    '',
    ...noted.map((page) => `- ${page.site} \`${page.route}\`: ${page.consoleErrors.join('; ')}`),
  ];
}

// --- Served as plain files (issue 38): a host without the renderer --------------------------------

type PlainFilesFigures = {
  site: string;
  route: string;
  lcpMs: number;
  performance: number;
  tbtMs: number;
  cls: number;
};

const plainRuns = Number(options['plain-runs']);
if (!Number.isInteger(plainRuns) || plainRuns < 1)
  throw new Error(`--plain-runs takes a whole number of runs, 1 or more: ${options['plain-runs']}`);

/**
 * The same dist/ served by a host that has no renderer: the preview server without dist-server/,
 * which sends the page the build prerendered for the address (or its pattern), else the site's
 * document. Lighthouse as above, the median of `--plain-runs` runs per page (1 in the full bench:
 * every run costs CI a quarter of a minute); issue 47's marks: CLS below 0.01 (enforced) and LCP
 * at most 2.0 s (reported) on every route.
 */
async function plainFilesPages(
  provisional: string[],
  breaks: string[],
  machine: MachineState,
): Promise<PlainFilesFigures[]> {
  const server = await new Promise<Server>((resolve) => {
    const listening = createPreviewApp(dist, path.join(root, 'no-renderer')).listen(0, '127.0.0.1', () =>
      resolve(listening),
    );
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pages: PlainFilesFigures[] = [];
  try {
    for (const site of sites) {
      for (const route of routes) {
        const where = `${site} ${route} as plain files`;
        const { results, stolen, figures } = await steadyRuns(
          `${baseUrl}${inSite(route, site)}`,
          plainRuns,
          machine,
          (run) => plainFilesBreaks(where, run),
          // Only their speed is judged here: SEO and best practices are judged on the rendered pages.
          ['performance'],
        );
        const { lcpMs, performance, tbtMs, cls } = figures;
        pages.push({ site, route, lcpMs, performance, tbtMs, cls });
        const each = (figure: (result: (typeof results)[number]) => string) => results.map(figure).join(' ');
        console.log(
          `${site.padEnd(6)} ${route.padEnd(50)} as plain files: perf ${performance}  LCP ${format.s(lcpMs)}  TBT ${format.ms(tbtMs)}  CLS ${format.cls(cls)}${results.length > 1 ? `  (runs: LCP ${each((result) => format.s(result.lcpMs))}, CLS ${each((result) => format.cls(result.cls))}, benchmark index ${each((result) => String(Math.round(result.benchmarkIndex)))}, stolen ${stolen.join(', ')} jiffies/s)` : ''}`,
        );
        breaks.push(...plainFilesBreaks(where, figures));
        if (lcpMs > budgets.plainFilesLcpMs)
          provisional.push(
            `${site} ${route} as plain files: LCP ${format.s(lcpMs)}, ${format.ms(lcpMs - budgets.plainFilesLcpMs)} over ${format.s(budgets.plainFilesLcpMs)}`,
          );
      }
    }
  } finally {
    server.close();
  }
  return pages;
}

/** The enforced budget of a page served as plain files: its CLS (its LCP is reported, not enforced). */
const plainFilesBreaks = (where: string, figures: { cls: number }) =>
  figures.cls >= budgets.plainFilesCls
    ? [`${where}: CLS ${format.cls(figures.cls)}, not below ${budgets.plainFilesCls}`]
    : [];

function plainFilesSection(pages: PlainFilesFigures[]): string[] {
  if (pages.length === 0) return [];
  return [
    `Served as plain files, without the host's renderer (the preview server without dist-server/), ${plainRuns === 1 ? 'one run' : `the median of ${plainRuns} runs`} per page:`,
    '',
    `| site | route | perf | LCP (≤ ${format.s(budgets.plainFilesLcpMs)}) | TBT | CLS (< ${budgets.plainFilesCls}) |`,
    '|---|---|---|---|---|---|',
    ...pages.map(
      (page) =>
        `| ${page.site} | \`${page.route}\` | ${page.performance} | ${format.s(page.lcpMs)}${page.lcpMs > budgets.plainFilesLcpMs ? ' ✗' : ''} | ${format.ms(page.tbtMs)} | ${format.cls(page.cls)}${page.cls >= budgets.plainFilesCls ? ' ✗' : ''} |`,
    ),
    '',
    // What the plain files are (docs/decisions.md, "The plain-files host").
    `The pages the build prerenders (scripts/prerender.ts: ${prerenderedPaths.map((pagePath) => `\`${pagePath}\``).join(', ')}, and for their address pattern ${prerenderedTemplates.map(({ route }) => `\`${route}\``).join(', ')}) paint from the HTML. The header's banner is never in them, and is held back on them: it came once the scripts had run and pushed the page down (CLS 0.154 before issue 47). CLS is enforced below ${budgets.plainFilesCls}; LCP is reported against ${format.s(budgets.plainFilesLcpMs)}, not enforced: the results page's largest element can be a product picture from the search service, which comes once the scripts have run.`,
    '',
  ];
}

// --- The interactions (issue 38): bench-inp.ts --------------------------------------------------

/** The worst of each interaction's samples, as rows of the report's figures. */
async function interactionFigureRows(baseUrl: string) {
  const measured = await interactionFigures(baseUrl, undefined, undefined, cpuSlowdownHere());
  return measured.map((figure) => ({
    name: `${figure.name}, input to the next paint (Event Timing, ${cpuSlowdownHere().toFixed(2)}× CPU slowdown, worst of ${figure.samplesMs.length})`,
    value: `${Math.round(figure.worstMs)} ms`,
    budget: `≤ ${budgets.interactionMs} ms`,
    over: figure.worstMs > budgets.interactionMs,
    by: `${Math.round(figure.worstMs - budgets.interactionMs)} ms`,
  }));
}

function writeReport(
  pages: PageFigures[],
  figures: { name: string; value: string; budget: string; over: boolean }[],
  breaks: string[],
  provisional: string[],
  machine: { bestIndex: number; busyRuns: number; retakeCap: number },
  plainPages: PlainFilesFigures[],
  apiCalls: Awaited<ReturnType<typeof apiCallFigures>>,
) {
  const dir = path.join(root, 'bench');
  mkdirSync(dir, { recursive: true });
  const mark = (over: boolean) => (over ? ' ✗' : '');
  const lines = [
    '# Speed budgets (`npm run bench`)',
    '',
    `Lighthouse 12, mobile preset (simulated throttling), ${runs === 1 ? 'one run' : `the median of ${runs} runs`} per page, on the production build`,
    'served by the preview server with its mock services. ✗ marks a figure over its budget.',
    ...(runs > 2
      ? [
          `A page whose first ${Math.floor(runs / 2) + 1} runs each met every budget was decided then (the median could be no worse):`,
          'its figures are the worst of those runs.',
        ]
      : []),
    `This host's benchmark index at the start: ${Math.round(startHost.benchmarkIndex)}, against ${referenceBenchmarkIndex} on the budgets' host (scripts/hostSpeed.ts), so Lighthouse`,
    `slowed the CPU ${cpuSlowdownAt(startHost).toFixed(2)}× rather than 4×; the interactions and the cart removal are judged at index ${Math.round(host.benchmarkIndex)}`,
    `(${host.slowdown.toFixed(2)}× slower: the interactions slowed ${cpuSlowdownHere().toFixed(2)}×, the removal's time divided by ${host.slowdown.toFixed(2)}).`,
    `The machine's Lighthouse benchmark index: at best ${Math.round(machine.bestIndex)}; ${machine.busyRuns} run(s) taken again because they broke`,
    `a budget while the index was below ${busy.indexRatio * 100} % of that or more than ${busy.stolenJiffiesPerSecond} jiffies a second were stolen (the machine was busy;`,
    `at most ${machine.retakeCap} are taken again${machine.busyRuns >= machine.retakeCap ? ', so later busy runs were kept' : ''}).`,
    '',
    `| site | route | perf (≥ ${budgets.performance}) | LCP (≤ ${format.s(budgets.homeLcpMs)} on /) | TBT (≤ ${budgets.tbtMs} ms) | CLS (< ${budgets.cls}) | SEO (≥ ${budgets.seo}) | best practices (≥ ${budgets.bestPractices}) |`,
    '|---|---|---|---|---|---|---|---|',
    ...pages.map(
      (page) =>
        `| ${page.site} | \`${page.route}\` | ${page.performance}${mark(page.performance < budgets.performance)} | ${format.s(page.lcpMs)}${mark(page.route === '/' && page.lcpMs > budgets.homeLcpMs)} | ${format.ms(page.tbtMs)}${mark(page.tbtMs > budgets.tbtMs)} | ${format.cls(page.cls)}${mark(page.cls >= budgets.cls)} | ${page.seo}${mark(page.seo < budgets.seo)} | ${page.bestPractices}${mark(page.bestPractices < budgets.bestPractices)} |`,
    ),
    '',
    ...consoleErrorLines(pages),
    '',
    ...plainFilesSection(plainPages),
    '| figure | measured | budget |',
    '|---|---|---|',
    ...figures.map((figure) => `| ${figure.name} | ${figure.value}${mark(figure.over)} | ${figure.budget} |`),
    '',
    'The browser’s API calls (fetch and XHR) of a first visit, the host rendering the page (warm: the page was',
    'asked for once before), from the request until nothing has started or ended for 1.5 s, on a 1440 × 900 screen:',
    '',
    ...apiCalls.report,
    '',
    breaks.length === 0
      ? 'Every enforced budget met.'
      : `${breaks.length} budget(s) broken:\n\n${breaks.map((line) => `- ${line}`).join('\n')}`,
    '',
    provisional.length === 0
      ? `${options['without-interactions'] ? 'The plain files’ LCP (the interactions not measured in this run)' : 'The interactions and the plain files’ LCP'} within their budgets (reported, not enforced).`
      : `Over, reported but not enforced:\n\n${provisional.map((line) => `- ${line}`).join('\n')}`,
    '',
  ];
  writeFileSync(path.join(dir, 'report.md'), lines.join('\n'));
  writeFileSync(
    path.join(dir, 'report.json'),
    `${JSON.stringify({ budgets, machine, pages, plainPages, figures, apiCalls: apiCalls.rows, breaks, provisional }, null, 2)}\n`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
