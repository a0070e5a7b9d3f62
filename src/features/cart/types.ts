import * as v from 'valibot';
import { listOf, optionalField } from '../../api/lenient';

/**
 * The cart service's answers (header-search-cart.md 3 and 7) as schemas: the endpoints check every
 * answer with them, the local copy and other tabs' carts are checked with them, and the types below
 * are inferred from them, so the types, the mocks and the runtime check cannot drift. Lenient where
 * the spec is silent: fields it does not name are optional, unknown fields are dropped, not refused.
 * An optional field that does not parse is left out with a warning, an item that does not parse is
 * left out of its list (api/lenient.ts); only a cart without its count or its lists is refused.
 */
const articleSchema = v.object({
  productId: v.string(),
  tcm: v.string(),
  title: v.string(),
  quantity: v.object({ quantity: v.number() }),
  /** "values include NOT_AVAILABLE and SOLDOUT": others may come. */
  availability: optionalField('cart article availability', v.string()),
  /** Free articles only. */
  campaignId: optionalField('cart article campaignId', v.string()),
  /** Why a defective article cannot be bought, as the service words it. */
  hint: optionalField('cart article hint', v.string()),
});

const giftCardSchema = v.object({ article: articleSchema });

/** Spec §3 names only the id and the quantity: the title and the hint may be missing. */
const partnerProductSchema = v.object({
  partnerProductId: v.string(),
  title: optionalField('cart partner product title', v.string()),
  totalQuantity: v.number(),
  hint: optionalField('cart partner product hint', v.string()),
});

/** Spec §3 names only the id: the title and the hint may be missing. */
const subscriptionSchema = v.object({
  subscriptionConfigurationId: v.string(),
  title: optionalField('cart subscription title', v.string()),
  hint: optionalField('cart subscription hint', v.string()),
});

export const cartSchema = v.object({
  numberOfArticles: v.number(),
  articles: listOf(articleSchema),
  freeArticles: listOf(articleSchema),
  giftCards: listOf(giftCardSchema),
  partnerProducts: listOf(partnerProductSchema),
  subscriptions: listOf(subscriptionSchema),
  defectiveArticles: listOf(articleSchema),
  defectiveGiftCards: listOf(giftCardSchema),
  defectivePartnerProducts: listOf(partnerProductSchema),
  defectiveSubscriptions: listOf(subscriptionSchema),
});

/** GET and POST answer `{ cart, addedProduct }`; a 304 to a POST has no body (or an empty string). */
export const cartResponseSchema = v.object({
  cart: cartSchema,
  addedProduct: optionalField('cart addedProduct', articleSchema),
});
export const cartChangeResponseSchema = v.union([v.null(), v.literal(''), cartResponseSchema]);

export type CartArticle = v.InferOutput<typeof articleSchema>;
export type CartGiftCard = v.InferOutput<typeof giftCardSchema>;
export type CartPartnerProduct = v.InferOutput<typeof partnerProductSchema>;
export type CartSubscription = v.InferOutput<typeof subscriptionSchema>;
export type Cart = v.InferOutput<typeof cartSchema>;
export type CartResponse = v.InferOutput<typeof cartResponseSchema>;

/**
 * A cart from local storage or another tab, read as the service's answer is: what the cart schema
 * makes of it (an item that does not parse left out), or undefined when it is no cart.
 */
export function readCart(value: unknown): Cart | undefined {
  const parsed = v.safeParse(cartSchema, value);
  return parsed.success ? parsed.output : undefined;
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
