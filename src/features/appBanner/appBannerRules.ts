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
}

/**
 * The banner shows only on Android or in Chrome on iOS, only without the native-app cookie, not in
 * the reduced header and not once dismissed. Safari on iOS gets the smart-app-banner meta tag
 * instead (the operating system draws that banner), on the same conditions.
 */
export function appBannerKind({ browser, nativeApp, reducedHeader, dismissed }: AppBannerSituation) {
  if (nativeApp || reducedHeader || dismissed) return 'none';
  if (browser === 'android' || browser === 'iosChrome') return 'banner';
  if (browser === 'iosSafari') return 'smartAppBannerMeta';
  return 'none';
}
