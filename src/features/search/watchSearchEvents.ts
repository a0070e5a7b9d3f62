import type { Dispatch } from '@reduxjs/toolkit';
import { onWindowEvent } from '../../lib/windowEvents';
import { flyoutClosed, flyoutOpened } from './searchSlice';

/** The navigation overlay's window events open and close the search fly-out (header-search-cart.md 2). */
export function watchSearchEvents(dispatch: Dispatch): () => void {
  const stopOpen = onWindowEvent('navigation-overlay-open', () => dispatch(flyoutOpened()));
  const stopClose = onWindowEvent('navigation-overlay-close', () => dispatch(flyoutClosed()));
  return () => {
    stopOpen();
    stopClose();
  };
}
