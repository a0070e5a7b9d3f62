import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { ServiceContext } from '../api/baseApi';

/**
 * One listener middleware per store (not a module singleton), so every test's fresh store
 * has its own listeners. Features export `addXListeners(startAppListening)`; makeStore calls them.
 */
export function createAppListenerMiddleware(context: ServiceContext) {
  return createListenerMiddleware({ extra: context });
}
