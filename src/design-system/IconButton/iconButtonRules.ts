import { buttonColors, buttonVariants, type ButtonColors } from '../Button/buttonRules';

/** The button variants plus 'background', for an icon over a picture (newsletter-footer-preview.md 9). */
export const iconButtonVariants = [...buttonVariants, 'background'] as const;
export type IconButtonVariant = (typeof iconButtonVariants)[number];

/** newsletter-footer-preview.md 4 (Controls): disabled emits no click; active is a pressed toggle. */
export const iconButtonStates = ['default', 'disabled', 'active'] as const;
export type IconButtonState = (typeof iconButtonStates)[number];

export const iconButtonColors: Readonly<Record<IconButtonVariant, ButtonColors>> = {
  ...buttonColors,
  background: { background: 'surface', foreground: 'text', border: 'surface', hoverBackground: 'surfaceAlt' },
};

/**
 * An active (pressed) button swaps its text and background colours: the change shows in shape
 * and area, not in hue alone (WCAG 1.4.1), and the pair keeps the contrast the variant has.
 */
export function activeColors(colors: ButtonColors): ButtonColors {
  return { background: colors.foreground, foreground: colors.background, border: colors.foreground };
}
