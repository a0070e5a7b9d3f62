import * as v from 'valibot';
import { guardingListOf, idField, listOf, optionalField } from '../../api/lenient';

/**
 * The cart service's answers (header-search-cart.md 3 and 7) as schemas: the endpoints check every
 * answer with them, the local copy and other tabs' carts are checked with them, and the types below
 * are inferred from them, so the types, the mocks and the runtime check cannot drift. Lenient where
 * the spec is silent: fields it does not name are optional, unknown fields are dropped, not refused;
 * ids are read as strings or whole numbers. An optional field that does not parse is left out with a
 * warning, an item that does not parse is left out of its list (api/lenient.ts); only a cart without
 * its count or its lists is refused. But leniency never opens the checkout guard
 * (`canCheckout`): an availability is read in each plausible form, and an entry of a list that
 * guards checkout (articles, free articles, the four defective lists) that cannot be read is
 * counted in `unreadableEntries`, which keeps checkout closed (docs/decisions.md, "A guard reads
 * leniently and counts what it cannot read").
 */

/** The two availabilities that block checkout, by their letters alone ("sold-out", "Not available"). */
const blockingAvailabilities = ['NOT_AVAILABLE', 'SOLDOUT'] as const;
const lettersOf = (text: string) => text.toUpperCase().replace(/[^A-Z]/g, '');

/**
 * "values include NOT_AVAILABLE and SOLDOUT": others may come, and the spec does not type the field.
 * A text as it is (a spelling of the two blocking values read as that value), `{ code: 'SOLDOUT' }`
 * and its kin as their text, `true` as available, `false` as not. A value present in any other shape
 * reads as NOT_AVAILABLE: the guard cannot tell it from a sold-out article, so it keeps checkout shut.
 */
const availabilitySchema = v.pipe(
  v.unknown(),
  v.transform((value): string | undefined => {
    if (value === undefined || value === null || value === true) return undefined;
    const text =
      typeof value === 'object'
        ? ['code', 'value', 'status', 'name', 'availability']
            .map((key) => (value as Record<string, unknown>)[key])
            .find((field) => typeof field === 'string')
        : value;
    if (typeof text === 'string' && lettersOf(text) !== '') {
      return blockingAvailabilities.find((code) => lettersOf(code) === lettersOf(text)) ?? text.trim();
    }
    if (value !== false)
      console.warn('cart article availability: a shape that cannot be read reads as NOT_AVAILABLE', value);
    return 'NOT_AVAILABLE';
  }),
);
export const isBlockingAvailability = (
  availability: string | undefined,
): availability is (typeof blockingAvailabilities)[number] =>
  (blockingAvailabilities as readonly (string | undefined)[]).includes(availability);

const articleSchema = v.object({
  productId: idField,
  tcm: idField,
  /** A line without its title still shows, under "Produkt {id}"-like wording. */
  title: optionalField('cart article title', v.string()),
  quantity: v.object({ quantity: v.number() }),
  availability: v.optional(availabilitySchema),
  /** Free articles only. */
  campaignId: optionalField('cart article campaignId', idField),
  /** Why a defective article cannot be bought, as the service words it. */
  hint: optionalField('cart article hint', v.string()),
});

const giftCardSchema = v.object({ article: articleSchema });

/** Spec §3 names only the id and the quantity: the title and the hint may be missing. */
const partnerProductSchema = v.object({
  partnerProductId: idField,
  title: optionalField('cart partner product title', v.string()),
  totalQuantity: v.number(),
  hint: optionalField('cart partner product hint', v.string()),
});

/** Spec §3 names only the id: the title and the hint may be missing. */
const subscriptionSchema = v.object({
  subscriptionConfigurationId: idField,
  title: optionalField('cart subscription title', v.string()),
  hint: optionalField('cart subscription hint', v.string()),
});

export const cartSchema = v.pipe(
  v.object({
    numberOfArticles: v.number(),
    articles: guardingListOf(articleSchema),
    freeArticles: guardingListOf(articleSchema),
    giftCards: listOf(giftCardSchema),
    partnerProducts: listOf(partnerProductSchema),
    subscriptions: listOf(subscriptionSchema),
    defectiveArticles: guardingListOf(articleSchema),
    defectiveGiftCards: guardingListOf(giftCardSchema),
    defectivePartnerProducts: guardingListOf(partnerProductSchema),
    defectiveSubscriptions: guardingListOf(subscriptionSchema),
    /** Ours, not the service's: kept with the local copy, so a cart read again stays closed. */
    unreadableEntries: optionalField('cart unreadableEntries', v.pipe(v.number(), v.safeInteger(), v.minValue(0)), 0),
  }),
  v.transform((cart) => {
    const guarded = [
      cart.articles,
      cart.freeArticles,
      cart.defectiveArticles,
      cart.defectiveGiftCards,
      cart.defectivePartnerProducts,
      cart.defectiveSubscriptions,
    ];
    const unreadableEntries = guarded.reduce((sum, list) => sum + list.unreadable, cart.unreadableEntries);
    return {
      numberOfArticles: cart.numberOfArticles,
      articles: cart.articles.items,
      freeArticles: cart.freeArticles.items,
      giftCards: cart.giftCards,
      partnerProducts: cart.partnerProducts,
      subscriptions: cart.subscriptions,
      defectiveArticles: cart.defectiveArticles.items,
      defectiveGiftCards: cart.defectiveGiftCards.items,
      defectivePartnerProducts: cart.defectivePartnerProducts.items,
      defectiveSubscriptions: cart.defectiveSubscriptions.items,
      /** Entries of the guarding lists that could not be read: any keeps checkout closed. */
      ...(unreadableEntries > 0 ? { unreadableEntries } : {}),
    };
  }),
);

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
