import type { ServiceError } from '../../api/baseApi';
import { codeIn, lineTitle, rulesOf } from './cartLines';
import {
  cartChangeErrorCodes,
  isBlockingAvailability,
  type Cart,
  type CartChangeErrorCode,
  type CartLine,
} from './types';

/*
 * What the mini cart's contents need to list the cart and say what blocks checkout, and the change
 * error's reading: loaded with the contents (and with the first change), not with the page. The
 * cart icon needs only the count (cartLines.ts, selectors.ts).
 */

const kindOrder: CartLine['kind'][] = ['article', 'freeArticle', 'giftCard', 'partnerProduct', 'subscription'];

/** Compares two titles in the site's language; a line without a title goes last. */
export type TitleOrder = (a: CartLine, b: CartLine) => number;
export function titleOrder(locale: string): TitleOrder {
  const collator = new Intl.Collator(locale);
  return (a, b) => {
    const [first, second] = [lineTitle(a), lineTitle(b)];
    if (first === undefined || second === undefined) return Number(first === undefined) - Number(second === undefined);
    return collator.compare(first, second);
  };
}

function linesOf(cart: Cart, kind: CartLine['kind'], defective: boolean, order: TitleOrder): CartLine[] {
  const rules = rulesOf(kind);
  const list = defective ? rules.defectiveList : rules.list;
  if (!list) return [];
  return (cart[list] as unknown[])
    .map(
      (item) =>
        ({
          kind,
          key: `${defective ? 'defective:' : ''}${kind}:${rules.id(item)}`,
          item,
          ...(defective ? { defective: true } : {}),
        }) as CartLine,
    )
    .sort(order);
}

/** Every line of the cart, each kind's lines sorted by title (header-search-cart.md 4). */
export function cartLines(cart: Cart, order: TitleOrder): CartLine[] {
  return kindOrder.flatMap((kind) => linesOf(cart, kind, false, order));
}

/** The defective items, each kind's sorted by title like the others. */
export function defectiveLines(cart: Cart, order: TitleOrder): CartLine[] {
  return kindOrder.flatMap((kind) => linesOf(cart, kind, true, order));
}

export function emptyCart(): Cart {
  return {
    numberOfArticles: 0,
    articles: [],
    freeArticles: [],
    giftCards: [],
    partnerProducts: [],
    subscriptions: [],
    defectiveArticles: [],
    defectiveGiftCards: [],
    defectivePartnerProducts: [],
    defectiveSubscriptions: [],
  };
}

/**
 * Checkout may proceed only when the cart exists, has more than 0 articles (or has partner
 * products), has no defective articles, gift cards, partner products or subscriptions, and no
 * article or free article is NOT_AVAILABLE or SOLDOUT (header-search-cart.md 4); and when every
 * entry of those lists could be read (types.ts: an unreadable one may be any of these).
 */
export function canCheckout(cart: Cart | undefined): boolean {
  if (!cart) return false;
  if (!(cart.numberOfArticles > 0 || cart.partnerProducts.length > 0)) return false;
  if (hasDefectiveItems(cart)) return false;
  return ![...cart.articles, ...cart.freeArticles].some((article) => isBlockingAvailability(article.availability));
}

/** Defective items, or entries of the guarding lists that could not be read: both want the shopper's attention. */
export function hasDefectiveItems(cart: Cart): boolean {
  return (
    (cart.unreadableEntries ?? 0) > 0 ||
    cart.defectiveArticles.length > 0 ||
    cart.defectiveGiftCards.length > 0 ||
    cart.defectivePartnerProducts.length > 0 ||
    cart.defectiveSubscriptions.length > 0
  );
}

export const changeErrorCode = (error: ServiceError | undefined): CartChangeErrorCode =>
  codeIn(error, cartChangeErrorCodes);

export function errorLimit(error: ServiceError | undefined): number | undefined {
  const body = error?.body;
  const limit = body && typeof body === 'object' && 'limit' in body ? (body as { limit: unknown }).limit : undefined;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : undefined;
}
