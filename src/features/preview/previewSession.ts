import type { AppListenerApi } from '../../app/hooks';
import { timings } from '../../config/timings';
import { previewApi } from './previewApi';
import {
  previewAuthRefused,
  previewLoggedOut,
  previewLoginRenewalFailed,
  previewLoginRenewed,
  previewLogoutRequested,
  previewSessionStarted,
  selectPreviewPhase,
} from './previewSlice';

/**
 * A staff member's preview session, once the page found a preview cookie (newsletter-footer-preview.md
 * 2.4, 4, 7): the auth check; on SUCCESS the session starts and its login is renewed at once and then
 * every 5 minutes, until the staff member logs out (`previewLogoutRequested`, from the panel).
 * Part of the `preview` chunk, which shoppers without a preview cookie never load.
 */
export async function runPreviewSession(api: AppListenerApi): Promise<void> {
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
}

/**
 * Logs out at once, even while a renewal is on its way; its errors are only logged (spec 8): the
 * session ends on this page either way.
 */
export async function logOutOfPreview(api: AppListenerApi): Promise<void> {
  const logout = await api.dispatch(previewApi.endpoints.logoutPreview.initiate());
  if (logout.data?.status !== 'SUCCESS') console.warn('Preview: the logout failed', logout.error ?? logout.data);
  api.dispatch(previewLoggedOut());
}
