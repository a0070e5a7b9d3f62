import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { previewCalls } from '../../../mocks/handlers/preview';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { makeStore } from '../../../src/app/store';
import { endpoints } from '../../../src/config/endpoints';
import { cookieNames } from '../../../src/config/storage';
import { previewWatchStarted } from '../../../src/features/preview';
import { previewLogoutRequested } from '../../../src/features/preview/previewSlice';
import { holdOnPurpose } from '../../../mocks/heldRequests';

const minute = 60_000;

/** The preview session's steps as Redux DevTools lists them. */
function startPreview() {
  const steps: string[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    const { type } = action as UnknownAction;
    if (type.startsWith('preview/')) steps.push(type.slice('preview/'.length));
    return next(action);
  };
  const store = makeStore({}, { middleware: [recorder] });
  store.dispatch(previewWatchStarted());
  return { store, steps };
}

const setPreviewCookie = () => {
  document.cookie = `${cookieNames.previewToken}=staff; path=/`;
};

beforeEach(() => {
  jest.useFakeTimers({ now: Date.UTC(2026, 10, 25, 12, 0, 0) });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('the staff preview session (newsletter-footer-preview.md 2.4, 4, 7, 8)', () => {
  it('does nothing without a preview cookie: no call at all', async () => {
    const { store, steps } = startPreview();
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(steps).toEqual(['previewWatchStarted', 'previewCookieMissing']);
    expect(previewCalls()).toEqual([]);
    expect(store.getState().preview.phase).toBe('noCookie');
  });

  it('checks the staff login, renews it at once and then every 5 minutes', async () => {
    setPreviewCookie();
    const { store, steps } = startPreview();
    await jest.advanceTimersByTimeAsync(0);
    expect(previewCalls().map(({ call }) => call)).toEqual(['checkauth', 'renew']);
    expect(store.getState().preview).toEqual({ phase: 'active', lastRenewal: 'renewed' });
    await jest.advanceTimersByTimeAsync(5 * minute - 1);
    expect(previewCalls('renew')).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(previewCalls('renew')).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(10 * minute);
    expect(previewCalls('renew')).toHaveLength(4);
    expect(steps).toEqual([
      'previewWatchStarted',
      'previewSessionStarted',
      'previewLoginRenewed',
      'previewLoginRenewed',
      'previewLoginRenewed',
      'previewLoginRenewed',
    ]);
  });

  it.each([['unauthorized'], ['error'], ['network'], ['wrongShape']])(
    'shows no panel when the auth check answers %s, and renews nothing',
    async (scenario) => {
      setPreviewCookie();
      setScenario('previewAuth', scenario);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const { store, steps } = startPreview();
      await jest.advanceTimersByTimeAsync(10 * minute);
      expect(steps).toEqual(['previewWatchStarted', 'previewAuthRefused']);
      expect(previewCalls('renew')).toEqual([]);
      expect(store.getState().preview.phase).toBe('notAuthorized');
      warn.mockRestore();
    },
  );

  it('logs a failed renewal and tries again 5 minutes later', async () => {
    setPreviewCookie();
    setScenario('previewRenew', 'unauthorized');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, steps } = startPreview();
    await jest.advanceTimersByTimeAsync(5 * minute);
    expect(steps.slice(-2)).toEqual(['previewLoginRenewalFailed', 'previewLoginRenewalFailed']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the login renewal failed'), expect.anything());
    expect(store.getState().preview).toEqual({ phase: 'active', lastRenewal: 'failed' });
    warn.mockRestore();
  });

  it('logs out: the session ends and no renewal follows', async () => {
    setPreviewCookie();
    const { store, steps } = startPreview();
    await jest.advanceTimersByTimeAsync(2 * minute);
    store.dispatch(previewLogoutRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().preview.phase).toBe('loggedOut');
    await jest.advanceTimersByTimeAsync(20 * minute);
    expect(previewCalls().map(({ call }) => call)).toEqual(['checkauth', 'renew', 'logout']);
    expect(steps.slice(-2)).toEqual(['previewLogoutRequested', 'previewLoggedOut']);
  });

  it.each([['error'], ['network'], ['unauthorized']])(
    'a logout answered %s is only logged: the session ends all the same',
    async (scenario) => {
      setPreviewCookie();
      setScenario('previewLogout', scenario);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const { store } = startPreview();
      await jest.advanceTimersByTimeAsync(0);
      store.dispatch(previewLogoutRequested());
      await jest.advanceTimersByTimeAsync(0);
      expect(store.getState().preview.phase).toBe('loggedOut');
      expect(warn).toHaveBeenCalledWith('Preview: the logout failed', expect.anything());
      warn.mockRestore();
    },
  );

  it('a renewal answered after the logout changes nothing and starts no other', async () => {
    setPreviewCookie();
    let answerRenewal = () => {};
    server.use(
      http.post(endpoints.preview.loginRenew, async ({ requestId }) => {
        holdOnPurpose(requestId);
        await new Promise<void>((resolve) => {
          answerRenewal = resolve;
        });
        return HttpResponse.json({ status: 'SUCCESS' });
      }),
    );
    const { store, steps } = startPreview();
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(previewLogoutRequested());
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().preview.phase).toBe('loggedOut');
    answerRenewal();
    await jest.advanceTimersByTimeAsync(20 * minute);
    expect(store.getState().preview).toEqual({ phase: 'loggedOut', lastRenewal: null });
    expect(steps).toEqual([
      'previewWatchStarted',
      'previewSessionStarted',
      'previewLogoutRequested',
      'previewLoggedOut',
    ]);
  });
});
