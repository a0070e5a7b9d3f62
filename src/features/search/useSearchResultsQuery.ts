import { skipToken } from '@reduxjs/toolkit/query/react';
import type { AppThunk } from '../../app/hooks';
import { useAppSelector } from '../../app/hooks';
import { selectSiteCode } from '../../app/platform';
import type { SiteCode } from '../../config/sites';
import { normaliseSearchTerm } from './normaliseSearchTerm';
import { searchApi, useGetSuggestionsQuery } from './searchApi';

/** How many products the results demo page asks for (ours: the spec has no results page). */
export const resultsPageProducts = 24;

/** The results page's request for a query, or none for an empty query: one cache entry per query. */
function resultsArgs(query: string, site: SiteCode) {
  const q = normaliseSearchTerm(query);
  return q === '' ? skipToken : { q, site, maxProducts: resultsPageProducts };
}

/** The results page's request for a query: the page asks at once, the grid reads the same cache entry. */
export function useSearchResultsQuery(query: string) {
  const site = useAppSelector(selectSiteCode);
  return useGetSuggestionsQuery(resultsArgs(query, site));
}

/**
 * The server's render of the results page waits for the query's results, for `waitMs` at most,
 * so that they are in its HTML (and in the data the browser's store takes over). Results that come
 * later are the browser's to show: the page renders its loader meanwhile, as the browser would.
 */
export const awaitSearchResults =
  ({ query, waitMs }: { query: string; waitMs: number }): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const args = resultsArgs(query, getState().platform.site);
    if (args === skipToken) return;
    const request = dispatch(searchApi.endpoints.getSuggestions.initiate(args));
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([request, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    } finally {
      clearTimeout(timer);
      request.unsubscribe();
    }
  };
