import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../../src/config/endpoints';
import { storageKeys } from '../../../src/config/storage';
import { CartIcon, initialCartState } from '../../../src/features/cart';
import type { Cart, CartChange, CartResponse } from '../../../src/features/cart/types';
import { seedCart } from '../../../mocks/data/cartCatalogue';
import { holdOnPurpose } from '../../../mocks/heldRequests';
import { serviceCart } from '../../../mocks/handlers/cart';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { openMiniCart } from '../../support/cart';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';

/**
 * The cart under real timing: answers that come late or out of order are forced here with held
 * (deferred) answers, and the end state is compared with the cart the mock service holds.
 */
const espresso = 'Barista Espresso, 1 kg Bohnen';
const jumper = 'Damen-Strickpullover, Größe M';
const kettle = 'Edelstahl-Wasserkocher 1,7 l';

interface Held {
  /** Requests that arrived, in order. */
  arrived: string[];
  /** Whether each was sent to outlive the page (`keepalive`), in the same order. */
  keepalive: boolean[];
  /** Lets the oldest held request through. */
  releaseNext: () => void;
  /** Lets the newest held request through: a service that applies them in the other order. */
  releaseLatest: () => void;
}

/**
 * Holds every request of a method until the test lets it through; then `answer` answers it, or,
 * where it gives nothing, the stateful mock.
 */
function hold(method: 'GET' | 'POST', answer?: () => Response | undefined): Held {
  const waiting: (() => void)[] = [];
  const arrived: string[] = [];
  const keepalive: boolean[] = [];
  const resolver = async ({ request, requestId }: { request: Request; requestId: string }) => {
    arrived.push(method === 'POST' ? JSON.stringify(await request.clone().json()) : new URL(request.url).search);
    keepalive.push(request.keepalive);
    holdOnPurpose(requestId);
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer?.();
  };
  server.use(method === 'GET' ? http.get(endpoints.cart, resolver) : http.post(endpoints.cart, resolver));
  return {
    arrived,
    keepalive,
    releaseNext: () => {
      const next = waiting.shift();
      if (!next) throw new Error(`No held ${method} to release`);
      next();
    },
    releaseLatest: () => {
      const latest = waiting.pop();
      if (!latest) throw new Error(`No held ${method} to release`);
      latest();
    },
  };
}

const removal = (productId: string): CartChange => ({
  setArticle: { productId, tcm: `tcm-${productId}`, quantity: 0 },
});
const restore = (productId: string, quantity: number): CartChange => ({
  setArticle: { productId, tcm: `tcm-${productId}`, quantity },
});
const quantityOf = (title: string) =>
  seedCart('DE').articles.find((article) => article.title === title)!.quantity.quantity;

/** The screen says what the service's cart holds: the count in the link, the lines in the mini cart. */
function expectScreenToShow(cart: Cart) {
  expect(screen.getByRole('link', { name: `Warenkorb, ${cart.numberOfArticles} Artikel` })).toBeInTheDocument();
  const shown = screen
    .queryAllByRole('button', { name: / entfernen$/ })
    .map((button) => button.getAttribute('aria-label'));
  const titles = [
    ...cart.articles.map((item) => item.title),
    ...cart.freeArticles.map((item) => item.title),
    ...cart.giftCards.map((card) => card.article.title),
    ...cart.partnerProducts.map((item) => item.title),
    ...cart.subscriptions.map((item) => item.title),
  ];
  expect(shown.sort()).toEqual(titles.map((title) => `${title} entfernen`).sort());
}

