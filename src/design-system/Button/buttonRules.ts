import type { AppTheme } from '../theme/tokens';

/** Button variants and sizes of newsletter-footer-preview.md 9; content may name no others (header-search-cart.md 5). */
export const buttonVariants = ['primary', 'secondary', 'activating', 'sale', 'community'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** 'loading' blocks clicks and shows the animated dots until the work is done. */
export const buttonStates = ['none', 'loading'] as const;

type ColorToken = keyof AppTheme['color'];

export interface ButtonColors {
  readonly background: ColorToken;
  readonly foreground: ColorToken;
  readonly border: ColorToken;
  /** Background under the pointer; without one, the variant's colour is darkened. */
  readonly hoverBackground?: ColorToken;
}

/**
 * Each variant as token names, so a test can check every text/background pair against the
 * 4.5:1 minimum (WCAG 1.4.3). Activating is the brand's yellow: white text on it reaches
 * 1.9:1 only, so it takes the dark text colour. Secondary is outlined on the page surface.
 */
export const buttonColors: Readonly<Record<ButtonVariant, ButtonColors>> = {
  primary: { background: 'brand', foreground: 'textInverse', border: 'brand', hoverBackground: 'brandHover' },
  secondary: { background: 'surface', foreground: 'brand', border: 'brand', hoverBackground: 'surfaceAlt' },
  activating: { background: 'activating', foreground: 'text', border: 'activating' },
  sale: { background: 'sale', foreground: 'textInverse', border: 'sale' },
  community: { background: 'community', foreground: 'textInverse', border: 'community' },
};

/**
 * How much a variant without a hover colour is darkened under the pointer (there is no hover
 * token for sale, community or activating). Tests check the text contrast on the darkened
 * colour too.
 */
export const hoverBrightness = 0.9;

/** A native disabled button: grey, with text still readable (textMuted on disabledSurface is 5.9:1). */
export const disabledButtonColors: ButtonColors = {
  background: 'disabledSurface',
  foreground: 'textMuted',
  border: 'disabled',
};
