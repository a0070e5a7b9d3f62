/**
 * Every service path, relative to the page's own origin (decision 2). Paths the documents do
 * not show carry decision 3's defaults; change them here and nowhere else.
 */
const newsletterBase = '/service/newsletter/api';
/** The newsletter form service path, under which the default images are served (2.1). */
const newsletterFormBase = '/service/newsletter/form';
const previewBase = '/service/preview/api';
/** The customer-info service's `serviceUrl` and `apiVersion` (decision 3). */
const customerInfoService = { serviceUrl: '/service/customer', apiVersion: 'v1' } as const;

export const endpoints = {
  personalData: '/service/customerfrontenddata/api/v1/psdata',
  promotion: (promotionId: string) => `/service/promotion/api/promotion/${encodeURIComponent(promotionId)}`,
  headerNavigation: '/service/header-backend/api/show',
  themeWorldNavigation: '/service/themeworld-frontend/api/themeworlds/navigation',
  cart: '/service/cart/api/cart',
  suggestions: '/service/searchfrontend/api/suggestions',
  searchCacheKey: '/service/searchfrontend/api/cachekey',
  newsletter: {
    privateBase: `${newsletterBase}/private`,
    internalBase: `${newsletterBase}/internal`,
    /** Relative to either base (newsletter-footer-preview.md 7). */
    subscribers: '/newsletter-subscribers',
    customerBaseData: '/customers/base-data',
    /** Not shown in the spec: the file names of the 400x300 desktop and 273x273 tablet images. */
    desktopImage: `${newsletterFormBase}/images/newsletter-desktop`,
    tabletImage: `${newsletterFormBase}/images/newsletter-tablet`,
  },
  abTestsAt: '/service/abtestfrontend/api/v1/gettestsat',
  abTestAssignment: '/service/abtestfrontend/api/v1/getassignment',
  login: '/service/login/api/v1/login',
  loginTokenRenew: '/service/login/api/v1/logintoken/renew',
  longTermToken: '/service/login/api/v1/longtermtoken',
  /** {serviceUrl}/{apiVersion}/customer-info/{loginId} (newsletter-footer-preview.md 7, decision 3). */
  customerInfo: (loginId: string) =>
    `${customerInfoService.serviceUrl}/${customerInfoService.apiVersion}/customer-info/${encodeURIComponent(loginId)}`,
  preview: {
    logout: `${previewBase}/auth/logout`,
    loginRenew: `${previewBase}/auth/login/renew`,
    checkAuth: `${previewBase}/auth/checkauth`,
    token: `${previewBase}/token`,
    cookie: `${previewBase}/cookie`,
  },
  contactRequests: '/service/contact/api/v1/contact-requests',
  footerLogos: '/service/footer-images/logos',
} as const;

/** Page paths the header and demo routes link to (header-search-cart.md 2). */
export const pagePaths = {
  home: '/',
  cart: '/service/cartfrontend/cart',
  storeFinder: '/service/storefinder/search',
  userMenu: '/usermenu',
  search: '/search',
  newsletter: '/subscribenewsletter',
  contact: '/contact',
  /** The demo checkout page, the reduced header's home. */
  checkout: '/checkout',
  /** The user menu's pages (header-search-cart.md 2 names them, not their paths: ours, see docs/decisions.md). */
  login: '/login',
  register: '/signup',
  myAccount: '/myaccount',
  orderOverview: '/orderhistory',
  watchlist: '/watchlist',
  cardPage: '/card',
  loyaltyBeans: '/beanaccount',
  mobilePlan: '/mobile',
  community: '/community',
  logout: '/logout',
  /** The demo's product page, where the mock catalogue's product view addresses lead. */
  product: '/p/:slug/:id',
} as const;

/**
 * Anti-forgery header (newsletter-footer-preview.md 7). The documents name the header, not its
 * value: its presence is the protection (a cross-site form cannot set a custom header), so it
 * carries a fixed marker.
 */
export const csrfHeader = { name: 'X-hunter-csrf', value: '1' } as const;
/** The header that carries the site code where a service asks for it. */
export const siteHeaderName = 'X-Hunter-Site';
/** The header that carries the LoginToken cookie's value (newsletter base data, customer info). */
export const loginTokenHeaderName = 'X-LoginToken';

/**
 * The newsletter client's own headers (newsletter-footer-preview.md 7). The spec says a
 * placeholder API key is sent without naming header or value: both are ours, kept here.
 */
export const newsletterHeaders = {
  originalAddress: 'X-Original-Address',
  loginToken: loginTokenHeaderName,
  apiKey: { name: 'X-Api-Key', value: 'newsletter-frontend-placeholder' },
} as const;
