import { newsletterCalls } from '../../../mocks/handlers/newsletter';
import { makeStore } from '../../../src/app/store';
import { newsletterApi } from '../../../src/features/newsletter';
import { initialPlatformState } from '../../../src/app/platform';

const store = () => makeStore({ platform: { ...initialPlatformState, site: 'SK' } });

describe('the newsletter endpoints (7)', () => {
  it('create, get and update a subscriber, with the site and the page address', async () => {
    const api = store();
    await api
      .dispatch(
        newsletterApi.endpoints.createSubscriber.initiate({
          request: { email: 'eva@example.sk', consents: ['DNE'], origin: 'SHOPPING_CART', originAddition: 'checkout' },
        }),
      )
      .unwrap();
    const token = 'token-1';
    const reading = api.dispatch(newsletterApi.endpoints.getSubscriber.initiate({ subscriberToken: token }));
    const subscriber = await reading.unwrap();
    // Unsubscribed, the update's invalidation does not read it again after the test.
    reading.unsubscribe();
    expect(subscriber).toMatchObject({ subscriberToken: token, email: 'eva@example.sk', consents: ['DNE'] });

    await api
      .dispatch(
        newsletterApi.endpoints.updateSubscriber.initiate({ subscriberToken: token, request: { firstName: 'Eva' } }),
      )
      .unwrap();

    const calls = newsletterCalls().map(({ method, path, headers, body }) => ({
      method,
      path,
      site: headers['x-hunter-site'],
      address: headers['x-original-address'],
      body,
    }));
    const base = '/service/newsletter/api/private/newsletter-subscribers';
    expect(calls).toEqual([
      {
        method: 'POST',
        path: base,
        site: 'SK',
        address: 'http://localhost/',
        body: { email: 'eva@example.sk', consents: ['DNE'], origin: 'SHOPPING_CART', originAddition: 'checkout' },
      },
      { method: 'GET', path: `${base}/${token}`, site: 'SK', address: undefined, body: undefined },
      { method: 'PUT', path: `${base}/${token}`, site: 'SK', address: 'http://localhost/', body: { firstName: 'Eva' } },
    ]);
  });

  it('escape the token in the path', async () => {
    const api = store();
    await api
      .dispatch(newsletterApi.endpoints.confirmSubscriber.initiate({ subscriberToken: 'a/b c', usePrivateApi: false }))
      .unwrap();
    expect(newsletterCalls().map((call) => call.path)).toEqual([
      '/service/newsletter/api/internal/newsletter-subscribers/a%2Fb%20c/doi',
    ]);
  });
});
