import { lazy } from 'react';
import { useSearchResultsQuery } from '../useSearchResultsQuery';

const SearchResultsChunk = lazy(() =>
  import(/* webpackChunkName: "search-results" */ './SearchResults').then((chunk) => ({
    default: chunk.SearchResults,
  })),
);

/**
 * The results grid, a chunk of its own ("search-results"): only the results page needs it, so it
 * stays out of every other page's first load (issue 16). The results' request goes out at once,
 * beside the chunk's download; the grid reads the same cache entry. Render it inside Suspense.
 */
export function LazySearchResults(props: { query: string; held?: boolean }) {
  useSearchResultsQuery(props.query);
  return <SearchResultsChunk {...props} />;
}
