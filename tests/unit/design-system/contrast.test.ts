import { contrastRatio } from '../../../src/design-system/theme/contrast';

describe('contrastRatio (WCAG 2.x, shown on the colour tokens page)', () => {
  it('matches the known extremes, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1);
  });

  it('matches published ratios', () => {
    // #767676 on white is the classic darkest grey that just passes 4.5:1 (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // Pure red on white: 4.0:1 (WebAIM's contrast checker).
    expect(contrastRatio('#FF0000', '#FFFFFF')).toBeCloseTo(4.0, 1);
  });

  it('darkens both colours by a brightness filter', () => {
    expect(contrastRatio('#ffffff', '#ffffff', 0.5)).toBeCloseTo(1);
    expect(contrastRatio('#ffffff', '#000000', 0.9)).toBeLessThan(contrastRatio('#ffffff', '#000000'));
  });

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});
