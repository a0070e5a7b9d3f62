import type { AbTest } from '../../src/features/preview/types';

/** The mock A/B tests, each active from `from` to `to` (inclusive, 'YYYY-MM-DD'). */
interface ScheduledAbTest extends AbTest {
  from: string;
  to: string;
}

const scheduled: readonly ScheduledAbTest[] = [
  {
    name: 'checkout-button-colour',
    groups: [{ name: 'A' }, { name: 'B' }],
    from: '2020-01-01',
    to: '2099-12-31',
  },
  {
    name: 'suggestion-count',
    groups: [{ name: 'control' }, { name: 'five' }, { name: 'eight' }],
    from: '2020-01-01',
    to: '2099-12-31',
  },
  {
    name: 'advent-calendar-teaser',
    groups: [{ name: 'A' }, { name: 'B' }, { name: 'C' }],
    from: '2026-12-01',
    to: '2026-12-24',
  },
];

/** The tests active on a day ('YYYY-MM-DD'; a longer date-time counts by its day). */
export function abTestsActiveOn(day: string): AbTest[] {
  const date = day.slice(0, 10);
  return scheduled.filter((test) => test.from <= date && date <= test.to).map(({ name, groups }) => ({ name, groups }));
}
