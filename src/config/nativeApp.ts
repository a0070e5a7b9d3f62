/**
 * The shop's native app (header-search-cart.md 2, "App-install banner"). The spec gives the
 * rating (5 stars, 89k) but not the app's store entries: these are configuration, to be replaced
 * by the real ids. The number of ratings is a number: each shop writes it in its own compact form
 * (issue 46; "89k" is English shorthand).
 */
export const nativeApp = {
  rating: { value: 5, count: 89_000 },
  /** The App Store id, for the smart-app-banner meta tag on iOS Safari. */
  iosAppId: '000000000',
  storeLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.shop.app',
    ios: 'https://apps.apple.com/app/id000000000',
  },
} as const;

/** An Android phone's or tablet's user agent: the app banner's rules and the page head's early script. */
export const androidPattern = /Android/i;

/**
 * What the head script of a page prerendered for any visitor sets on `<html>` when an Android
 * phone is to see the app banner at once (src/app/server/earlyAppBanner.ts).
 */
export const earlyAppBannerAttribute = 'data-app-banner';
