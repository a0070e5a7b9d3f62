/** The cart service's shapes (header-search-cart.md 3 and 7), shared by the endpoints and the mocks. */
export type Availability = 'AVAILABLE' | 'NOT_AVAILABLE' | 'SOLDOUT';

export interface CartArticle {
  productId: string;
  tcm: string;
  title: string;
  quantity: { quantity: number };
  availability?: Availability;
  /** Free articles only. */
  campaignId?: string;
  /** Why a defective article cannot be bought, as the service words it. */
  hint?: string;
}

export interface CartGiftCard {
  article: CartArticle;
}

/** Spec §3 names only the id and the quantity: the title and the hint may be missing. */
export interface CartPartnerProduct {
  partnerProductId: string;
  title?: string;
  totalQuantity: number;
  hint?: string;
}

/** Spec §3 names only the id: the title and the hint may be missing. */
export interface CartSubscription {
  subscriptionConfigurationId: string;
  title?: string;
  hint?: string;
}

export interface Cart {
  numberOfArticles: number;
  articles: CartArticle[];
  freeArticles: CartArticle[];
  giftCards: CartGiftCard[];
  partnerProducts: CartPartnerProduct[];
  subscriptions: CartSubscription[];
  defectiveArticles: CartArticle[];
  defectiveGiftCards: CartGiftCard[];
  defectivePartnerProducts: CartPartnerProduct[];
  defectiveSubscriptions: CartSubscription[];
}

export interface CartResponse {
  cart: Cart;
  addedProduct?: CartArticle;
}

/** Decision 4: exactly one of the five bodies of POST /service/cart/api/cart. */
export type CartChange =
  | { setArticle: { productId: string; tcm: string; quantity: number } }
  | { setFreeArticle: { productId: string; campaignId: string; remove: boolean } }
  | { setGiftCard: { productId: string; tcm: string; set: boolean } }
  | { setPartnerProduct: { partnerProductId: string; set: boolean } }
  | { deleteSubscription: { subscriptionId: string } };

export const cartReadErrorCodes = [
  'UNKNOWN',
  'CARTSTORAGE_UNAVAILABLE',
  'PRODUCTDATA_UNAVAILABLE',
  'PRICE_UNAVAILABLE',
  'NOT_MODIFIED',
] as const;
export const cartLimitErrorCodes = ['CART_LIMIT', 'ITEM_LIMIT', 'AVAILABILITY_LIMIT'] as const;
export const cartChangeErrorCodes = [...cartReadErrorCodes, ...cartLimitErrorCodes] as const;

export type CartReadErrorCode = (typeof cartReadErrorCodes)[number];
export type CartChangeErrorCode = (typeof cartChangeErrorCodes)[number];

export interface CartErrorResponse {
  error: string;
  limit?: number;
}

/** The five removal types of header-search-cart.md 4. */
export const cartItemKinds = ['article', 'freeArticle', 'giftCard', 'partnerProduct', 'subscription'] as const;
export type CartItemKind = (typeof cartItemKinds)[number];

/**
 * One line of the cart as the mini cart lists it, whatever its kind. A defective line stands in
 * its kind's defective list (defectiveArticles, ...) and can only be removed, not restored.
 */
export type CartLine = { key: string; defective?: boolean } & (
  | { kind: 'article'; item: CartArticle }
  | { kind: 'freeArticle'; item: CartArticle }
  | { kind: 'giftCard'; item: CartGiftCard }
  | { kind: 'partnerProduct'; item: CartPartnerProduct }
  | { kind: 'subscription'; item: CartSubscription }
);
