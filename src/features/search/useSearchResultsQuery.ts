import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { selectSiteCode } from '../../app/platform';
import { normaliseSearchTerm } from './normaliseSearchTerm';
import { useGetSuggestionsQuery } from './searchApi';

/** How many products the results demo page asks for (ours: the spec has no results page). */
export const resultsPageProducts = 24;

/** The results page's request for a query: the page asks at once, the grid reads the same cache entry. */
export function useSearchResultsQuery(query: string) {
  const site = useAppSelector(selectSiteCode);
  const q = normaliseSearchTerm(query);
  return useGetSuggestionsQuery(q === '' ? skipToken : { q, site, maxProducts: resultsPageProducts });
}
