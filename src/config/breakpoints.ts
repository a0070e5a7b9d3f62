/** Breakpoints in px (header-search-cart.md 9; the same list in newsletter-footer-preview.md 9). */
export const breakpoints = {
  xs: 374,
  s: 667,
  m: 767,
  l: 979,
  xl: 1023,
  xxl: 1279,
  '3xl': 1439,
  '4xl': 1919,
} as const;
export type Breakpoint = keyof typeof breakpoints;

/** Image breakpoints of the newsletter block: tablet image below 1024, a second at 767. */
export const imageBreakpoints = { tabletBelowPx: 1024, small: 767 } as const;

/** Platform thresholds: a width under the number gives the platform (first match wins). */
export const headerPlatformThresholds = [
  { below: 980, platform: 'MATCH' },
  { below: 1440, platform: 'TABLET' },
] as const;
export const footerPlatformThresholds = [
  { below: 768, platform: 'MATCH' },
  { below: 1280, platform: 'TABLET' },
] as const;
