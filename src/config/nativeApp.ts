/**
 * The shop's native app (header-search-cart.md 2, "App-install banner"). The spec gives the
 * rating (5 stars, 89k) but not the app's store entries: these are configuration, to be replaced
 * by the real ids.
 */
export const nativeApp = {
  rating: { value: 5, count: '89k' },
  /** The App Store id, for the smart-app-banner meta tag on iOS Safari. */
  iosAppId: '000000000',
  storeLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.shop.app',
    ios: 'https://apps.apple.com/app/id000000000',
  },
} as const;
