import { daysLeft } from '../../../src/features/navigation/themeWorldRules';

describe('days left of a theme world', () => {
  const today = new Date(2026, 10, 25, 23, 30);

  it('counts calendar days to the last day, whatever the hour', () => {
    expect(daysLeft('2026-11-25', today)).toBe(0);
    expect(daysLeft('2026-11-26', today)).toBe(1);
    expect(daysLeft('2026-12-02', new Date(2026, 10, 25, 0, 5))).toBe(7);
  });

  it('is negative once the last day is over', () => {
    expect(daysLeft('2026-11-24', today)).toBe(-1);
  });

  it('counts a month with a daylight-saving change as whole days', () => {
    expect(daysLeft('2026-11-01', new Date(2026, 9, 20, 12))).toBe(12);
    expect(daysLeft('2027-04-01', new Date(2027, 2, 20, 12))).toBe(12);
  });
});
