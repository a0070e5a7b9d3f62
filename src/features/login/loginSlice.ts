import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionCode } from '../../lib/sessionCodes';
import { greetingApi, type LoginStatus, type PersonalData } from '../greeting';

/**
 * The visitor's login status (header-search-cart.md 4, "Login status"), derived from the personal
 * data when it loads: `UNKNOWN` until then, LOGGED_OUT when the load fails. LOGGED_IN and
 * REMEMBERED count as logged in.
 */
export interface LoginState {
  status: LoginStatus | 'UNKNOWN';
  session: SessionState;
}

/**
 * Session renewal polling (newsletter-footer-preview.md 4): `off` until the page starts it, then
 * waiting for the login cookie, polling every 3 minutes, paused while the page is hidden, and at
 * last stopped (codes 1, 3, 5), without a login cookie, or not for this device class.
 */
export type SessionPhase =
  'off' | 'waitingForCookie' | 'polling' | 'paused' | 'stopped' | 'noLoginCookie' | 'notOnThisDevice';

export interface SessionState {
  phase: SessionPhase;
  /** The last check's result code, 0 to 5. */
  lastCode: SessionCode | null;
  /** Whether the shopper did anything (pointer, key, scroll) since the last check. */
  activeSinceCheck: boolean;
  visible: boolean;
}

export const initialSessionState: SessionState = {
  phase: 'off',
  lastCode: null,
  activeSinceCheck: false,
  visible: true,
};

export const initialLoginState: LoginState = { status: 'UNKNOWN', session: initialSessionState };

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
    /** The page starts session renewal (once, at bootstrap). */
    sessionWatchStarted(state) {
      state.session.phase = 'waitingForCookie';
    },
    sessionNotOnThisDevice(state) {
      state.session.phase = 'notOnThisDevice';
    },
    /** No LoginToken cookie within 10 s: nobody is logged in, nothing to renew. */
    sessionLoginCookieMissing(state) {
      state.session.phase = 'noLoginCookie';
    },
    sessionPollingStarted(state) {
      state.session.phase = 'polling';
    },
    userActivitySeen(state) {
      state.session.activeSinceCheck = true;
    },
    pageVisibilityChanged(state, action: PayloadAction<{ visible: boolean }>) {
      state.session.visible = action.payload.visible;
    },
    sessionPollingPaused(state) {
      state.session.phase = 'paused';
    },
    sessionPollingResumed(state) {
      state.session.phase = 'polling';
    },
    /** Three minutes without the shopper doing anything: no check this time. */
    sessionCheckSkipped() {},
    sessionChecked(state, action: PayloadAction<{ code: SessionCode }>) {
      state.session.lastCode = action.payload.code;
      state.session.activeSinceCheck = false;
    },
    sessionPollingStopped(state) {
      state.session.phase = 'stopped';
    },
    /** Both the login token and the long-term token are there: the customer info is asked for. */
    sessionCustomerInfoRequested() {},
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
    selectSession: (state) => state.session,
  },
});

export const {
  personalDataSet,
  sessionWatchStarted,
  sessionNotOnThisDevice,
  sessionLoginCookieMissing,
  sessionPollingStarted,
  userActivitySeen,
  pageVisibilityChanged,
  sessionPollingPaused,
  sessionPollingResumed,
  sessionCheckSkipped,
  sessionChecked,
  sessionPollingStopped,
  sessionCustomerInfoRequested,
} = loginSlice.actions;
export const { selectLoginStatus, selectLoggedInOrRemembered, selectSession } = loginSlice.selectors;
