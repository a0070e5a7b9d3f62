import { footerPlatformThresholds, headerPlatformThresholds } from '../../config/breakpoints';

/** Platform values of header-search-cart.md 3. */
export type LayoutPlatform = 'CLASSIC' | 'MATCH' | 'TABLET';
export type DeviceClass = 'CLASSIC' | 'SMARTPHONE' | 'TABLET';

const deviceClasses: readonly DeviceClass[] = ['CLASSIC', 'SMARTPHONE', 'TABLET'];

function fromThresholds(
  width: number,
  thresholds: readonly { readonly below: number; readonly platform: LayoutPlatform }[],
): LayoutPlatform {
  return thresholds.find(({ below }) => width < below)?.platform ?? 'CLASSIC';
}

/** Under 980 MATCH, under 1440 TABLET, else CLASSIC (header-search-cart.md 2). */
export const headerPlatformFor = (width: number) => fromThresholds(width, headerPlatformThresholds);

/** Under 768 MATCH, under 1280 TABLET, else CLASSIC (newsletter-footer-preview.md 9). */
export const footerPlatformFor = (width: number) => fromThresholds(width, footerPlatformThresholds);

/** The platform cookie's value; missing or unknown reads as CLASSIC. */
export function deviceClassFrom(cookieValue: string | undefined): DeviceClass {
  const value = cookieValue?.trim().toUpperCase();
  return deviceClasses.find((device) => device === value) ?? 'CLASSIC';
}

/**
 * Search bots get every flyout's content from the start (header-search-cart.md 2). The pattern
 * names the common crawlers; a browser's user agent contains none of these words.
 */
export const crawlerPattern =
  /bot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|ia_archiver|yandex|baiduspider/i;

export const isCrawler = (userAgent: string | undefined): boolean => crawlerPattern.test(userAgent ?? '');
