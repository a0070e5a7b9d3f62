import { flyoutClosed as navigationFlyoutClosed, selectOpenItem } from '../features/navigation';
import { searchFlyoutClosed, selectSearchFlyoutOpen } from '../features/search';
import type { AppStartListening } from './hooks';

/**
 * The header's two overlays take turns: a navigation flyout that opens closes the search fly-out,
 * and the search fly-out that opens (by its icon or the `navigation-overlay-open` event) closes
 * the navigation flyout. The app wires it, so neither feature knows the other.
 */
export function addOverlayListeners(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (_action, state, previous) => selectOpenItem(state) !== null && selectOpenItem(previous) === null,
    effect: (_action, api) => {
      if (selectSearchFlyoutOpen(api.getState())) api.dispatch(searchFlyoutClosed());
    },
  });
  startAppListening({
    predicate: (_action, state, previous) => selectSearchFlyoutOpen(state) && !selectSearchFlyoutOpen(previous),
    effect: (_action, api) => {
      if (api.getState().flyout.status !== 'closed') api.dispatch(navigationFlyoutClosed());
    },
  });
}
