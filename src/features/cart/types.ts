import * as v from 'valibot';

/**
 * The cart service's answers (header-search-cart.md 3 and 7) as schemas: the endpoints check every
 * answer with them, the local copy and other tabs' carts are checked with them, and the types below
 * are inferred from them, so the types, the mocks and the runtime check cannot drift. Lenient where
 * the spec is silent: fields it does not name are optional, unknown fields are dropped, not refused.
 */
const articleSchema = v.object({
  productId: v.string(),
  tcm: v.string(),
  title: v.string(),
  quantity: v.object({ quantity: v.number() }),
  /** "values include NOT_AVAILABLE and SOLDOUT": others may come. */
  availability: v.optional(v.string()),
  /** Free articles only. */
  campaignId: v.optional(v.string()),
  /** Why a defective article cannot be bought, as the service words it. */
  hint: v.optional(v.string()),
});

const giftCardSchema = v.object({ article: articleSchema });

/** Spec §3 names only the id and the quantity: the title and the hint may be missing. */
const partnerProductSchema = v.object({
  partnerProductId: v.string(),
  title: v.optional(v.string()),
  totalQuantity: v.number(),
  hint: v.optional(v.string()),
});

/** Spec §3 names only the id: the title and the hint may be missing. */
const subscriptionSchema = v.object({
  subscriptionConfigurationId: v.string(),
  title: v.optional(v.string()),
  hint: v.optional(v.string()),
});

export const cartSchema = v.object({
  numberOfArticles: v.number(),
  articles: v.array(articleSchema),
  freeArticles: v.array(articleSchema),
  giftCards: v.array(giftCardSchema),
  partnerProducts: v.array(partnerProductSchema),
  subscriptions: v.array(subscriptionSchema),
  defectiveArticles: v.array(articleSchema),
  defectiveGiftCards: v.array(giftCardSchema),
  defectivePartnerProducts: v.array(partnerProductSchema),
  defectiveSubscriptions: v.array(subscriptionSchema),
});

/** GET and POST answer `{ cart, addedProduct }`; a 304 to a POST has no body (or an empty string). */
export const cartResponseSchema = v.object({ cart: cartSchema, addedProduct: v.optional(articleSchema) });
export const cartChangeResponseSchema = v.union([v.null(), v.literal(''), cartResponseSchema]);

export type CartArticle = v.InferOutput<typeof articleSchema>;
export type CartGiftCard = v.InferOutput<typeof giftCardSchema>;
export type CartPartnerProduct = v.InferOutput<typeof partnerProductSchema>;
export type CartSubscription = v.InferOutput<typeof subscriptionSchema>;
export type Cart = v.InferOutput<typeof cartSchema>;
export type CartResponse = v.InferOutput<typeof cartResponseSchema>;

/** A cart from local storage or another tab is shown only when it is a cart. */
export const isCart = (value: unknown): value is Cart => v.is(cartSchema, value);

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
