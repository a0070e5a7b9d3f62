export { platformSlice, initialPlatformState, viewportResized } from './platformSlice';
export type { PlatformState } from './platformSlice';
export {
  selectSiteCode,
  selectSite,
  selectLocale,
  selectDevice,
  selectViewportWidth,
  selectHeaderPlatform,
  selectFooterPlatform,
} from './platformSlice';
export { headerPlatformFor, footerPlatformFor, deviceClassFrom } from './platform';
export type { LayoutPlatform, DeviceClass } from './platform';
export { watchViewport } from './watchViewport';