describe('one change at a time', () => {
  it('sends the second removal only after the first was answered, showing both at once', async () => {
    const { user, panel } = await openMiniCart();
    const changes = hold('POST');

    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    await settleNetwork();
    // Both are on screen at once; only the first went to the service.
    expect(within(panel).getByText(`${espresso} wurde entfernt.`)).toBeVisible();
    expect(within(panel).getByText(`${jumper} wurde entfernt.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Warenkorb, 5 Artikel' })).toBeInTheDocument();
    expect(changes.arrived).toEqual([JSON.stringify(removal('100001'))]);

    // The first answer (the cart without the espresso only) must not bring the jumper back.
    await act(async () => changes.releaseNext());
    await settleNetwork();
    expect(within(panel).getByText(`${jumper} wurde entfernt.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Warenkorb, 5 Artikel' })).toBeInTheDocument();
    expect(changes.arrived).toEqual([JSON.stringify(removal('100001')), JSON.stringify(removal('100002'))]);

    await act(async () => changes.releaseNext());
    await settleNetwork();
    expectScreenToShow(serviceCart('DE')!);
  });

  it('ends as the service does when a removal and its restore are clicked before any answer', async () => {
    const { user, panel } = await openMiniCart();
    const changes = hold('POST');
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${espresso} wiederherstellen` }));
    await settleNetwork();
    // Whatever has reached the service is applied newest first.
    await act(async () => changes.releaseLatest());
    await settleNetwork();
    await act(async () => changes.releaseLatest());
    await settleNetwork();

    expect(changes.arrived).toEqual([
      JSON.stringify(removal('100001')),
      JSON.stringify({ setArticle: { productId: '100001', tcm: 'tcm-100001', quantity: 2 } }),
    ]);
    expect(serviceCart('DE')!.articles.map((article) => article.title)).toContain(espresso);
    expectScreenToShow(serviceCart('DE')!);
  });

  it('against a service whose answers overtake each other (cartChange:reverse), ends as the service does', async () => {
    setScenario('cartChange', 'reverse');
    let answered = 0;
    const countAnswer = ({ request }: { request: Request }) => {
      if (request.method === 'POST') answered += 1;
    };
    server.events.on('response:mocked', countAnswer);
    const { user, panel } = await openMiniCart();
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${espresso} wiederherstellen` }));
    // Until the service has answered all three changes (each answer held up to reverseHoldMs).
    await waitFor(() => expect(answered).toBe(3), { timeout: 12_000 });
    server.events.removeListener('response:mocked', countAnswer);
    await settleNetwork();
    expectScreenToShow(serviceCart('DE')!);
    expect(screen.getByRole('button', { name: `${espresso} entfernen` })).toBeVisible();
  });

  it('leaves no finished change in the store (a whole cart each)', async () => {
    const { user, panel, store } = await openMiniCart();
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await settleNetwork();
    expect(store.getState().api.mutations).toEqual({});
  });
});

describe('a refused change is undone with its patch', () => {
  it('puts the refused line back and keeps the removals made after it, then ends as the service does', async () => {
    const { user, panel } = await openMiniCart();
    let refused = false;
    const changes = hold('POST', () => {
      if (refused) return undefined;
      refused = true;
      return HttpResponse.json({ error: 'ITEM_LIMIT', limit: 5 }, { status: 409 });
    });
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await settleNetwork();
    const allThree = 8 - quantityOf(espresso) - quantityOf(jumper) - quantityOf(kettle);
    expect(screen.getByRole('link', { name: `Warenkorb, ${allThree} Artikel` })).toBeInTheDocument();

    // The first removal is refused while the other two are drawn over it: only it comes back.
    await act(async () => changes.releaseNext());
    await settleNetwork();
    expect(within(panel).getByRole('alert')).toHaveTextContent('maximal 5 Stück');
    expect(within(panel).getByRole('button', { name: `${espresso} entfernen` })).toBeVisible();
    expect(within(panel).getByText(`${jumper} wurde entfernt.`)).toBeVisible();
    expect(within(panel).getByText(`${kettle} wurde entfernt.`)).toBeVisible();
    expect(
      screen.getByRole('link', { name: `Warenkorb, ${8 - quantityOf(jumper) - quantityOf(kettle)} Artikel` }),
    ).toBeInTheDocument();

    await act(async () => changes.releaseNext());
    await settleNetwork();
    await act(async () => changes.releaseNext());
    await settleNetwork();
    expect(changes.arrived).toEqual(
      [removal('100001'), removal('100002'), removal('100003')].map((c) => JSON.stringify(c)),
    );
    expectScreenToShow(serviceCart('DE')!);
    expect(serviceCart('DE')!.articles.map((article) => article.title)).toContain(espresso);
  });

  it('a refused change after an answered one keeps the answered one', async () => {
    const { user, panel } = await openMiniCart();
    let answered = 0;
    const changes = hold('POST', () =>
      (answered += 1) === 2 ? HttpResponse.json({ error: 'CARTSTORAGE_UNAVAILABLE' }, { status: 503 }) : undefined,
    );
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await settleNetwork();
    await act(async () => changes.releaseNext());
    await settleNetwork();
    await act(async () => changes.releaseNext());
    await settleNetwork();

    expect(within(panel).getByText(`${espresso} wurde entfernt.`)).toBeVisible();
    expect(within(panel).getByRole('button', { name: `${kettle} entfernen` })).toBeVisible();
    expectScreenToShow(serviceCart('DE')!);
  });
});

