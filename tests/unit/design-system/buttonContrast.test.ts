import {
  buttonColors,
  disabledButtonColors,
  hoverBrightness,
  type ButtonColors,
} from '../../../src/design-system/Button/buttonRules';
import { activeColors, iconButtonColors } from '../../../src/design-system/IconButton/iconButtonRules';
import { color } from '../../../src/design-system/theme/tokens';

// WCAG 2.x relative luminance and contrast ratio; jsdom lays nothing out, so axe cannot measure
// colour contrast in the story tests and this test does it from the tokens instead.
function channels(hex: string, brightness = 1) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return match.slice(1).map((part) => (parseInt(part, 16) * brightness) / 255);
}
function luminance(hex: string, brightness = 1) {
  const [r, g, b] = channels(hex, brightness).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(foreground: string, background: string, brightness = 1) {
  const [light, dark] = [luminance(foreground, brightness), luminance(background, brightness)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('contrast helper', () => {
  test('matches the known extremes', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#777777')).toBeCloseTo(1);
  });
});

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
