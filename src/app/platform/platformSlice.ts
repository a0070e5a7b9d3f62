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
}

export const initialPlatformState: PlatformState = {
  site: defaultSiteCode,
  // A desktop width until the first measurement: the bundle's first paint is the classic one.
  viewportWidth: 1440,
  device: 'CLASSIC',
};

export const platformSlice = createSlice({
  name: 'platform',
  initialState: initialPlatformState,
  reducers: {
    /** Dispatched once the window has been quiet for the resize debounce. */
    viewportResized(state, action: PayloadAction<number>) {
      state.viewportWidth = action.payload;
    },
  },
  selectors: {
    selectSiteCode: (state) => state.site,
    selectSite: (state) => sites[state.site],
    selectViewportWidth: (state) => state.viewportWidth,
    selectHeaderPlatform: (state) => headerPlatformFor(state.viewportWidth),
    selectFooterPlatform: (state) => footerPlatformFor(state.viewportWidth),
  },
});

export const { viewportResized } = platformSlice.actions;
export const { selectSiteCode, selectSite, selectViewportWidth, selectHeaderPlatform, selectFooterPlatform } =
  platformSlice.selectors;
