export { platformSlice, initialPlatformState } from './platformSlice';
export type { PlatformState } from './platformSlice';
export {
  selectSiteCode,
  selectSite,
  selectViewportWidth,
  selectHeaderPlatform,
  selectFooterPlatform,
} from './platformSlice';
export { headerPlatformFor, footerPlatformFor, deviceClassFrom } from './platform';
export { watchViewport } from './watchViewport';
