import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import {
  customerInfoCalls,
  loginRenewCalls,
  longTermTokenCalls,
  longTermTokenHeaders,
} from '../../../mocks/handlers/login';
import { setScenario } from '../../../mocks/scenarios';
import { initialPlatformState, type PlatformState } from '../../../src/app/platform';
import { makeStore } from '../../../src/app/store';
import { cookieNames } from '../../../src/config/storage';
import { pageVisibilityChanged, sessionWatchStarted, userActivitySeen } from '../../../src/features/login';
import { watchSessionEvents } from '../../../src/features/session';

const minute = 60_000;
const start = Date.UTC(2026, 10, 25, 12, 0, 0);

/** An unsigned JWT as the login service sets it, times in seconds from `start`. */
const loginToken = ({ renIn, expIn }: { renIn: number; expIn: number }) =>
  ['{"alg":"HS256"}', JSON.stringify({ lid: 'L-4711', ren: start / 1000 + renIn, exp: start / 1000 + expIn })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('sig')
    .join('.');

const setLoginCookie = (token: string) => {
  document.cookie = `${cookieNames.loginToken}=${token}; path=/`;
};

/** The session's steps as Redux DevTools lists them, with each check's code. */
function startSession(device: PlatformState['device'] = 'CLASSIC') {
  const steps: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    const { type, payload } = action as UnknownAction & { payload?: { code?: number } };
    if (type.startsWith('login/session'))
      steps.push(payload?.code === undefined ? type.slice(6) : `${type.slice(6)} ${payload.code}`);
    return next(action);
  };
  const store = makeStore({ platform: { ...initialPlatformState, device } }, { middleware: [recorder] });
  store.dispatch(sessionWatchStarted());
  return { store, steps };
}

beforeEach(() => {
  jest.useFakeTimers({ now: start });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('session renewal polling (newsletter-footer-preview.md 4, decision 5)', () => {
  it('renews a renewable login every 3 minutes while the shopper is active: 201 is 0, polling goes on', async () => {
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    const { store, steps } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(loginRenewCalls()).toBe(1);
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(loginRenewCalls()).toBe(2);
    expect(steps).toEqual(['sessionWatchStarted', 'sessionPollingStarted', 'sessionChecked 0', 'sessionChecked 0']);
    expect(longTermTokenCalls()).toBe(0);
  });

  it('sends nothing before the renewal time: 4, and polling goes on', async () => {
    setLoginCookie(loginToken({ renIn: 30 * 60, expIn: 3600 }));
    const { store, steps } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(steps.at(-1)).toBe('sessionChecked 4');
    expect(loginRenewCalls()).toBe(0);
  });

  it.each([
    ['ok', 1],
    ['unauthorized', 3],
  ])('stops on a renewal answered %s (%i) and asks for the long-term token once', async (scenario, code) => {
    setScenario('loginRenew', scenario);
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    const { store, steps } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(steps.slice(-2)).toEqual([`sessionChecked ${code}`, 'sessionPollingStopped']);
    expect(longTermTokenCalls()).toBe(1);
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(loginRenewCalls()).toBe(1);
    expect(store.getState().login.session.phase).toBe('stopped');
  });

  it('goes on after a server error: 2', async () => {
    setScenario('loginRenew', 'serverError');
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    const { store, steps } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(steps.at(-1)).toBe('sessionChecked 2');
    expect(store.getState().login.session.phase).toBe('polling');
  });

  it('stops on an expired login without asking to renew it: 5, then the long-term token', async () => {
    setLoginCookie(loginToken({ renIn: -120, expIn: 60 }));
    const { store, steps } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(steps.slice(-2)).toEqual(['sessionChecked 5', 'sessionPollingStopped']);
    expect(loginRenewCalls()).toBe(0);
    expect(longTermTokenCalls()).toBe(1);
  });

  it('asks for the long-term token with the long-term-token helper: its cookie in a header of that name', async () => {
    document.cookie = `${cookieNames.longTermToken}=lt-4711; path=/`;
    setLoginCookie(loginToken({ renIn: -120, expIn: 60 }));
    const { store } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    document.cookie = `${cookieNames.longTermToken}=; path=/; max-age=0`;
    expect(longTermTokenHeaders()).toEqual([{ longTermToken: 'lt-4711', antiForgery: '1' }]);
  });

  it('reads a token that does not decode as no login: 3, stopped', async () => {
    setLoginCookie('not-a-jwt');
    const { store, steps } = startSession();
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(steps.slice(-2)).toEqual(['sessionChecked 3', 'sessionPollingStopped']);
    expect(loginRenewCalls()).toBe(0);
  });

  it('skips the check when the shopper did nothing for 3 minutes', async () => {
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    const { steps } = startSession();
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(steps.at(-1)).toBe('sessionCheckSkipped');
    expect(loginRenewCalls()).toBe(0);
  });

  it('pauses while the page is hidden and checks at once when it is visible again', async () => {
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    const { store, steps } = startSession();
    await jest.advanceTimersByTimeAsync(minute);
    store.dispatch(pageVisibilityChanged({ visible: false }));
    await jest.advanceTimersByTimeAsync(20 * minute);
    expect(loginRenewCalls()).toBe(0);
    expect(store.getState().login.session.phase).toBe('paused');

    store.dispatch(pageVisibilityChanged({ visible: true }));
    await jest.advanceTimersByTimeAsync(0);
    expect(loginRenewCalls()).toBe(1);
    expect(steps.slice(-3)).toEqual(['sessionPollingPaused', 'sessionPollingResumed', 'sessionChecked 0']);
  });

  it.each(['SMARTPHONE', 'TABLET'] as const)('does not poll on %s', async (device) => {
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    const { store, steps } = startSession(device);
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(steps).toEqual(['sessionWatchStarted', 'sessionNotOnThisDevice']);
    expect(loginRenewCalls()).toBe(0);
  });

  it('waits up to 10 s for the login cookie: one set after 4 s starts polling', async () => {
    const { store, steps } = startSession();
    await jest.advanceTimersByTimeAsync(4_000);
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(steps).toEqual(['sessionWatchStarted', 'sessionPollingStarted']);
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(3 * minute);
    expect(loginRenewCalls()).toBe(1);
  });

  it('without a login cookie after 10 s there is nobody to renew', async () => {
    const { steps } = startSession();
    await jest.advanceTimersByTimeAsync(9_000);
    expect(steps).toEqual(['sessionWatchStarted']);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(steps).toEqual(['sessionWatchStarted', 'sessionLoginCookieMissing']);
  });
});

describe('the customer-info call (newsletter-footer-preview.md 7)', () => {
  const setLongTermCookie = () => {
    document.cookie = `${cookieNames.longTermToken}=long-term; path=/`;
  };

  it('asks once for the login id of the token, with the token in X-LoginToken, when both tokens exist', async () => {
    const token = loginToken({ renIn: 60, expIn: 3600 });
    setLoginCookie(token);
    setLongTermCookie();
    const { steps } = startSession();
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(customerInfoCalls()).toEqual([{ loginId: 'L-4711', loginToken: token }]);
    expect(steps).toContain('sessionCustomerInfoRequested');
  });

  it.each([
    ['only the login token', () => setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }))],
    ['only the long-term token', setLongTermCookie],
    [
      'a login token that does not decode',
      () => {
        setLoginCookie('not-a-jwt');
        setLongTermCookie();
      },
    ],
  ])('asks nothing with %s', async (_case, setCookies) => {
    setCookies();
    const { steps } = startSession();
    await jest.advanceTimersByTimeAsync(minute);
    expect(customerInfoCalls()).toEqual([]);
    expect(steps).not.toContain('sessionCustomerInfoRequested');
  });
});

