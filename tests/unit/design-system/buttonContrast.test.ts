import {
  buttonColors,
  disabledButtonColors,
  hoverBrightness,
  type ButtonColors,
} from '../../../src/design-system/Button/buttonRules';
import { activeColors, iconButtonColors } from '../../../src/design-system/IconButton/iconButtonRules';
import { contrastRatio } from '../../../src/design-system/theme/contrast';
import { color } from '../../../src/design-system/theme/tokens';

// jsdom lays nothing out, so axe cannot measure colour contrast in the story tests: this test does
// it from the tokens instead (the WCAG formula is tested in contrast.test.ts).
const contrast = contrastRatio;

function checks(name: string, colors: ButtonColors): [string, number][] {
  const text = color[colors.foreground];
  const rest: [string, number] = [name, contrast(text, color[colors.background])];
  // A hover colour replaces the background; without one, the filter darkens text and background alike.
  const hover: [string, number] = colors.hoverBackground
    ? [`${name} hovered`, contrast(text, color[colors.hoverBackground])]
    : [`${name} hovered`, contrast(text, color[colors.background], hoverBrightness)];
  return [rest, hover];
}

describe('button colours reach 4.5:1 text contrast (WCAG 1.4.3)', () => {
  test.each(Object.entries(buttonColors).flatMap(([variant, colors]) => checks(`button ${variant}`, colors)))(
    '%s',
    (_name, ratio) => {
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    },
  );

  test.each(
    Object.entries(iconButtonColors).flatMap(([variant, colors]) => [
      ...checks(`icon button ${variant}`, colors),
      ...checks(`icon button ${variant} active`, activeColors(colors)),
    ]),
  )('%s', (_name, ratio) => {
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  test('a disabled button stays readable, though WCAG exempts it', () => {
    expect(
      contrast(color[disabledButtonColors.foreground], color[disabledButtonColors.background]),
    ).toBeGreaterThanOrEqual(4.5);
  });
});