describe('reads do not overtake changes', () => {
  it('a reload that was on its way while a removal was answered does not bring the line back', async () => {
    const { user, panel } = await openMiniCart();
    // The reload's answer is the cart as it was when the reload arrived: before the removal.
    const before = seedCart('DE');
    const reads = hold('GET', () => HttpResponse.json<CartResponse>({ cart: before }));
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await settleNetwork();
    expect(reads.arrived).toEqual(['?forceReload=true']);

    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await settleNetwork();
    await act(async () => reads.releaseNext());
    await settleNetwork();

    expect(within(panel).getByText(`${espresso} wurde entfernt.`)).toBeVisible();
    expectScreenToShow(serviceCart('DE')!);
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.cart)!) as Cart;
    expect(stored.articles.map((article) => article.title)).not.toContain(espresso);
  });

  it('a reload on its way when another tab wrote a newer cart does not replace that cart', async () => {
    renderWithProviders(<CartIcon />);
    await screen.findByRole('link', { name: 'Warenkorb, 8 Artikel' });
    const reads = hold('GET', () => HttpResponse.json<CartResponse>({ cart: seedCart('DE') }));
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await settleNetwork();

    const newer: Cart = { ...seedCart('DE', 'single') };
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.cart, newValue: JSON.stringify(newer) }));
    });
    await act(async () => reads.releaseNext());
    await settleNetwork();
    expect(screen.getByRole('link', { name: `Warenkorb, ${newer.numberOfArticles} Artikel` })).toBeInTheDocument();
  });
});

