import {
  applyRemoval,
  lineTitle,
  readErrorCode,
  removalChange,
  restoreChange,
} from '../../../src/features/cart/cartLines';
import {
  canCheckout,
  cartLines,
  changeErrorCode,
  defectiveLines,
  emptyCart,
  errorLimit,
  titleOrder,
} from '../../../src/features/cart/miniCartLines';
import type { Cart, CartArticle } from '../../../src/features/cart/types';

const article = (productId: string, title: string, extra: Partial<CartArticle> = {}): CartArticle => ({
  productId,
  tcm: `tcm-${productId}`,
  title,
  quantity: { quantity: 1 },
  ...extra,
});

const cartWith = (changes: Partial<Cart>): Cart => ({
  ...emptyCart(),
  numberOfArticles: 1,
  articles: [article('1', 'Kaffee')],
  ...changes,
});

describe('checkout may proceed only when (header-search-cart.md 4)', () => {
  it('a cart exists', () => {
    expect(canCheckout(undefined)).toBe(false);
  });

  it('has more than 0 articles', () => {
    expect(canCheckout(cartWith({}))).toBe(true);
    expect(canCheckout(cartWith({ numberOfArticles: 0, articles: [] }))).toBe(false);
  });

  it('or, with 0 articles, it has partner products', () => {
    expect(
      canCheckout(
        cartWith({
          numberOfArticles: 0,
          articles: [],
          partnerProducts: [{ partnerProductId: 'P', title: 'Tarif', totalQuantity: 1 }],
        }),
      ),
    ).toBe(true);
  });

  it.each([
    ['defective articles', { defectiveArticles: [article('9', 'Alt')] }],
    ['defective gift cards', { defectiveGiftCards: [{ article: article('9', 'Karte') }] }],
    [
      'defective partner products',
      { defectivePartnerProducts: [{ partnerProductId: 'P', title: 'T', totalQuantity: 1 }] },
    ],
    ['defective subscriptions', { defectiveSubscriptions: [{ subscriptionConfigurationId: 'S', title: 'Abo' }] }],
  ])('has no %s', (_name, changes) => {
    expect(canCheckout(cartWith(changes))).toBe(false);
  });

  it.each(['NOT_AVAILABLE', 'SOLDOUT'] as const)('no article is %s', (availability) => {
    expect(canCheckout(cartWith({ articles: [article('1', 'Kaffee', { availability })] }))).toBe(false);
  });

  it.each(['NOT_AVAILABLE', 'SOLDOUT'] as const)('no free article is %s', (availability) => {
    expect(canCheckout(cartWith({ freeArticles: [article('2', 'Becher', { availability, campaignId: 'C' })] }))).toBe(
      false,
    );
  });

  it('an AVAILABLE article does not block', () => {
    expect(canCheckout(cartWith({ articles: [article('1', 'Kaffee', { availability: 'AVAILABLE' })] }))).toBe(true);
  });
});

