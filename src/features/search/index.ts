export { searchSlice, flyoutClosed as searchFlyoutClosed, selectSearchFlyoutOpen } from './searchSlice';
export { watchSearchEvents } from './watchSearchEvents';
export type { SuggestionResponse } from './types';
export { HeaderSearch } from './components/HeaderSearch';
export { SearchBox, preloadSearchCombobox } from './components/SearchBox';
export { SearchResults } from './components/SearchResults';
export { loadRedirectTable } from './redirects';
