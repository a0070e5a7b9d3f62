export { platformSlice, initialPlatformState, pageScrolled } from './platformSlice';
export type { PlatformState } from './platformSlice';
export {
  selectSiteCode,
  selectSite,
  selectViewportWidth,
  selectHeaderPlatform,
  selectFooterPlatform,
  selectIsCrawler,
  selectScroll,
  selectDevice,
} from './platformSlice';
export type { LayoutPlatform } from './platform';
export { headerPlatformFor, footerPlatformFor, deviceClassFrom, isCrawler } from './platform';
export { watchScroll } from './watchScroll';
export { watchViewport } from './watchViewport';