describe('cart lines', () => {
  it('sorts each kind by title', () => {
    const cart = cartWith({
      articles: [article('1', 'Zucker'), article('2', 'Äpfel'), article('3', 'Bohnen')],
      giftCards: [{ article: article('7', 'Karte B') }, { article: article('8', 'Karte A') }],
    });
    expect(cartLines(cart, titleOrder('de-DE')).map(lineTitle)).toEqual([
      'Äpfel',
      'Bohnen',
      'Zucker',
      'Karte A',
      'Karte B',
    ]);
  });

  it('sorts in the site’s language: Czech puts ch after h', () => {
    const cart = cartWith({ articles: [article('1', 'Chléb'), article('2', 'Hrnek'), article('3', 'Ibišek')] });
    expect(cartLines(cart, titleOrder('cs-CZ')).map(lineTitle)).toEqual(['Hrnek', 'Chléb', 'Ibišek']);
    expect(cartLines(cart, titleOrder('de-DE')).map(lineTitle)).toEqual(['Chléb', 'Hrnek', 'Ibišek']);
  });

  it('lists partner products and subscriptions without a title, after the titled ones, without throwing', () => {
    const cart = cartWith({
      partnerProducts: [
        { partnerProductId: 'P-2', totalQuantity: 1 },
        { partnerProductId: 'P-1', title: 'Tarif', totalQuantity: 1 },
      ],
      subscriptions: [{ subscriptionConfigurationId: 'S-1' }],
      defectiveSubscriptions: [
        { subscriptionConfigurationId: 'S-9' },
        { subscriptionConfigurationId: 'S-8', title: 'Abo' },
      ],
    });
    expect(cartLines(cart, titleOrder('de-DE')).map((line) => line.key)).toEqual([
      'article:1',
      'partnerProduct:P-1',
      'partnerProduct:P-2',
      'subscription:S-1',
    ]);
    expect(defectiveLines(cart, titleOrder('de-DE')).map((line) => line.key)).toEqual([
      'defective:subscription:S-8',
      'defective:subscription:S-9',
    ]);
  });

  it('removes a defective line from its defective list, without touching the count, and never restores it', () => {
    const cart = cartWith({ defectiveArticles: [article('4', 'Handtuch', { hint: 'Nicht mehr lieferbar' })] });
    const [line] = defectiveLines(cart, titleOrder('de-DE'));
    expect(removalChange(line!)).toEqual({ setArticle: { productId: '4', tcm: 'tcm-4', quantity: 0 } });
    expect(restoreChange(line!)).toBeUndefined();
    const after = applyRemoval(cart, line!);
    expect(after.defectiveArticles).toEqual([]);
    expect(after.numberOfArticles).toBe(cart.numberOfArticles);
  });

  it('removes each kind with its own body, and restores all but subscriptions', () => {
    const cart = cartWith({
      freeArticles: [article('5', 'Becher', { campaignId: 'WELCOME' })],
      giftCards: [{ article: article('7', 'Karte') }],
      partnerProducts: [{ partnerProductId: 'P-1', title: 'Tarif', totalQuantity: 1 }],
      subscriptions: [{ subscriptionConfigurationId: 'S-1', title: 'Abo' }],
    });
    const lines = cartLines(cart, titleOrder('de-DE'));
    expect(lines.map(removalChange)).toEqual([
      { setArticle: { productId: '1', tcm: 'tcm-1', quantity: 0 } },
      { setFreeArticle: { productId: '5', campaignId: 'WELCOME', remove: true } },
      { setGiftCard: { productId: '7', tcm: 'tcm-7', set: false } },
      { setPartnerProduct: { partnerProductId: 'P-1', set: false } },
      { deleteSubscription: { subscriptionId: 'S-1' } },
    ]);
    expect(lines.map(restoreChange)).toEqual([
      { setArticle: { productId: '1', tcm: 'tcm-1', quantity: 1 } },
      { setFreeArticle: { productId: '5', campaignId: 'WELCOME', remove: false } },
      { setGiftCard: { productId: '7', tcm: 'tcm-7', set: true } },
      { setPartnerProduct: { partnerProductId: 'P-1', set: true } },
      undefined,
    ]);
  });
});

describe('error codes (header-search-cart.md 8)', () => {
  it('reads the server’s code and limit', () => {
    const error = { status: 400, body: { error: 'ITEM_LIMIT', limit: 5 } };
    expect(changeErrorCode(error)).toBe('ITEM_LIMIT');
    expect(errorLimit(error)).toBe(5);
  });

  it.each([
    ['an unknown code', { status: 400, body: { error: 'SOMETHING_NEW' } }],
    ['a network failure', { status: 'NETWORK' as const }],
    ['a time-out', { status: 'TIMEOUT' as const }],
    ['a body without a code', { status: 500, body: '<html>' }],
  ])('reads %s as UNKNOWN', (_name, error) => {
    expect(changeErrorCode(error)).toBe('UNKNOWN');
    expect(readErrorCode(error)).toBe('UNKNOWN');
  });

  it('does not take a change-only code as a read error', () => {
    expect(readErrorCode({ status: 400, body: { error: 'CART_LIMIT' } })).toBe('UNKNOWN');
  });
});
