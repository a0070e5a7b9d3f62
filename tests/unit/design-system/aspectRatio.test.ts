import { parseAspectRatio } from '../../../src/design-system/AspectRatio/aspectRatioRules';

describe('parseAspectRatio', () => {
  test.each([0, -1, -16 / 9, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'refuses the number %p',
    (value) => {
      expect(() => parseAspectRatio(value)).toThrow(
        `Invalid aspect ratio ${String(value)}; a number must be finite and greater than 0`,
      );
    },
  );

  test.each(['16:9', '2/1', '16 / 9', '1.5', '', 'auto', undefined, null, {}, [16, 9]])('refuses %p', (value) => {
    expect(() => parseAspectRatio(value)).toThrow(
      'expected one of: 16/9, 4/3, 3/2, 1/1 or a finite number greater than 0',
    );
  });

  test('names the bad value in the error', () => {
    expect(() => parseAspectRatio('16:9')).toThrow('Unknown aspect ratio "16:9"');
  });

  test.each([
    ['16/9', 16 / 9],
    ['4/3', 4 / 3],
    ['3/2', 1.5],
    ['1/1', 1],
  ])('reads %s as width / height', (value, expected) => {
    expect(parseAspectRatio(value)).toBe(expected);
  });

  test.each([Number.MIN_VALUE, 0.5, 1, 2.35, 488 / 287])('accepts the number %p as it is', (value) => {
    expect(parseAspectRatio(value)).toBe(value);
  });
});
