import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { greetingApi } from './greetingApi';
import type { LoginStatus, PersonalData } from './types';

/**
 * The visitor's login status (header-search-cart.md 4, "Login status"), derived from the personal
 * data when it loads: `UNKNOWN` until then, LOGGED_OUT when the load fails. LOGGED_IN and
 * REMEMBERED count as logged in.
 */
export interface LoginState {
  status: LoginStatus | 'UNKNOWN';
}

export const initialLoginState: LoginState = { status: 'UNKNOWN' };

const loadSettled = isAnyOf(
  greetingApi.endpoints.getPersonalData.matchFulfilled,
  greetingApi.endpoints.getPersonalData.matchRejected,
);

export const loginSlice = createSlice({
  name: 'login',
  initialState: initialLoginState,
  reducers: {
    /** Set from outside (a login on the page): the personal data cache is filled by the thunk. */
    personalDataSet(state, action: PayloadAction<PersonalData>) {
      state.status = action.payload.tracking.loginStatus;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(loadSettled, (state, action) => {
      if (greetingApi.endpoints.getPersonalData.matchFulfilled(action))
        state.status = action.payload.tracking.loginStatus;
      else if (!action.meta.condition && !action.meta.aborted) state.status = 'LOGGED_OUT';
    });
  },
  selectors: {
    selectLoginStatus: (state) => state.status,
    selectLoggedInOrRemembered: (state) => state.status === 'LOGGED_IN' || state.status === 'REMEMBERED',
  },
});

export const { personalDataSet } = loginSlice.actions;
export const { selectLoginStatus, selectLoggedInOrRemembered } = loginSlice.selectors;
