import type { AppStartListening } from '../../app/hooks';
import { selectDevice } from '../../app/platform';
import { cookieNames } from '../../config/storage';
import { timings } from '../../config/timings';
import { readCookie } from '../../lib/cookies';
import { renewalCode, sessionCodes, stopsPolling, type SessionCode } from '../../lib/sessionCodes';
import {
  pageVisibilityChanged,
  selectSession,
  sessionCheckSkipped,
  sessionChecked,
  sessionLoginCookieMissing,
  sessionNotOnThisDevice,
  sessionPollingPaused,
  sessionPollingResumed,
  sessionPollingStarted,
  sessionPollingStopped,
  sessionWatchStarted,
} from './loginSlice';
import { sessionApi } from './sessionApi';

type ListenerApi = Parameters<Parameters<AppStartListening>[0]['effect']>[1];

/** How often the login cookie is looked for while the page waits for it. */
const cookieLookMs = 500;

/**
 * Session renewal polling (newsletter-footer-preview.md 4, 9), one listener from
 * `sessionWatchStarted` on: every step ends in a named action, so the DevTools log of a cycle reads
 * as the spec's states, and tests drive it with fake timers.
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
      api.dispatch(sessionPollingStarted());
      for (;;) {
        const hidden = await api.condition(
          (action) => pageVisibilityChanged.match(action) && !action.payload.visible,
          timings.sessionCheckIntervalMs,
        );
        if (hidden || !selectSession(api.getState()).visible) {
          // Paused while hidden; visible again, it checks at once.
          api.dispatch(sessionPollingPaused());
          await api.condition((action) => pageVisibilityChanged.match(action) && action.payload.visible);
          api.dispatch(sessionPollingResumed());
        } else if (!selectSession(api.getState()).activeSinceCheck) {
          api.dispatch(sessionCheckSkipped());
          continue;
        }
        const code = await checkSession(api);
        api.dispatch(sessionChecked({ code }));
        if (stopsPolling(code)) {
          api.dispatch(sessionPollingStopped());
          await api.dispatch(sessionApi.endpoints.requestLongTermToken.initiate());
          return;
        }
      }
    },
  });
}

/** The login cookie, looked for up to 10 s (it may be set just after the page loads). */
async function waitForLoginCookie(api: ListenerApi): Promise<boolean> {
  for (let waited = 0; ; waited += cookieLookMs) {
    if (readCookie(cookieNames.loginToken)) return true;
    if (waited >= timings.loginCookieWaitMs) return false;
    await api.delay(cookieLookMs);
  }
}

/** One check: 4 or 5 from the token's times, else the renewal call's answer (decision 5); 3 without a token. */
async function checkSession(api: ListenerApi): Promise<SessionCode> {
  const token = readCookie(cookieNames.loginToken);
  if (!token) return sessionCodes.other;
  // Decoding the token (jwt-decode, valibot) is a chunk of its own, asked for at the first check.
  const { InvalidLoginTokenError, loginTokenClaims, sessionCheck } = await import(
    /* webpackChunkName: "session" */ '../../lib/loginToken'
  );
  let found;
  try {
    found = sessionCheck(loginTokenClaims(token), Date.now());
  } catch (error) {
    if (error instanceof InvalidLoginTokenError) return sessionCodes.other;
    throw error;
  }
  if (found !== 'renewable') return found;
  const renewal = await api.dispatch(sessionApi.endpoints.renewLoginToken.initiate());
  return renewalCode(renewal.data);
}
