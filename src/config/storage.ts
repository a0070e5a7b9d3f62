/** Cookie and local-storage names (newsletter-footer-preview.md 9, header-search-cart.md 3). */
export const cookieNames = {
  longTermToken: 'LongtermToken',
  loginToken: 'LoginToken',
  /** The spec names "a platform cookie" without its name; this is ours. */
  platform: 'platform',
  /** The staff's auth cookies (newsletter-footer-preview.md 6, 9): a request with one is never shared. */
  staffAuthToken: 'StaffAuthToken',
  cobraAuthToken: 'CobraAuthToken',
  nativeApp: 'xc-app',
  /** An affiliate visitor's cookie: the footer shows its reduced mode (spec 2.2). The spec names no cookie; ours. */
  affiliate: 'affiliate',
  /** The staff preview's token (header-search-cart.md 6): its presence makes promotions refetch. Ours: the spec names no cookie. */
  previewToken: 'PreviewToken',
  /**
   * The app banner was closed: a copy of the local-storage flag (header-search-cart.md 2), so the
   * server that renders the page knows it too and leaves the banner's space out. Ours.
   */
  appBannerClosed: 'appBannerClosed',
} as const;

export const storageKeys = {
  cart: 'cart',
  appBannerClosed: 'appBannerClosed',
  /** Per-session random id of search tracking (session storage). */
  searchSessionId: 'searchSessionId',
  /**
   * Search tracking (header-search-cart.md 7): the product page's view and add-to-basket events
   * read these to credit the search; each holds "<session id>_<product id>" of the last clicked tile.
   */
  searchProductView: 'searchTracking.productView',
  searchAddToBasket: 'searchTracking.addToBasket',
} as const;
