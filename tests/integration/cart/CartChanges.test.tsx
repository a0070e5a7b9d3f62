import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { endpoints } from '../../../src/config/endpoints';
import { timings } from '../../../src/config/timings';
import { CartIcon, initialCartState } from '../../../src/features/cart';
import type { Cart, CartChange, CartResponse } from '../../../src/features/cart/types';
import { seedCart, withCount } from '../../../mocks/data/cartCatalogue';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { text } from '../../support/messages';
import { settleNetwork } from '../../support/network';
import { openMiniCart } from '../../support/cart';
import { renderWithProviders } from '../../support/renderWithProviders';

const espresso = 'Barista Espresso, 1 kg Bohnen';
const kettle = 'Edelstahl-Wasserkocher 1,7 l';

describe('a refused change', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
  const withTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };

  it.each([
    ['CART_LIMIT', 'Sie können maximal 30 Artikel pro Einkauf kaufen.'],
    ['ITEM_LIMIT', 'Von diesem Artikel können Sie maximal 5 Stück pro Einkauf kaufen.'],
    ['AVAILABILITY_LIMIT', 'Von diesem Artikel sind nur noch 2 Stück verfügbar.'],
    [
      'CARTSTORAGE_UNAVAILABLE',
      'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
    ],
    [
      'PRODUCTDATA_UNAVAILABLE',
      'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
    ],
    [
      'PRICE_UNAVAILABLE',
      'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
    ],
    ['NOT_MODIFIED', 'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.'],
    ['UNKNOWN', 'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.'],
    ['network', 'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.'],
  ])('%s rolls the removal back and shows its message for 7.5 s', async (scenario, message) => {
    setScenario('cartChange', scenario);
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));

    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
    expect(within(panel).getByRole('button', { name: `${espresso} entfernen` })).toBeVisible();
    expect(within(panel).queryByText(`${espresso} wurde entfernt.`)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Warenkorb, 8 Artikel' })).toBeInTheDocument();

    await act(() => jest.advanceTimersByTimeAsync(timings.changeErrorDisplayMs - 1));
    expect(within(panel).getByRole('alert')).toHaveTextContent(message);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the voucher code or the gift card could not be removed', async () => {
    setScenario('cartChange', 'UNKNOWN');
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: 'Gratis Kaffeebecher entfernen' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Der Gutscheincode konnte nicht entfernt werden. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Geschenkkarte 25 € entfernen' }));
    expect(await within(panel).findByText(/Die Geschenkkarte konnte nicht entfernt werden/)).toBeVisible();
  });

  it.each([
    ['CH_FR', 2, 'Il ne reste plus que 2 pièces disponibles pour cet article.'],
    ['CH_FR', 1, 'Il ne reste plus qu’une seule pièce disponible pour cet article.'],
    ['PL', 2, 'Dostępne są już tylko 2 sztuki tego produktu.'],
    ['PL', 5, 'Dostępnych jest już tylko 5 sztuk tego produktu.'],
  ] as const)('words AVAILABILITY_LIMIT in %s with the plural of %i', async (site, limit, message) => {
    server.use(
      http.post(endpoints.cart, () => HttpResponse.json({ error: 'AVAILABILITY_LIMIT', limit }, { status: 400 })),
    );
    const { user, panel } = await openMiniCart({ ...withTimers, site });
    await user.click(
      within(panel).getAllByRole('button', {
        name: new RegExp(text(site, 'cart.mini.remove').replace('{title}', '.+')),
      })[0]!,
    );
    expect(await within(panel).findByRole('alert')).toHaveTextContent(message);
  });
});

describe('an answer of 304 (nothing changed)', () => {
  // The cart in the cache is the server's (the optimistic picture is derived on top of it), so a
  // 304 needs no second read; a read's success would also take the message away at once.
  it('puts the line back and says the cart was not changed, without reading it again', async () => {
    setScenario('cartChange', 'notModified');
    const reads: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && request.url.includes(endpoints.cart)) reads.push(new URL(request.url).search);
    };
    server.events.on('request:start', record);
    const { user, panel } = await openMiniCart();
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await settleNetwork();
    server.events.removeListener('request:start', record);

    expect(within(panel).getByRole('button', { name: `${espresso} entfernen` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Warenkorb, 8 Artikel' })).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
    );
    expect(reads).toEqual(['']);
  });
});

