import { createSlice } from '@reduxjs/toolkit';

/**
 * The staff preview session (newsletter-footer-preview.md 2.4, 4 "Preview session", 6):
 * `off` until the page starts it; `checking` the staff login once a preview cookie is there;
 * `active` while the check said SUCCESS (the footer shows the panel), its login renewed on start
 * and every 5 minutes; `noCookie` or `notAuthorized` for everybody else; `loggingOut`, then
 * `loggedOut` once the staff member logged out.
 */
export type PreviewPhase = 'off' | 'checking' | 'noCookie' | 'notAuthorized' | 'active' | 'loggingOut' | 'loggedOut';

export interface PreviewState {
  phase: PreviewPhase;
  /** The last login renewal's outcome, null before the first. */
  lastRenewal: 'renewed' | 'failed' | null;
}

export const initialPreviewState: PreviewState = { phase: 'off', lastRenewal: null };

export const previewSlice = createSlice({
  name: 'preview',
  initialState: initialPreviewState,
  reducers: {
    /** The page starts the preview tool (once, at bootstrap). */
    previewWatchStarted(state) {
      state.phase = 'checking';
    },
    previewCookieMissing(state) {
      state.phase = 'noCookie';
    },
    /** The auth check failed or did not say SUCCESS: no panel. */
    previewAuthRefused(state) {
      state.phase = 'notAuthorized';
    },
    previewSessionStarted(state) {
      state.phase = 'active';
    },
    previewLoginRenewed(state) {
      state.lastRenewal = 'renewed';
    },
    /** Logged (console.warn); the next renewal comes in 5 minutes all the same. */
    previewLoginRenewalFailed(state) {
      state.lastRenewal = 'failed';
    },
    previewLogoutRequested(state) {
      state.phase = 'loggingOut';
    },
    /** The session is over, whatever the logout call answered (its errors are only logged). */
    previewLoggedOut(state) {
      state.phase = 'loggedOut';
    },
  },
  selectors: {
    selectPreviewPhase: (state) => state.phase,
    selectPreviewActive: (state) => state.phase === 'active',
  },
});

export const {
  previewWatchStarted,
  previewCookieMissing,
  previewAuthRefused,
  previewSessionStarted,
  previewLoginRenewed,
  previewLoginRenewalFailed,
  previewLogoutRequested,
  previewLoggedOut,
} = previewSlice.actions;
export const { selectPreviewPhase, selectPreviewActive } = previewSlice.selectors;
