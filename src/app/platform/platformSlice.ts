import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultSiteCode, sites, type SiteCode } from '../../config/sites';
import { footerPlatformFor, headerPlatformFor, type DeviceClass } from './platform';

/**
 * What the page is and where it is shown. Only inputs are stored (the site, the viewport's
 * width, the device cookie); header and footer platforms are derived by selectors.
 */
export interface PlatformState {
  site: SiteCode;
  viewportWidth: number;
  device: DeviceClass;
  /** The visitor's user agent names a search bot: every flyout is in the document from the start. */
  crawler: boolean;
  /** Where the page was scrolled to and which way, once scrolling rested for the debounce. */
  scroll: { y: number; direction: 'up' | 'down' };
  /** The visitor's user agent (the app banner's browser). The server reads it from the request. */
  userAgent: string;
  /** The native app's cookie is set: the page is shown inside the app. */
  nativeApp: boolean;
  /** The app banner's dismissal cookie (the copy of the local-storage flag that a server can read). */
  appBannerClosed: boolean;
  /**
   * The page's origin (`https://www.example.de`): links to it stay paths. The browser reads it
   * from its address, the server from the request.
   */
  origin: string;
  /**
   * The page is rendered for any visitor, not for a request (the build's prerendered pages,
   * scripts/prerender.ts): what the user agent and cookies decide is left to the page's head
   * script and the browser (the app banner: `earlyAppBannerScript`).
   */
  anyVisitor: boolean;
}

export const initialPlatformState: PlatformState = {
  site: defaultSiteCode,
  // A desktop width until the first measurement: the bundle's first paint is the classic one.
  viewportWidth: 1440,
  device: 'CLASSIC',
  crawler: false,
  scroll: { y: 0, direction: 'up' },
  userAgent: '',
  nativeApp: false,
  appBannerClosed: false,
  // Until a page's own is known: jsdom's, for tests and stories.
  origin: 'http://localhost',
  anyVisitor: false,
};

export const platformSlice = createSlice({
  name: 'platform',
  initialState: initialPlatformState,
  reducers: {
    /** Dispatched once the window has been quiet for the resize debounce. */
    viewportResized(state, action: PayloadAction<number>) {
      state.viewportWidth = action.payload;
    },
    /** Dispatched once scrolling has rested for the scroll debounce (header-search-cart.md 9). */
    pageScrolled(state, action: PayloadAction<number>) {
      const y = Math.max(0, action.payload);
      if (y !== state.scroll.y) state.scroll = { y, direction: y > state.scroll.y ? 'down' : 'up' };
    },
  },
  selectors: {
    selectSiteCode: (state) => state.site,
    selectSite: (state) => sites[state.site],
    selectViewportWidth: (state) => state.viewportWidth,
    selectHeaderPlatform: (state) => headerPlatformFor(state.viewportWidth),
    selectFooterPlatform: (state) => footerPlatformFor(state.viewportWidth),
    selectIsCrawler: (state) => state.crawler,
    selectScroll: (state) => state.scroll,
    selectDevice: (state) => state.device,
    selectUserAgent: (state) => state.userAgent,
    selectNativeApp: (state) => state.nativeApp,
    selectAppBannerClosed: (state) => state.appBannerClosed,
    selectPageOrigin: (state) => state.origin,
    selectAnyVisitor: (state) => state.anyVisitor,
  },
});

export const { viewportResized, pageScrolled } = platformSlice.actions;
export const {
  selectSiteCode,
  selectSite,
  selectViewportWidth,
  selectHeaderPlatform,
  selectFooterPlatform,
  selectIsCrawler,
  selectScroll,
  selectDevice,
  selectUserAgent,
  selectNativeApp,
  selectAppBannerClosed,
  selectPageOrigin,
  selectAnyVisitor,
} = platformSlice.selectors;
