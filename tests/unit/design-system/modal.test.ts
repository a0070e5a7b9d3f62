import { scrollbarWidth } from '../../../src/design-system/Modal/modalRules';

describe('scrollbarWidth', () => {
  test('a document without layout (clientWidth 0, as in jsdom) has no scrollbar to make up for', () => {
    expect(scrollbarWidth(1024, 0)).toBe(0);
  });

  test.each([
    [Number.NaN, 1009],
    [1024, Number.NaN],
    [Number.POSITIVE_INFINITY, 1009],
  ])('an unusable measurement (%p, %p) gives 0', (innerWidth, clientWidth) => {
    expect(scrollbarWidth(innerWidth, clientWidth)).toBe(0);
  });

  test('overlay scrollbars take no width', () => {
    expect(scrollbarWidth(1024, 1024)).toBe(0);
  });

  test('a root wider than the viewport (zoom rounding) gives 0, never a negative padding', () => {
    expect(scrollbarWidth(1024, 1025)).toBe(0);
  });

  test('a classic scrollbar is the viewport width minus the root width', () => {
    expect(scrollbarWidth(1024, 1009)).toBe(15);
  });
});
