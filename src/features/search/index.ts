export { searchSlice, flyoutClosed as searchFlyoutClosed, selectSearchFlyoutOpen } from './searchSlice';
export { watchSearchEvents } from './watchSearchEvents';
export type { SuggestionResponse } from './types';
export { HeaderSearch } from './components/HeaderSearch';
export { SearchBox, preloadSearchCombobox } from './components/SearchBox';
export { LazySearchResults } from './components/LazySearchResults';
export { awaitSearchResults } from './useSearchResultsQuery';
export { loadRedirectTable } from './redirects';