describe('a page opened in a background tab', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('pauses at once, and checks as soon as it is first shown', async () => {
    setLoginCookie(loginToken({ renIn: 60, expIn: 3600 }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    const { store, steps } = startSession();
    const stop = watchSessionEvents(store.dispatch);
    store.dispatch(userActivitySeen());
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(steps).toEqual(['sessionWatchStarted', 'sessionPollingStarted', 'sessionPollingPaused']);
    expect(loginRenewCalls()).toBe(0);

    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(1);
    stop();
    expect(steps.slice(-2)).toEqual(['sessionPollingResumed', 'sessionChecked 0']);
    expect(loginRenewCalls()).toBe(1);
  });
});

describe('the session’s window events', () => {
  it('reports the page’s visibility and, at most every 30 s, the shopper’s activity', () => {
    const dispatched: UnknownAction[] = [];
    const stop = watchSessionEvents((action) => {
      dispatched.push(action as UnknownAction);
      return action;
    });
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    jest.advanceTimersByTime(30_000);
    window.dispatchEvent(new Event('scroll'));
    jest.advanceTimersByTime(100);
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
    stop();
    window.dispatchEvent(new Event('pointerdown'));
    expect(dispatched).toEqual([userActivitySeen(), userActivitySeen(), pageVisibilityChanged({ visible: false })]);
  });

  it('reports the activity after the frame that the input starts is painted, not in the input’s task', () => {
    const dispatched: UnknownAction[] = [];
    const stop = watchSessionEvents((action) => {
      dispatched.push(action as UnknownAction);
      return action;
    });
    window.dispatchEvent(new Event('pointerdown'));
    expect(dispatched).toEqual([]);
    // The animation frame (16 ms with fake timers), then a task after its paint.
    jest.advanceTimersByTime(16);
    expect(dispatched).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(dispatched).toEqual([userActivitySeen()]);
    stop();
  });
});
