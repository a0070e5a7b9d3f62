import { delay, http, HttpResponse } from 'msw';
import { baseApi } from '../../src/api/baseApi';
import { makeStore } from '../../src/app/store';
import { endpoints } from '../../src/config/endpoints';
import { timings } from '../../src/config/timings';
import { initialPlatformState } from '../../src/app/platform';
import { greetingApi } from '../../src/features/greeting';
import { loginApi } from '../../src/features/login/loginApi';
import { newsletterApi } from '../../src/features/newsletter';
import { previewApi } from '../../src/features/preview/previewApi';
import { sessionApi } from '../../src/features/session/sessionApi';
import { supportApi } from '../../src/features/support/supportApi';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';

const probeUrl = '/service/probe/api/thing';
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, void>({ query: () => probeUrl }),
    probeWithSite: build.query<unknown, void>({ query: () => probeUrl, extraOptions: { siteHeader: true } }),
  }),
});

function storeFor(site: 'DE' | 'TR' = 'DE') {
  return makeStore({ platform: { ...initialPlatformState, site } });
}

/** Records what reached the service, as the wire carried it. */
function recordRequests(url: string, respond: () => Response | Promise<Response> = () => HttpResponse.json({})) {
  const seen: Request[] = [];
  server.use(
    http.get(url, ({ request }) => {
      seen.push(request.clone());
      return respond();
    }),
  );
  return seen;
}

describe('the base API', () => {
  it('sends credentials, the anti-forgery header and no-cache to the personal-data service', async () => {
    const seen = recordRequests(endpoints.personalData, () =>
      HttpResponse.json({ tracking: { loginStatus: 'LOGGED_OUT' } }),
    );
    await storeFor().dispatch(greetingApi.endpoints.getPersonalData.initiate());

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.url).toBe(`http://localhost${endpoints.personalData}`);
    expect(request!.credentials).toBe('include');
    expect(request!.headers.get('X-hunter-csrf')).toBe('1');
    expect(request!.cache).toBe('no-store');
  });

  it('sends the site header only where an endpoint asks for it', async () => {
    const seen = recordRequests(probeUrl);
    const store = storeFor('TR');
    await store.dispatch(probeApi.endpoints.probe.initiate());
    await store.dispatch(probeApi.endpoints.probeWithSite.initiate());

    expect(seen.map((request) => request.headers.get('X-Hunter-Site'))).toEqual([null, 'TR']);
    expect(seen.every((request) => request.headers.get('X-hunter-csrf') === '1')).toBe(true);
  });

  it('gives an HTTP failure as its status with the server’s body', async () => {
    recordRequests(probeUrl, () => HttpResponse.json({ error: 'CARTSTORAGE_UNAVAILABLE' }, { status: 503 }));
    const result = await storeFor().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toEqual({ status: 503, body: { error: 'CARTSTORAGE_UNAVAILABLE' } });
  });

  it('gives a network failure as NETWORK', async () => {
    recordRequests(probeUrl, () => HttpResponse.error());
    const result = await storeFor().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toEqual({ status: 'NETWORK' });
  });

  it('gives a body that is not JSON as PARSE', async () => {
    recordRequests(
      probeUrl,
      () => new HttpResponse('<html>oops</html>', { headers: { 'Content-Type': 'application/json' } }),
    );
    const result = await storeFor().dispatch(probeApi.endpoints.probe.initiate());
    expect(result.error).toMatchObject({ status: 'PARSE' });
  });

  describe('time-out', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());

    it('gives up after 15 s and reports TIMEOUT', async () => {
      recordRequests(probeUrl, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      });
      const pending = storeFor().dispatch(probeApi.endpoints.probe.initiate());
      let settled = false;
      void pending.then(() => (settled = true));

      await jest.advanceTimersByTimeAsync(timings.fetchTimeoutMs - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect((await pending).error).toEqual({ status: 'TIMEOUT' });
    });
  });

  it('lets a mock scenario make any service fail on purpose', async () => {
    setScenario('psdata', 'error');
    const result = await storeFor().dispatch(greetingApi.endpoints.getPersonalData.initiate());
    expect(result.error).toEqual({ status: 500, body: { error: 'UNKNOWN' } });
  });
});

describe('the POST helper (newsletter-footer-preview.md 7)', () => {
  /**
   * Every POST handed to the browser's fetch, with its referrer policy (the mock services' copy
   * of a request does not keep the policy: it is read where the request is made).
   */
  function recordPosts() {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const posts = () =>
      fetchSpy.mock.calls
        .map(([input]) => input)
        .filter((input): input is Request => input instanceof Request && input.method === 'POST')
        .map((request) => ({ path: new URL(request.url).pathname, referrerPolicy: request.referrerPolicy }));
    return { posts, stop: () => fetchSpy.mockRestore() };
  }

  it('sends an empty referrer from login, renewal, preview, newsletter and contact calls', async () => {
    const store = storeFor();
    const { posts, stop } = recordPosts();
    await store.dispatch(loginApi.endpoints.logIn.initiate({ email: 'eva@example.de', password: 'secret' }));
    await store.dispatch(sessionApi.endpoints.renewLoginToken.initiate());
    await store.dispatch(previewApi.endpoints.renewPreviewLogin.initiate());
    await store.dispatch(previewApi.endpoints.logoutPreview.initiate());
    await store.dispatch(
      previewApi.endpoints.applyPreviewSettings.initiate({ test: '', group: '', previewDateTime: '2026-12-24T10:00' }),
    );
    await store.dispatch(
      newsletterApi.endpoints.createSubscriber.initiate({
        request: { email: 'eva@example.de', consents: ['DNE'], origin: 'SHOPPING_CART', originAddition: 'checkout' },
      }),
    );
    await store.dispatch(
      supportApi.endpoints.sendContactRequest.initiate({
        customerFirstName: 'Eva',
        customerLastName: 'Muster',
        customerEmail: 'eva@example.de',
        message: 'Hallo',
        attachments: [],
      }),
    );
    const sent = posts();
    stop();
    expect(sent.map(({ path }) => path)).toEqual([
      endpoints.login,
      endpoints.loginTokenRenew,
      endpoints.preview.loginRenew,
      endpoints.preview.logout,
      endpoints.preview.token,
      expect.stringMatching(/subscribers$/),
      endpoints.contactRequests,
    ]);
    expect(sent.map(({ referrerPolicy }) => referrerPolicy)).toEqual(Array(7).fill('no-referrer'));
  });
});
