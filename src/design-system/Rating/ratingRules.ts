/** header-search-cart.md 5: a rating has 5 stars unless told otherwise. */
export const defaultRatingMax = 5;

/**
 * How full each of `max` stars is, in percent (header-search-cart.md 5: partial values are
 * filled by a gradient). The value is clamped to 0..max, so 4.5 of 5 gives
 * [100, 100, 100, 100, 50] and 7 gives five full stars. Percentages are rounded to one decimal
 * so floating-point noise (4.3 - 4 = 0.2999...) does not reach the drawing.
 *
 * Throws on a value that is not a number and on a max that is not a whole number of at least 1:
 * those are bugs in content, not ratings to draw.
 */
export function starFillPercents(value: number, max: number = defaultRatingMax): number[] {
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`Invalid rating max "${String(max)}"; expected a whole number of at least 1`);
  }
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new Error(`Invalid rating value "${String(value)}"; expected a number`);
  }
  const clamped = Math.min(Math.max(value, 0), max);
  return Array.from({ length: max }, (_, index) => Math.round(Math.min(Math.max(clamped - index, 0), 1) * 1000) / 10);
}
