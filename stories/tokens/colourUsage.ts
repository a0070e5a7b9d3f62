import type { color } from '../../src/design-system/theme/tokens';

export type ColorToken = keyof typeof color;

/**
 * What a colour is drawn as: text (WCAG 1.4.3, 4.5:1), a control's boundary, the focus ring or an
 * icon (1.4.11, 3:1), or a divider or a disabled control, which WCAG exempts (shown, not required).
 */
export type ColourRole = 'text' | 'nonText' | 'exempt';

export interface ColourUse {
  readonly on: ColorToken;
  readonly as: ColourRole;
}

/**
 * Each colour token and the surfaces it is drawn on, as the design system uses it (the button
 * pairs are those of buttonRules.ts). A token with none is a surface itself: its page lists the
 * colours drawn on it. A new token must be added here, or the token page's test fails.
 */
export const colourUses: Readonly<Record<ColorToken, readonly ColourUse[]>> = {
  text: [
    { on: 'surface', as: 'text' },
    { on: 'surfaceAlt', as: 'text' },
    { on: 'activating', as: 'text' },
    { on: 'successSurface', as: 'text' },
    { on: 'errorSurface', as: 'text' },
    { on: 'warningSurface', as: 'text' },
    { on: 'infoSurface', as: 'text' },
  ],
  textMuted: [
    { on: 'surface', as: 'text' },
    { on: 'surfaceAlt', as: 'text' },
    { on: 'disabledSurface', as: 'text' },
  ],
  textInverse: [
    { on: 'brand', as: 'text' },
    { on: 'brandHover', as: 'text' },
    { on: 'sale', as: 'text' },
    { on: 'community', as: 'text' },
  ],
  surface: [],
  surfaceAlt: [],
  border: [{ on: 'surface', as: 'exempt' }],
  borderStrong: [
    { on: 'surface', as: 'nonText' },
    { on: 'surfaceAlt', as: 'nonText' },
  ],
  brand: [
    { on: 'surface', as: 'text' },
    { on: 'surfaceAlt', as: 'text' },
  ],
  brandHover: [],
  focus: [
    { on: 'surface', as: 'nonText' },
    { on: 'surfaceAlt', as: 'nonText' },
  ],
  link: [
    { on: 'surface', as: 'text' },
    { on: 'surfaceAlt', as: 'text' },
  ],
  success: [
    { on: 'surface', as: 'text' },
    { on: 'successSurface', as: 'text' },
  ],
  successSurface: [],
  error: [
    { on: 'surface', as: 'text' },
    { on: 'errorSurface', as: 'text' },
  ],
  errorSurface: [],
  warning: [
    { on: 'surface', as: 'text' },
    { on: 'warningSurface', as: 'text' },
  ],
  warningSurface: [],
  info: [
    { on: 'surface', as: 'text' },
    { on: 'infoSurface', as: 'text' },
  ],
  infoSurface: [],
  sale: [{ on: 'surface', as: 'text' }],
  community: [{ on: 'surface', as: 'text' }],
  activating: [],
  disabled: [
    { on: 'surface', as: 'exempt' },
    { on: 'disabledSurface', as: 'exempt' },
  ],
  disabledSurface: [],
};
