import { starFillPercents } from '../../../src/design-system/Rating/ratingRules';

describe('starFillPercents', () => {
  test('refuses a value that is not a number', () => {
    expect(() => starFillPercents(Number.NaN)).toThrow('Invalid rating value "NaN"; expected a number');
    expect(() => starFillPercents(undefined as unknown as number)).toThrow('Invalid rating value "undefined"');
  });

  test.each([-1, 0, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses max %p', (max) => {
    expect(() => starFillPercents(3, max)).toThrow(
      `Invalid rating max "${max}"; expected a whole number of at least 1`,
    );
  });

  test('clamps a negative value to no star', () => {
    expect(starFillPercents(-2)).toEqual([0, 0, 0, 0, 0]);
  });

  test('clamps a value above max to all stars', () => {
    expect(starFillPercents(7)).toEqual([100, 100, 100, 100, 100]);
    expect(starFillPercents(Number.POSITIVE_INFINITY, 3)).toEqual([100, 100, 100]);
  });

  test('has five stars unless told otherwise', () => {
    expect(starFillPercents(0)).toHaveLength(5);
    expect(starFillPercents(0, 10)).toHaveLength(10);
  });

  test('fills the star after the whole ones by the fraction', () => {
    expect(starFillPercents(4.5)).toEqual([100, 100, 100, 100, 50]);
    expect(starFillPercents(2.25, 4)).toEqual([100, 100, 25, 0]);
  });

  test('rounds floating-point noise away', () => {
    expect(starFillPercents(4.3)).toEqual([100, 100, 100, 100, 30]);
  });

  test('a whole value fills whole stars only', () => {
    expect(starFillPercents(3)).toEqual([100, 100, 100, 0, 0]);
  });
});
