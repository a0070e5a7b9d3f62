/** Cookie and local-storage names (newsletter-footer-preview.md 9, header-search-cart.md 3). */
export const cookieNames = {
  longTermToken: 'LongtermToken',
  loginToken: 'LoginToken',
  /** The spec names "a platform cookie" without its name; this is ours. */
  platform: 'platform',
  staffAuthToken: 'StaffAuthToken',
  cobraAuthToken: 'CobraAuthToken',
  nativeApp: 'xc-app',
} as const;

export const storageKeys = {
  cart: 'cart',
  appBannerClosed: 'appBannerClosed',
} as const;
