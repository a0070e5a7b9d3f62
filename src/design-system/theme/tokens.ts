import { breakpoints, type Breakpoint } from '../../config/breakpoints';
import { iconSizes } from '../../config/limits';

/**
 * Design tokens. Features and widgets use these names, never raw colours or pixel values.
 * Text colours are chosen for at least 4.5:1 contrast on the surface they sit on.
 */
export const color = {
  text: '#1a1a1a',
  textMuted: '#595959',
  textInverse: '#ffffff',
  surface: '#ffffff',
  surfaceAlt: '#f5f2ed',
  border: '#c7c7c7',
  borderStrong: '#767676',
  brand: '#002a5c',
  brandHover: '#0a3d7a',
  focus: '#1f6fd1',
  link: '#0a4fa3',
  success: '#1d6b34',
  successSurface: '#e6f4ea',
  error: '#b3001b',
  errorSurface: '#fdecee',
  warning: '#7a4d00',
  warningSurface: '#fff4db',
  info: '#0a4fa3',
  infoSurface: '#e8f0fb',
  sale: '#b3001b',
  community: '#5b2d8e',
  activating: '#f2b600',
  disabled: '#8c8c8c',
  disabledSurface: '#ececec',
} as const;

/** Decision 6: twelve named colour themes for banners and teasers, and no others. */
export const themeNames = [
  'light',
  'dark',
  'coffee',
  'cream',
  'sale',
  'community',
  'loyalty',
  'fresh',
  'mobile',
  'fashion',
  'living',
  'gift',
] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ColorTheme {
  readonly background: string;
  readonly foreground: string;
  readonly accent: string;
}

export const colorThemes: Readonly<Record<ThemeName, ColorTheme>> = {
  light: { background: '#ffffff', foreground: '#1a1a1a', accent: '#002a5c' },
  dark: { background: '#1a1a1a', foreground: '#ffffff', accent: '#f2b600' },
  coffee: { background: '#4a2c1d', foreground: '#ffffff', accent: '#e8c9a0' },
  cream: { background: '#f5ecdc', foreground: '#3b2416', accent: '#7a4a26' },
  sale: { background: '#b3001b', foreground: '#ffffff', accent: '#ffe600' },
  community: { background: '#5b2d8e', foreground: '#ffffff', accent: '#f0e4ff' },
  loyalty: { background: '#002a5c', foreground: '#ffffff', accent: '#f2b600' },
  fresh: { background: '#e3f4e8', foreground: '#14502a', accent: '#1d6b34' },
  mobile: { background: '#00507a', foreground: '#ffffff', accent: '#9fe0ff' },
  fashion: { background: '#f6e7ea', foreground: '#4a1020', accent: '#a3243f' },
  living: { background: '#ece7df', foreground: '#2e2a24', accent: '#6b5a3e' },
  gift: { background: '#7a0f2e', foreground: '#ffffff', accent: '#ffd27a' },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}

/** Content from a service may name any theme: refuse an unknown one loudly. */
export function assertThemeName(value: unknown): ThemeName {
  if (!isThemeName(value)) {
    throw new Error(`Unknown theme "${String(value)}"; expected one of: ${themeNames.join(', ')}`);
  }
  return value;
}

/** Spacing on a 4 px grid: space(1) = 4px. */
export const space = (steps: number) => `${steps * 4}px`;

export const font = {
  family: "'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
  size: { xs: '12px', s: '14px', m: '16px', l: '20px', xl: '24px', xxl: '32px' },
  weight: { regular: 400, bold: 700 },
  lineHeight: { tight: 1.2, normal: 1.5 },
} as const;

/** Media query for "this breakpoint and wider". */
const up = (name: Breakpoint) => `@media (min-width: ${breakpoints[name] + 1}px)`;

export const appTheme = {
  color,
  colorThemes,
  space,
  font,
  breakpoints,
  mq: { up },
  iconSizes,
  radius: { s: '2px', m: '4px', l: '8px', round: '999px' },
  shadow: { raised: '0 2px 8px rgba(0, 0, 0, 0.16)', overlay: '0 8px 32px rgba(0, 0, 0, 0.24)' },
  zIndex: { header: 100, flyout: 200, overlay: 1000, modal: 1100 },
  layout: { maxWidth: '1440px', headerHeight: '64px' },
} as const;

export type AppTheme = typeof appTheme;
