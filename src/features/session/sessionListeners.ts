import type { AppListenerApi, AppStartListening } from '../../app/hooks';
import { selectDevice } from '../../app/platform';
import { cookieNames } from '../../config/storage';
import { timings } from '../../config/timings';
import { readCookie } from '../../lib/cookies';
import { sessionLoginCookieMissing, sessionNotOnThisDevice, sessionWatchStarted } from '../login';

/** How often the login cookie is looked for while the page waits for it. */
const cookieLookMs = 500;

/**
 * The polling, the token's decoding and the login service's calls: a chunk of its own, asked for
 * only once a login cookie is there, so a visitor who is not logged in never loads it.
 */
const loadSession = () => import(/* webpackChunkName: "session" */ './sessionPolling');

/**
 * Session renewal polling (newsletter-footer-preview.md 4, 9), from `sessionWatchStarted` on: every
 * step ends in a named action, so the DevTools log of a cycle reads as the spec's states, and tests
 * drive it with fake timers. Not on phones and tablets; not without a login cookie within 10 s.
 */
export function addSessionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: sessionWatchStarted,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      // The device class comes from the platform cookie: phones and tablets renew on their own.
      if (selectDevice(api.getState()) !== 'CLASSIC') {
        api.dispatch(sessionNotOnThisDevice());
        return;
      }
      if (!(await waitForLoginCookie(api))) {
        api.dispatch(sessionLoginCookieMissing());
        return;
      }
      const { pollSession } = await loadSession();
      await pollSession(api);
    },
  });

  // The customer-info call (spec 7): on the client, once at start, only when both the login
  // token and the long-term token exist.
  startAppListening({
    actionCreator: sessionWatchStarted,
    effect: async (_action, api) => {
      const loginToken = readCookie(cookieNames.loginToken);
      if (!loginToken || !readCookie(cookieNames.longTermToken)) return;
      const { requestCustomerInfo } = await loadSession();
      await requestCustomerInfo(api, loginToken);
    },
  });
}

/** The login cookie, looked for up to 10 s (it may be set just after the page loads). */
async function waitForLoginCookie(api: AppListenerApi): Promise<boolean> {
  for (let waited = 0; ; waited += cookieLookMs) {
    if (readCookie(cookieNames.loginToken)) return true;
    if (waited >= timings.loginCookieWaitMs) return false;
    await api.delay(cookieLookMs);
  }
}
