import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The search fly-out's state (header-search-cart.md 2, "Fly-out"): opened by the search icon and
 * by the navigation overlay's events, so it lives here where both reach it and DevTools shows it.
 * The typed text and the suggestions do not: the text is the input's, the answers are RTK Query's.
 */
export interface SearchState {
  flyoutOpen: boolean;
}

export const initialSearchState: SearchState = { flyoutOpen: false };

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    flyoutOpened(state) {
      state.flyoutOpen = true;
    },
    flyoutClosed(state) {
      state.flyoutOpen = false;
    },
    /** The shopper searched (or chose a suggestion): the fly-out has done its work. */
    searchSubmitted(state, _action: PayloadAction<{ href: string }>) {
      state.flyoutOpen = false;
    },
  },
  selectors: {
    selectSearchFlyoutOpen: (state) => state.flyoutOpen,
  },
});

export const { flyoutOpened, flyoutClosed, searchSubmitted } = searchSlice.actions;
export const { selectSearchFlyoutOpen } = searchSlice.selectors;
