import type { Dispatch } from '@reduxjs/toolkit';
import { watchCartEvents } from '../features/cart';
import { watchSessionEvents } from '../features/session';
import { watchSearchEvents } from '../features/search';
import { watchScroll, watchViewport } from './platform';

/**
 * Every bridge from the window into the store, started once when the store is made for a page:
 * the viewport width, the scroll position, the cart's window and storage events, the navigation
 * overlay's events, the page's visibility and the shopper's activity (session renewal).
 * What the store does then never depends on which components are mounted (ARCHITECTURE.md).
 * Returns the function that stops them all (tests and stories call it when they are done).
 */
export function startWindowBridges(dispatch: Dispatch, target: Window = window): () => void {
  const stops = [
    watchViewport(dispatch, target),
    watchScroll(dispatch, target),
    watchCartEvents(dispatch, target),
    watchSearchEvents(dispatch),
    watchSessionEvents(dispatch, target),
  ];
  return () => stops.forEach((stop) => stop());
}
