import { androidPattern } from '../../config/nativeApp';

/** Which mobile browser the visitor has, as far as the app banner cares (header-search-cart.md 2). */
export type MobileBrowser = 'android' | 'iosChrome' | 'iosSafari' | 'other';

export function mobileBrowserOf(userAgent: string): MobileBrowser {
  if (androidPattern.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return /CriOS/i.test(userAgent) ? 'iosChrome' : 'iosSafari';
  return 'other';
}

export interface AppBannerSituation {
  readonly browser: MobileBrowser;
  /** The native app's cookie is set: the page is shown inside the app. */
  readonly nativeApp: boolean;
  /** The reduced header (checkout) shows no banner. */
  readonly reducedHeader: boolean;
  /** Closed before (local storage). */
  readonly dismissed: boolean;
  /**
   * A page rendered for any visitor (the build's prerender): it carries the Android bar, which
   * its head script shows or not before the first paint (src/app/server/earlyAppBanner.ts).
   */
  readonly anyVisitor?: boolean;
}

/**
 * The banner shows only on Android or in Chrome on iOS, only without the native-app cookie, not in
 * the reduced header and not once dismissed. Safari on iOS gets the smart-app-banner meta tag
 * instead (the operating system draws that banner), on the same conditions. A page for any
 * visitor has the bar wherever the header is the full one.
 */
export function appBannerKind({ browser, nativeApp, reducedHeader, dismissed, anyVisitor }: AppBannerSituation) {
  if (nativeApp || reducedHeader || dismissed) return 'none';
  if (anyVisitor || browser === 'android' || browser === 'iosChrome') return 'banner';
  if (browser === 'iosSafari') return 'smartAppBannerMeta';
  return 'none';
}
