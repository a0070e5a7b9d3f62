import { flyoutClosed as navigationFlyoutClosed, selectOpenItem } from '../features/navigation';
import { legalTextClosed, selectLegalTextOpen } from '../features/promotions';
import { searchFlyoutClosed, selectSearchFlyoutOpen } from '../features/search';
import type { AppStartListening } from './hooks';
import { pageScrolled } from './platform';

/**
 * The header's overlays take turns: a navigation flyout that opens closes the search fly-out,
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
  // A banner's legal text closes on scroll down, and when a flyout or the navigation (the search
  // fly-out it shares its events with) opens (header-search-cart.md 4, "Banner legal text").
  startAppListening({
    predicate: (action, state, previous) =>
      selectLegalTextOpen(state) !== null &&
      ((pageScrolled.match(action) && state.platform.scroll.direction === 'down') ||
        (selectOpenItem(state) !== null && selectOpenItem(previous) === null) ||
        (selectSearchFlyoutOpen(state) && !selectSearchFlyoutOpen(previous))),
    effect: (_action, api) => {
      api.dispatch(legalTextClosed());
    },
  });
}
