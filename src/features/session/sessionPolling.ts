import type { AppListenerApi } from '../../app/hooks';
import { cookieNames } from '../../config/storage';
import { timings } from '../../config/timings';
import { readCookie } from '../../lib/cookies';
import { InvalidLoginTokenError, loginTokenClaims, sessionCheck } from '../../lib/loginToken';
import { renewalCode, sessionCodes, stopsPolling, type SessionCode } from '../../lib/sessionCodes';
import {
  pageVisibilityChanged,
  selectSession,
  sessionCheckSkipped,
  sessionChecked,
  sessionCustomerInfoRequested,
  sessionPollingPaused,
  sessionPollingResumed,
  sessionPollingStarted,
  sessionPollingStopped,
} from '../login';
import { sessionApi } from './sessionApi';

/**
 * The part of session renewal that a page with a login needs (the `session` chunk, with the
 * token's decoding and the login service's calls): polling every 3 minutes while the page is
 * visible and the shopper active, until a code of 1, 3 or 5 stops it (newsletter-footer-preview.md 4).
 */
export async function pollSession(api: AppListenerApi): Promise<void> {
  api.dispatch(sessionPollingStarted());
  for (;;) {
    // A page opened in a background tab is hidden from the start: it pauses at once, and checks
    // as soon as it is first shown.
    const hidden =
      !selectSession(api.getState()).visible ||
      (await api.condition(
        (action) => pageVisibilityChanged.match(action) && !action.payload.visible,
        timings.sessionCheckIntervalMs,
      ));
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
}

/** The token's claims, or undefined for a token that does not decode: no login (spec 5, 8). */
function claimsOf(token: string) {
  try {
    return loginTokenClaims(token);
  } catch (error) {
    if (error instanceof InvalidLoginTokenError) return undefined;
    throw error;
  }
}

/** One check: 4 or 5 from the token's times, else the renewal call's answer (decision 5); 3 without a token. */
async function checkSession(api: AppListenerApi): Promise<SessionCode> {
  const token = readCookie(cookieNames.loginToken);
  const claims = token ? claimsOf(token) : undefined;
  if (!claims) return sessionCodes.other;
  const found = sessionCheck(claims, Date.now());
  if (found !== 'renewable') return found;
  const renewal = await api.dispatch(sessionApi.endpoints.renewLoginToken.initiate());
  return renewalCode(renewal.data ?? undefined);
}

/** The customer-info call for the login token's `lid` (spec 7); nothing for a token that does not decode. */
export async function requestCustomerInfo(api: AppListenerApi, loginToken: string): Promise<void> {
  const claims = claimsOf(loginToken);
  if (!claims) return;
  api.dispatch(sessionCustomerInfoRequested());
  await api.dispatch(sessionApi.endpoints.requestCustomerInfo.initiate({ loginId: claims.lid, loginToken }));
}
