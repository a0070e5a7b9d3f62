import type { AppStartListening } from '../../app/hooks';
import { cookieNames } from '../../config/storage';
import { timings } from '../../config/timings';
import { readCookie } from '../../lib/cookies';
import { previewApi } from './previewApi';
import {
  previewAuthRefused,
  previewCookieMissing,
  previewLoggedOut,
  previewLoginRenewalFailed,
  previewLoginRenewed,
  previewLogoutRequested,
  previewSessionStarted,
  previewWatchStarted,
  selectPreviewPhase,
} from './previewSlice';

/**
 * The staff preview session (newsletter-footer-preview.md 2.4, 4, 7), every step a named action:
 * with a preview cookie, the auth check; on SUCCESS the session starts and its login is renewed
 * at once and then every 5 minutes, until the staff member logs out.
 */
export function addPreviewListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: previewWatchStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      if (readCookie(cookieNames.previewToken) === undefined) {
        api.dispatch(previewCookieMissing());
        return;
      }
      const check = await api.dispatch(previewApi.endpoints.checkPreviewAuth.initiate());
      if (check.data?.status !== 'SUCCESS') {
        api.dispatch(previewAuthRefused());
        return;
      }
      api.dispatch(previewSessionStarted());
      const stillActive = () => selectPreviewPhase(api.getState()) === 'active';
      while (stillActive()) {
        const renewal = await api.dispatch(previewApi.endpoints.renewPreviewLogin.initiate());
        // A renewal answered after the logout says nothing about a session that is over.
        if (!stillActive()) return;
        if (renewal.data?.status === 'SUCCESS') api.dispatch(previewLoginRenewed());
        else {
          console.warn('Preview: the login renewal failed; next try in 5 minutes', renewal.error ?? renewal.data);
          api.dispatch(previewLoginRenewalFailed());
        }
        await api.condition(previewLogoutRequested.match, timings.previewRenewalIntervalMs);
      }
    },
  });

  startAppListening({
    actionCreator: previewLogoutRequested,
    effect: async (_action, api) => {
      const logout = await api.dispatch(previewApi.endpoints.logoutPreview.initiate());
      // Logout errors are only logged (spec 8): the session ends on this page either way.
      if (logout.data?.status !== 'SUCCESS') console.warn('Preview: the logout failed', logout.error ?? logout.data);
      api.dispatch(previewLoggedOut());
    },
  });
}
