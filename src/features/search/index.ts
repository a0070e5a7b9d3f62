export { searchSlice, flyoutClosed as searchFlyoutClosed, selectSearchFlyoutOpen } from './searchSlice';
export { watchSearchEvents } from './watchSearchEvents';
export type { SuggestionResponse } from './types';
export { HeaderSearch } from './components/HeaderSearch';
export { SearchBox } from './components/SearchBox';
export { SearchResults } from './components/SearchResults';
export { loadRedirectTable } from './redirects';
