import { readCart } from '../../../src/features/cart';
import { seedCart } from '../../../mocks/data/cartCatalogue';

describe('a stored or other-tab cart is read as the service’s cart is', () => {
  it('accepts the service’s cart', () => {
    expect(readCart(seedCart('DE'))).toEqual(seedCart('DE'));
  });

  it('accepts partner products and subscriptions with only the fields the spec names', () => {
    const cart = {
      ...seedCart('DE'),
      partnerProducts: [{ partnerProductId: 'P-1', totalQuantity: 1 }],
      subscriptions: [{ subscriptionConfigurationId: 'S-1' }],
      defectiveSubscriptions: [{ subscriptionConfigurationId: 'S-2' }],
    };
    expect(readCart(cart)).toEqual(cart);
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['no count', { ...seedCart('DE'), numberOfArticles: 'eight' }],
    ['a missing list', { ...seedCart('DE'), subscriptions: undefined }],
  ])('refuses %s', (_name, value) => {
    expect(readCart(value)).toBeUndefined();
  });

  // docs/decisions.md, "Service answers are read leniently": an item that does not parse is left
  // out of its list, and the cart stays.
  it.each([
    ['a gift card without article', 'giftCards', {}],
    ['a partner product without id', 'partnerProducts', { title: 'Tarif', totalQuantity: 1 }],
  ] as const)('accepts a cart with %s, which is left out', (_name, list, item) => {
    const cart = seedCart('DE');
    expect(readCart({ ...cart, [list]: [...cart[list], item] })).toEqual(cart);
  });

  // "A guard reads leniently and counts what it cannot read": an entry of a list that guards
  // checkout is left out too, and counted, so checkout stays closed.
  it.each([
    ['a null article', 'articles', null],
    ['an article without quantity', 'articles', { productId: '1', tcm: 't', title: 'Kaffee' }],
    ['a defective subscription without id', 'defectiveSubscriptions', { title: 'Abo' }],
  ] as const)('accepts a cart with %s, left out and counted as unreadable', (_name, list, item) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = seedCart('DE');
    const read = readCart({ ...cart, [list]: [...cart[list], item] });
    expect(read).toEqual({ ...cart, unreadableEntries: 1 });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('guards checkout'), item);
    // Read again (the local copy, another tab), it stays closed.
    expect(readCart(read)).toEqual(read);
  });

  it('accepts a partner product whose title is not text, without the title, and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const cart = { ...seedCart('DE'), partnerProducts: [{ partnerProductId: 'P', title: 7, totalQuantity: 1 }] };
    expect(readCart(cart)?.partnerProducts).toEqual([{ partnerProductId: 'P', totalQuantity: 1 }]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cart partner product title'), 7);
  });
});

it('the Swiss German mock catalogue writes ss for ß (decision 8)', () => {
  expect(JSON.stringify(seedCart('CH'))).not.toContain('ß');
  expect(JSON.stringify(seedCart('CH'))).toContain('Grösse M');
});