describe('several quick changes', () => {
  it('end with the server’s last word when the answers arrive out of order', async () => {
    let cart = seedCart('DE');
    let call = 0;
    server.use(
      http.post(endpoints.cart, async ({ request }) => {
        const change = (await request.json()) as CartChange;
        if ('setArticle' in change) {
          cart = withCount({
            ...cart,
            articles: cart.articles.filter((a) => a.productId !== change.setArticle.productId),
          });
        }
        const answer = structuredClone(cart);
        // The first answer is overtaken by the second.
        await delay(++call === 1 ? 300 : 50);
        return HttpResponse.json<CartResponse>({ cart: answer });
      }),
    );
    const { user, panel } = await openMiniCart();
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await act(() => delay(400));

    expect(within(panel).queryByRole('button', { name: `${espresso} entfernen` })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: `${kettle} entfernen` })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Warenkorb, ${cart.numberOfArticles} Artikel` })).toBeInTheDocument();
  });

  it('keep a change that succeeded when another one fails', async () => {
    let cart = seedCart('DE');
    server.use(
      http.post(endpoints.cart, async ({ request }) => {
        const change = (await request.json()) as CartChange;
        if ('setArticle' in change && change.setArticle.productId === '100003') {
          return HttpResponse.json({ error: 'PRICE_UNAVAILABLE' }, { status: 503 });
        }
        if ('setArticle' in change) {
          cart = withCount({
            ...cart,
            articles: cart.articles.filter((a) => a.productId !== change.setArticle.productId),
          });
        }
        await delay(100);
        return HttpResponse.json<CartResponse>({ cart });
      }),
    );
    const { user, panel } = await openMiniCart();
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await settleNetwork();

    expect(within(panel).getByText(`${espresso} wurde entfernt.`)).toBeVisible();
    expect(within(panel).getByRole('button', { name: `${kettle} entfernen` })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Warenkorb, 6 Artikel' })).toBeInTheDocument();
  });
});

describe('the cart and the rest of the page', () => {
  it('broadcasts cart-data-changed with the count when it changes', async () => {
    const counts: number[] = [];
    const listener = (event: Event) => counts.push((event as CustomEvent<{ count: number }>).detail.count);
    window.addEventListener('cart-data-changed', listener);
    const { user, panel } = await openMiniCart();
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await settleNetwork();
    window.removeEventListener('cart-data-changed', listener);
    expect(counts).toEqual([8, 6]);
  });

  it('reads the cart again with forceReload=true on a cart-update event', async () => {
    const reads: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && request.url.includes(endpoints.cart)) reads.push(new URL(request.url).search);
    };
    server.events.on('request:start', record);
    renderWithProviders(<CartIcon />);
    await settleNetwork();
    act(() => void window.dispatchEvent(new CustomEvent('cart-update')));
    await settleNetwork();
    server.events.removeListener('request:start', record);
    expect(reads).toEqual(['', '?forceReload=true']);
  });

  it('keeps the server’s cart in local storage under "cart"', async () => {
    const { user, panel } = await openMiniCart();
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toMatchObject({ numberOfArticles: 8 });
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await settleNetwork();
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toMatchObject({ numberOfArticles: 6 });
  });

  it('shows the stored cart at once while the service has not answered', async () => {
    setScenario('cart', 'hang');
    const stored: Cart = { ...seedCart('DE'), numberOfArticles: 3 };
    renderWithProviders(<CartIcon />, { preloadedState: { cart: { ...initialCartState, storedCart: stored } } });
    expect(screen.getByRole('link', { name: 'Warenkorb, 3 Artikel' })).toBeInTheDocument();
  });

  it('follows a change made in another tab', async () => {
    renderWithProviders(<CartIcon />);
    await screen.findByRole('link', { name: 'Warenkorb, 8 Artikel' });
    const otherTabCart = withCount(seedCart('DE', 'empty'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: JSON.stringify(otherTabCart) }));
    });
    expect(await screen.findByRole('link', { name: 'Warenkorb, leer' })).toBeInTheDocument();
  });
});
