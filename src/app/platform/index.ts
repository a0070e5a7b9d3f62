export { platformSlice, initialPlatformState, pageScrolled } from './platformSlice';
export type { PlatformState } from './platformSlice';
export {
  selectSiteCode,
  selectSite,
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
} from './platformSlice';
export type { LayoutPlatform } from './platform';
export { headerPlatformFor, footerPlatformFor, deviceClassFrom } from './platform';
export { platformOfRequest, type PageRequest } from './request';
export { watchScroll } from './watchScroll';
export { watchViewport } from './watchViewport';
