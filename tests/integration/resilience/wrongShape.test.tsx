import { act, screen, within } from '@testing-library/react';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { preloadNewsletter } from '../../../src/app/pages/LazyNewsletter';
import { AppRoutes } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { endpoints } from '../../../src/config/endpoints';
import { NewsletterSignUp } from '../../../src/features/newsletter';
import { newsletterApi } from '../../../src/features/newsletter/newsletterApi';
import { openMiniCart } from '../../support/cart';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { searchBox } from '../../support/search';

/**
 * Every answer is checked where it enters (issue 19): a 200 with valid JSON of the wrong shape is
 * the call's failure, which takes the spec's failure path, and the issues are logged once.
 */
let warned: jest.SpyInstance;
beforeEach(() => {
  warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warned.mockRestore());
beforeAll(() => preloadNewsletter());

const schemaWarnings = (endpoint: string) =>
  warned.mock.calls.filter(([message]) => String(message).startsWith(`${endpoint}:`));

it('personal data of the wrong shape: the page keeps header, main and footer; the header greets a logged-out visitor', async () => {
  setScenario('psdata', 'wrongShape');
  renderWithProviders(<AppRoutes />);
  await settleNetwork();
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Anmelden' })).toBeVisible();
  expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(schemaWarnings('getPersonalData')).toHaveLength(1);
});

it('a cart read of the wrong shape: the read error, and the link gives no count', async () => {
  setScenario('cart', 'wrongShape');
  let reads = 0;
  const count = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && request.url.includes(endpoints.cart)) reads += 1;
  };
  server.events.on('request:start', count);
  const { panel } = await openMiniCart();
  server.events.removeListener('request:start', count);
  expect(within(panel).getByText(/kann gerade nicht angezeigt werden/)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Warenkorb' })).toBeInTheDocument();
  // Each failed read is logged once (the mini cart's panel asks again when it opens).
  expect(schemaWarnings('getCart')).toHaveLength(reads);
  expect(reads).toBeGreaterThan(0);
});

it('a change answered 200 without a cart: the change error, the cart read again, the line back as the service kept it', async () => {
  const reads: string[] = [];
  const record = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && request.url.includes(endpoints.cart)) reads.push(new URL(request.url).search);
  };
  server.events.on('request:start', record);
  const { user, panel } = await openMiniCart();
  setScenario('cartChange', 'wrongShape');
  await user.click(within(panel).getByRole('button', { name: 'Barista Espresso, 1 kg Bohnen entfernen' }));
  await settleNetwork();
  server.events.removeListener('request:start', record);

  expect(within(panel).getByRole('alert')).toHaveTextContent(
    'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
  );
  expect(reads).toEqual(['', '?forceReload=true']);
  expect(within(panel).getByRole('button', { name: 'Barista Espresso, 1 kg Bohnen entfernen' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Warenkorb, 8 Artikel' })).toBeInTheDocument();
  expect(schemaWarnings('changeCart')).toHaveLength(1);
});

it('suggestions of the wrong shape: no suggestions, and searching still works', async () => {
  setScenario('suggestions', 'wrongShape');
  const { user } = renderWithProviders(<AppRoutes />);
  await user.type(searchBox(), 'kaffee');
  await settleNetwork();
  // The debounce runs out, the answer comes.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await settleNetwork();
  expect(screen.queryByRole('option')).not.toBeInTheDocument();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „kaffee“' })).toBeVisible();
});

it('base data of the wrong shape: no prefill, and the form works', async () => {
  document.cookie = 'LoginToken=x; path=/';
  setScenario('newsletterBaseData', 'wrongShape');
  renderWithProviders(<NewsletterSignUp />);
  await settleNetwork();
  expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
  expect(screen.getByRole('button', { name: 'Jetzt anmelden' })).toBeEnabled();
});

it('a subscriber of the wrong shape is the call’s failure, not data', async () => {
  setScenario('newsletterSubscriber', 'wrongShape');
  const store = makeStore();
  const result = await store.dispatch(newsletterApi.endpoints.getSubscriber.initiate({ subscriberToken: 'abc' }));
  expect(result.error).toEqual({ status: 'SCHEMA' });
  expect(result.data).toBeUndefined();
  expect(schemaWarnings('getSubscriber')).toHaveLength(1);
});
