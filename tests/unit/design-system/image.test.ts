import { withinTolerance } from '../../../src/design-system/Image/imageRules';

const declared = { width: 1000, height: 1000 };
const tolerance = 0.05;

describe('withinTolerance', () => {
  test.each([
    ['zero width', { width: 0, height: 1000 }],
    ['zero height (an SVG without intrinsic size)', { width: 0, height: 0 }],
    ['NaN width', { width: Number.NaN, height: 1000 }],
    ['NaN height', { width: 1000, height: Number.NaN }],
    ['negative width', { width: -1000, height: 1000 }],
    ['infinite height', { width: 1000, height: Number.POSITIVE_INFINITY }],
  ])('an actual size with %s is never within', (_case, actual) => {
    expect(withinTolerance(declared, actual, tolerance)).toBe(false);
  });

  test.each([
    ['zero width', { width: 0, height: 287 }],
    ['zero height', { width: 488, height: 0 }],
    ['NaN', { width: Number.NaN, height: Number.NaN }],
  ])('a declared size with %s is never within', (_case, badDeclared) => {
    expect(withinTolerance(badDeclared, { width: 488, height: 287 }, tolerance)).toBe(false);
  });

  test.each([-0.01, Number.NaN, Number.POSITIVE_INFINITY])('refuses the tolerance %p', (bad) => {
    expect(() => withinTolerance(declared, declared, bad)).toThrow('Invalid image placeholder tolerance');
  });

  test('the exact ratio is within, at any scale', () => {
    expect(withinTolerance({ width: 488, height: 287 }, { width: 976, height: 574 }, tolerance)).toBe(true);
  });

  test('the exact ratio is within even with no tolerance', () => {
    expect(withinTolerance({ width: 488, height: 287 }, { width: 244, height: 143.5 }, 0)).toBe(true);
  });

  test.each([
    ['4.9 % wider', true, { width: 1049, height: 1000 }],
    ['4.9 % narrower', true, { width: 951, height: 1000 }],
    ['exactly 5 % wider', true, { width: 1050, height: 1000 }],
    ['exactly 5 % narrower', true, { width: 950, height: 1000 }],
    ['5.1 % wider', false, { width: 1051, height: 1000 }],
    ['5.1 % narrower', false, { width: 949, height: 1000 }],
  ])('a ratio %s than declared: within is %p', (_case, expected, actual) => {
    expect(withinTolerance(declared, actual, tolerance)).toBe(expected);
  });

  test('the difference is measured against the declared ratio', () => {
    // 16:9 declared, 1.70 actual: 4.4 % below 1.777…; 4:3 declared, 1.41 actual: 5.75 % above 1.333…
    expect(withinTolerance({ width: 16, height: 9 }, { width: 170, height: 100 }, tolerance)).toBe(true);
    expect(withinTolerance({ width: 4, height: 3 }, { width: 141, height: 100 }, tolerance)).toBe(false);
  });
});
