import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/hooks';
import { timings } from '../../config/timings';
import { flyoutClosed, itemClicked, itemHovered, itemToggledByKey, openDelayElapsed, pointerLeft } from './flyoutSlice';
import { navigationApi } from './navigationApi';

/** The flyout's open delay, and the log of a failed navigation fetch (header-search-cart.md 4, 8). */
export function addNavigationListeners(startAppListening: AppStartListening) {
  // Hover or click: the chosen item opens after 300 ms, unless the shopper chose otherwise first.
  // Whatever the shopper does next cancels a running delay, so only the last choice opens.
  startAppListening({
    matcher: isAnyOf(itemHovered, itemClicked, itemToggledByKey, pointerLeft, flyoutClosed),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const { status, item } = api.getState().flyout;
      if (status !== 'pending' || item === null || !isAnyOf(itemHovered, itemClicked)(action)) return;
      await api.delay(timings.flyoutOpenDelayMs);
      api.dispatch(openDelayElapsed(item));
    },
  });

  // header-search-cart.md 8: a failed navigation fetch is logged; the default navigation stays.
  for (const endpoint of [
    navigationApi.endpoints.getCategoryNavigation,
    navigationApi.endpoints.getThemeWorldNavigation,
  ]) {
    startAppListening({
      matcher: endpoint.matchRejected,
      effect: (action) => {
        if (action.meta.condition || action.meta.aborted) return;
        console.warn(`${endpoint.name} failed; the default navigation stays`, action.payload ?? action.error);
      },
    });
  }
}
