import type { AppThunk } from '../../app/hooks';
import { navigationApi } from './navigationApi';

/**
 * Both navigation services' answers in the store, for a host's render (header-search-cart.md 2,
 * issue 38): resolves once both calls have ended, answered or not. The answers stay in the store
 * (kept for the page's life); the caller ends the store. How long a render waits for them is the
 * host's to bound (src/app/server/sharedAnswers.ts).
 */
export const requestNavigation = (): AppThunk<Promise<void>> => async (dispatch) => {
  const requests = [
    dispatch(navigationApi.endpoints.getCategoryNavigation.initiate()),
    dispatch(navigationApi.endpoints.getThemeWorldNavigation.initiate()),
  ];
  try {
    await Promise.all(requests);
  } finally {
    for (const request of requests) request.unsubscribe();
  }
};
