import { act, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../../src/config/endpoints';
import { storageKeys } from '../../../src/config/storage';
import { timings } from '../../../src/config/timings';
import type { Cart, CartResponse } from '../../../src/features/cart/types';
import { seedCart, withCount } from '../../../mocks/data/cartCatalogue';
import { serviceCart } from '../../../mocks/handlers/cart';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { openMiniCart } from '../../support/cart';
import { settleNetwork } from '../../support/network';

const espresso = 'Barista Espresso, 1 kg Bohnen';
const jumper = 'Damen-Strickpullover, Größe M';
const kettle = 'Edelstahl-Wasserkocher 1,7 l';

const withTimers = { userOptions: { advanceTimers: jest.advanceTimersByTime } };
const useFakeTimers = () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
};

describe('what the spec does not give is optional', () => {
  it('lists, sorts and stores partner products and subscriptions without a title', async () => {
    const cart: Cart = withCount({
      ...seedCart('DE'),
      partnerProducts: [{ partnerProductId: 'P-9', totalQuantity: 1 }],
      subscriptions: [{ subscriptionConfigurationId: 'S-9' }],
    });
    server.use(http.get(endpoints.cart, () => HttpResponse.json<CartResponse>({ cart })));
    const { panel } = await openMiniCart();
    const partners = within(within(panel).getByRole('region', { name: 'Partnerprodukte' }));
    expect(partners.getByRole('button', { name: 'Partnerprodukt entfernen' })).toBeVisible();
    const subscriptions = within(within(panel).getByRole('region', { name: 'Abos' }));
    expect(subscriptions.getByRole('button', { name: 'Abo entfernen' })).toBeVisible();
    const stored = JSON.parse(window.localStorage.getItem(storageKeys.cart)!) as Cart;
    expect(stored.partnerProducts).toEqual([{ partnerProductId: 'P-9', totalQuantity: 1 }]);
  });
});

describe('defective items', () => {
  it('can each be removed, and checkout opens once none is left', async () => {
    setScenario('cart', 'defective');
    const { user, panel } = await openMiniCart();
    const defective = within(within(panel).getByRole('region', { name: 'Nicht bestellbar' }));
    expect(within(panel).getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
    const [remove] = defective.getAllByRole('button', { name: / entfernen$/ });
    await user.click(remove!);
    await settleNetwork();
    expect(within(panel).queryByRole('region', { name: 'Nicht bestellbar' })).not.toBeInTheDocument();
    expect(serviceCart('DE')!.defectiveArticles).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Zur Kasse' })).toBeEnabled();
  });
});

describe('a sold-out or unavailable line', () => {
  it('says why checkout is blocked', async () => {
    setScenario('cart', 'soldOut');
    const { panel } = await openMiniCart();
    expect(within(panel).getByText('Ausverkauft')).toBeVisible();
    expect(
      within(panel).getByText(
        'Ausverkaufte oder nicht verfügbare Artikel können nicht bestellt werden. Bitte entfernen Sie sie, um zur Kasse zu gehen.',
      ),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Zur Kasse' })).toBeDisabled();
  });
});

describe('a change error on show', () => {
  useFakeTimers();

  it('goes when the next change succeeds', async () => {
    setScenario('cartChange', 'ITEM_LIMIT');
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    expect(await within(panel).findByRole('alert')).toBeVisible();
    setScenario('cartChange', 'none');
    await user.click(within(panel).getByRole('button', { name: `${kettle} entfernen` }));
    await settleNetwork();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes when a read succeeds', async () => {
    setScenario('cartChange', 'ITEM_LIMIT');
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    expect(await within(panel).findByRole('alert')).toBeVisible();
    await act(async () => void window.dispatchEvent(new CustomEvent('cart-update')));
    await settleNetwork();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('focus never falls to the page', () => {
  useFakeTimers();

  it('when the undo window of the focused line closes, focus moves to the line in its place', async () => {
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    expect(within(panel).getByRole('button', { name: `${jumper} wiederherstellen` })).toHaveFocus();
    await act(() => jest.advanceTimersByTimeAsync(timings.undoWindowMs));
    expect(within(panel).queryByText(`${jumper} wurde entfernt.`)).not.toBeInTheDocument();
    expect(document.body).not.toHaveFocus();
    expect(within(panel).getByRole('button', { name: `${kettle} entfernen` })).toHaveFocus();
  });

  it('when a removal fails, focus stays on the line, which is back', async () => {
    setScenario('cartChange', 'error');
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await settleNetwork();
    expect(within(panel).getByRole('button', { name: `${espresso} entfernen` })).toHaveFocus();
  });

  it('when a restore fails, focus goes to the line in its place, and a hover-opened mini cart stays open', async () => {
    const { user, panel, toggle } = await openMiniCart(withTimers);
    // Opened by the toggle, then looked at by hovering: close it and open it by hover instead.
    await user.click(toggle);
    await user.unhover(toggle);
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel).getByRole('button', { name: `${jumper} entfernen` }));
    await settleNetwork();
    setScenario('cartChange', 'error');
    await user.click(within(panel).getByRole('button', { name: `${jumper} wiederherstellen` }));
    await settleNetwork();
    // The service kept it removed: its row is gone, and focus did not drop to the page.
    expect(within(panel).queryByRole('button', { name: `${jumper} wiederherstellen` })).not.toBeInTheDocument();
    expect(document.body).not.toHaveFocus();
    expect(within(panel).getByRole('button', { name: `${kettle} entfernen` })).toHaveFocus();
    await user.unhover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('when the last line leaves, focus goes to the mini cart’s heading', async () => {
    setScenario('cart', 'single');
    const { user, panel } = await openMiniCart(withTimers);
    await user.click(within(panel).getByRole('button', { name: `${espresso} entfernen` }));
    await act(() => jest.advanceTimersByTimeAsync(timings.undoWindowMs));
    expect(within(panel).getByText('Ihr Warenkorb')).toHaveFocus();
  });
});