describe('a read answered while changes wait', () => {
  it('draws the waiting changes on the read’s cart, and keeps only the server’s word in the local copy', async () => {
    const { user, panel } = await openMiniCart();
    const changes = hold('POST');
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    await settleNetwork();
    // A reload answers the service's cart, which has neither removal yet.
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await settleNetwork();

    expect(within(panel).getByText(`${espresso} wurde entfernt.`)).toBeVisible();
    expect(within(panel).getByText(`${jumper} wurde entfernt.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Warenkorb, 5 Artikel' })).toBeInTheDocument();
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.cart)!) as Cart;
    expect(stored.numberOfArticles).toBe(8);

    await act(async () => changes.releaseNext());
    await settleNetwork();
    await act(async () => changes.releaseNext());
    await settleNetwork();
    expectScreenToShow(serviceCart('DE')!);
  });

  it('a read overtaken by one change’s answer keeps the next change drawn', async () => {
    const { user, panel } = await openMiniCart();
    const reads = hold('GET', () => HttpResponse.json<CartResponse>({ cart: seedCart('DE') }));
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await settleNetwork();
    const changes = hold('POST');
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    await settleNetwork();
    await act(async () => changes.releaseNext());
    await settleNetwork();
    // The read from before both removals comes last: the espresso stays out, the jumper drawn out.
    await act(async () => reads.releaseNext());
    await settleNetwork();

    expect(screen.getByRole('link', { name: 'Warenkorb, 5 Artikel' })).toBeInTheDocument();
    expect(within(panel).getByText(`${jumper} wurde entfernt.`)).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.cart)!) as Cart;
    expect(stored.articles.map((article) => article.title)).toEqual(expect.arrayContaining([jumper, kettle]));
    expect(stored.articles.map((article) => article.title)).not.toContain(espresso);

    await act(async () => changes.releaseNext());
    await settleNetwork();
    expectScreenToShow(serviceCart('DE')!);
  });
});

describe('leaving the page', () => {
  it('sends what is still queued in requests that outlive the page, the last change per line', async () => {
    const { user, panel } = await openMiniCart();
    const changes = hold('POST');
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    await user.click(within(panel).getByRole('button', { name: `${espresso} wiederherstellen` }));
    await settleNetwork();
    expect(changes.arrived).toEqual([JSON.stringify(removal('100001'))]);

    await act(async () => void window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await settleNetwork();
    // The removal on its way is sent again (its request may not have left), then the restore
    // replaces it as the espresso's last word; the jumper's removal goes too.
    expect(changes.arrived).toEqual(
      [removal('100001'), restore('100001', quantityOf(espresso)), removal('100002')].map((c) => JSON.stringify(c)),
    );
    expect(changes.keepalive).toEqual([true, true, true]);

    // The service applies them in the order they came; nothing is sent again afterwards.
    for (let released = 0; released < 3; released += 1) {
      await act(async () => changes.releaseNext());
      await settleNetwork();
    }
    expect(changes.arrived).toHaveLength(3);
    const titles = serviceCart('DE')!.articles.map((article) => article.title);
    expect(titles).toContain(espresso);
    expect(titles).not.toContain(jumper);
  });

  it('reads the cart again when the page comes back from the back-forward cache', async () => {
    await openMiniCart();
    const reads = hold('GET');
    await act(async () => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false })));
    await settleNetwork();
    expect(reads.arrived).toEqual([]);
    await act(async () => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await settleNetwork();
    expect(reads.arrived).toEqual(['?forceReload=true']);
    await act(async () => reads.releaseNext());
    await settleNetwork();
  });
});

describe('a cart-update event is never dropped', () => {
  it('during the first load: a forced reload follows when the load ends', async () => {
    const reads = hold('GET');
    renderWithProviders(<CartIcon />);
    await settleNetwork();
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await act(async () => reads.releaseNext());
    await settleNetwork();
    expect(reads.arrived).toEqual(['', '?forceReload=true']);
    await act(async () => reads.releaseNext());
    await settleNetwork();
    expect(screen.getByRole('link', { name: 'Warenkorb, 8 Artikel' })).toBeInTheDocument();
  });
});

describe('a change before the first read ends', () => {
  it('shows at once on the stored cart, and the answer becomes the cart while the read is still away', async () => {
    const stored = seedCart('DE');
    const reads = hold('GET', () => HttpResponse.json<CartResponse>({ cart: stored }));
    const { user } = renderWithProviders(<CartIcon />, {
      preloadedState: { cart: { ...initialCartState, storedCart: stored } },
    });
    await user.click(screen.getByRole('button', { name: 'Warenkorb-Vorschau' }));
    await user.click(screen.getByRole('button', { name: `${espresso} entfernen` }));
    expect(screen.getByText(`${espresso} wurde entfernt.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Warenkorb, 6 Artikel' })).toBeInTheDocument();

    await settleNetwork();
    expect(reads.arrived).toEqual(['']);
    expectScreenToShow(serviceCart('DE')!);

    // The read that was away all along answers with the cart from before the removal.
    await act(async () => reads.releaseNext());
    await settleNetwork();
    expectScreenToShow(serviceCart('DE')!);
  });
});

describe('an unknown cart is not an empty cart', () => {
  it('while loading without a stored copy the link gives no count', async () => {
    hold('GET');
    renderWithProviders(<CartIcon />);
    await settleNetwork();
    expect(screen.getByRole('link', { name: 'Warenkorb' })).toBeInTheDocument();
  });

  it('after a failed read the link gives no count', async () => {
    setScenario('cart', 'error');
    renderWithProviders(<CartIcon />);
    await settleNetwork();
    expect(screen.getByRole('link', { name: 'Warenkorb' })).toBeInTheDocument();
  });

  it('says "leer" when the service said 0', async () => {
    setScenario('cart', 'empty');
    renderWithProviders(<CartIcon />);
    expect(await screen.findByRole('link', { name: 'Warenkorb, leer' })).toBeInTheDocument();
  });
});
