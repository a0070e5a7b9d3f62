import { isCart } from '../../../src/features/cart';
import { seedCart } from '../../../mocks/data/cartCatalogue';

describe('a stored or other-tab cart is shown only when it is a cart', () => {
  it('accepts the service’s cart', () => {
    expect(isCart(seedCart('DE'))).toBe(true);
  });

  it('accepts partner products and subscriptions with only the fields the spec names', () => {
    const cart = {
      ...seedCart('DE'),
      partnerProducts: [{ partnerProductId: 'P-1', totalQuantity: 1 }],
      subscriptions: [{ subscriptionConfigurationId: 'S-1' }],
      defectiveSubscriptions: [{ subscriptionConfigurationId: 'S-2' }],
    };
    expect(isCart(cart)).toBe(true);
  });

  it.each([
    ['nothing', null],
    [
      'a partner product whose title is not text',
      { ...seedCart('DE'), partnerProducts: [{ partnerProductId: 'P', title: 7, totalQuantity: 1 }] },
    ],
    ['a list', []],
    ['no count', { ...seedCart('DE'), numberOfArticles: 'eight' }],
    ['a missing list', { ...seedCart('DE'), subscriptions: undefined }],
    ['a null article', { ...seedCart('DE'), articles: [null] }],
    ['an article without quantity', { ...seedCart('DE'), articles: [{ productId: '1', tcm: 't', title: 'Kaffee' }] }],
    ['a gift card without article', { ...seedCart('DE'), giftCards: [{}] }],
    ['a partner product without id', { ...seedCart('DE'), partnerProducts: [{ title: 'Tarif', totalQuantity: 1 }] }],
  ])('refuses %s', (_name, value) => {
    expect(isCart(value)).toBe(false);
  });
});

it('the Swiss German mock catalogue writes ss for ß (decision 8)', () => {
  expect(JSON.stringify(seedCart('CH'))).not.toContain('ß');
  expect(JSON.stringify(seedCart('CH'))).toContain('Grösse M');
});
