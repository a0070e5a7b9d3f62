import { pageScroll, scrollEdges } from '../../../src/design-system/TextSlider/textSliderRules';

describe('scrollEdges', () => {
  test('a strip without layout or whose content fits is at both ends', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 0, clientWidth: 0 })).toEqual({ atStart: true, atEnd: true });
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 280, clientWidth: 300 })).toEqual({ atStart: true, atEnd: true });
  });

  test('an overflowing strip at 0 is at its start only', () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({
      atStart: true,
      atEnd: false,
    });
  });

  test('in the middle it is at neither end', () => {
    expect(scrollEdges({ scrollLeft: 300, scrollWidth: 900, clientWidth: 300 })).toEqual({
      atStart: false,
      atEnd: false,
    });
  });

  test('scrolled to scrollWidth - clientWidth it is at its end', () => {
    expect(scrollEdges({ scrollLeft: 600, scrollWidth: 900, clientWidth: 300 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });

  test('a fraction of a pixel short of an end still counts as the end (zoomed pages)', () => {
    expect(scrollEdges({ scrollLeft: 599.4, scrollWidth: 900, clientWidth: 300 }).atEnd).toBe(true);
    expect(scrollEdges({ scrollLeft: 0.6, scrollWidth: 900, clientWidth: 300 }).atStart).toBe(true);
  });

  test('two pixels short is not the end', () => {
    expect(scrollEdges({ scrollLeft: 598, scrollWidth: 900, clientWidth: 300 }).atEnd).toBe(false);
  });

  test('right-to-left pages count scrollLeft down from 0', () => {
    expect(scrollEdges({ scrollLeft: -600, scrollWidth: 900, clientWidth: 300 })).toEqual({
      atStart: false,
      atEnd: true,
    });
  });
});

describe('pageScroll', () => {
  test('moves by the visible width in the given direction, smoothly', () => {
    expect(pageScroll(1, 320, false)).toEqual({ left: 320, behavior: 'smooth' });
    expect(pageScroll(-1, 320, false)).toEqual({ left: -320, behavior: 'smooth' });
  });

  test('jumps when the person prefers reduced motion', () => {
    expect(pageScroll(1, 320, true)).toEqual({ left: 320, behavior: 'instant' });
  });
});
