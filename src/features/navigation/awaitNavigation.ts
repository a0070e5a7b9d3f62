import type { AppThunk } from '../../app/hooks';
import { loadFlyoutChunk } from './flyoutChunk';
import { navigationApi } from './navigationApi';

/**
 * The whole navigation before a crawler's page renders (header-search-cart.md 2, "Crawlers
 * identifying as search bots receive pre-rendered flyouts"): both services' answers and the
 * flyouts' chunk, so that the server's HTML has every flyout with its links. Waits `waitMs` at
 * most: an answer that is later is called off, so it cannot land in the store while the page
 * renders (the HTML would have the default bar, the server's data the answer); that bar stays in
 * the HTML, and a crawler that runs scripts asks again.
 */
export const awaitNavigation =
  ({ waitMs }: { waitMs: number }): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const requests = [
      dispatch(navigationApi.endpoints.getCategoryNavigation.initiate()),
      dispatch(navigationApi.endpoints.getThemeWorldNavigation.initiate()),
    ];
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        Promise.all([...requests, loadFlyoutChunk().catch(() => undefined)]),
        new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
      ]);
    } finally {
      clearTimeout(timer);
      for (const request of requests) {
        // Called off when still on its way; an answered one stays (the render's subscription keeps it).
        request.abort();
        request.unsubscribe();
      }
    }
  };
