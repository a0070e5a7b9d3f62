import type { AppStartListening } from '../../app/hooks';
import { cookieNames } from '../../config/storage';
import { readCookie } from '../../lib/cookies';
import { previewCookieMissing, previewLogoutRequested, previewWatchStarted } from './previewSlice';

/** The session's calls and steps: the `preview` chunk, which only a page with a preview cookie loads. */
const loadSession = () => import(/* webpackChunkName: "preview" */ './previewSession');

/**
 * The staff preview session (newsletter-footer-preview.md 2.4, 4, 7), every step a named action:
 * without a preview cookie it ends at once; with one, the `preview` chunk (which shoppers never
 * load) checks the staff login, renews it every 5 minutes, and logs out when asked.
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
      const { runPreviewSession } = await loadSession();
      await runPreviewSession(api);
    },
  });

  startAppListening({
    actionCreator: previewLogoutRequested,
    effect: async (_action, api) => {
      const { logOutOfPreview } = await loadSession();
      await logOutOfPreview(api);
    },
  });
}
