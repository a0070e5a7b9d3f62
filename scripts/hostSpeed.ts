/**
 * How fast this host is next to the one the speed budgets were set on, so that the bench measures
 * the same simulated phone on whatever host CI gets (docs/decisions.md, "The bench's budgets on a
 * slower host").
 *
 * The measure is Lighthouse's own benchmark index (`computeBenchmarkIndex`, the page function each
 * Lighthouse run reports as `environment.benchmarkIndex`), taken in Debian's Chromium, the best of
 * a few tries so a moment of another tenant's load does not count. Lighthouse's throttling guide
 * calibrates its CPU slowdown multiplier by this index for the same reason.
 */
import { launchChromium } from './chromium';

/**
 * The benchmark index of the host the budgets were set on: the committed bench reports of
 * 2026-11-26 to 2026-11-28 measured 2769-2904 at best; the lowest, so that a host is counted no
 * slower than it is (a budget is never eased by more than the host's speed explains).
 */
export const referenceBenchmarkIndex = 2769;

export type HostSpeed = {
  /** This host's benchmark index, the best of the tries. */
  benchmarkIndex: number;
  /** How many times slower than the reference host (1 when as fast or faster: never below 1). */
  slowdown: number;
};

/** The speed of a host of this benchmark index. */
export const hostSpeedAt = (benchmarkIndex: number): HostSpeed => ({
  benchmarkIndex,
  slowdown: Math.max(1, referenceBenchmarkIndex / benchmarkIndex),
});

export async function measureHostSpeed(tries = 5): Promise<HostSpeed> {
  const { pageFunctions } = (await import('lighthouse/core/lib/page-functions.js')) as {
    pageFunctions: { computeBenchmarkIndex: () => number };
  };
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    let best = 0;
    for (let index = 0; index < tries; index += 1) {
      best = Math.max(best, await page.evaluate(pageFunctions.computeBenchmarkIndex));
    }
    return hostSpeedAt(best);
  } finally {
    await browser.close();
  }
}
