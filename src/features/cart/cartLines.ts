import type { Draft } from '@reduxjs/toolkit';
import type { ServiceError } from '../../api/baseApi';
import {
  cartChangeErrorCodes,
  cartReadErrorCodes,
  type Cart,
  type CartChange,
  type CartChangeErrorCode,
  type CartLine,
  type CartReadErrorCode,
} from './types';

type ItemOf<K extends CartLine['kind']> = Extract<CartLine, { kind: K }>['item'];

/** What each kind of line is: where it lives in the cart, its id, title and article count. */
const kinds: {
  [K in CartLine['kind']]: {
    list: (cart: Cart) => ItemOf<K>[];
    id: (item: ItemOf<K>) => string;
    title: (item: ItemOf<K>) => string;
    quantity: (item: ItemOf<K>) => number;
  };
} = {
  article: {
    list: (cart) => cart.articles,
    id: (item) => item.productId,
    title: (item) => item.title,
    quantity: (item) => item.quantity.quantity,
  },
  freeArticle: {
    list: (cart) => cart.freeArticles,
    id: (item) => `${item.productId}-${item.campaignId ?? ''}`,
    title: (item) => item.title,
    quantity: (item) => item.quantity.quantity,
  },
  giftCard: {
    list: (cart) => cart.giftCards,
    id: (item) => item.article.productId,
    title: (item) => item.article.title,
    quantity: (item) => item.article.quantity.quantity,
  },
  partnerProduct: {
    list: (cart) => cart.partnerProducts,
    id: (item) => item.partnerProductId,
    title: (item) => item.title,
    quantity: (item) => item.totalQuantity,
  },
  // "deleteSubscription reduces the count by 1" (header-search-cart.md 4).
  subscription: {
    list: (cart) => cart.subscriptions,
    id: (item) => item.subscriptionConfigurationId,
    title: (item) => item.title,
    quantity: () => 1,
  },
};

const kindOrder: CartLine['kind'][] = ['article', 'freeArticle', 'giftCard', 'partnerProduct', 'subscription'];

function linesOfKind<K extends CartLine['kind']>(cart: Cart, kind: K): CartLine[] {
  const { list, id, title } = kinds[kind] as (typeof kinds)['article'];
  return [...(list(cart) as never[])]
    .sort((a, b) => title(a).localeCompare(title(b)))
    .map((item) => ({ kind, key: `${kind}:${id(item)}`, item }) as CartLine);
}

/** Every line of the cart, each kind's lines sorted by title (header-search-cart.md 4). */
export function cartLines(cart: Cart): CartLine[] {
  return kindOrder.flatMap((kind) => linesOfKind(cart, kind));
}

export const lineTitle = (line: CartLine): string => (kinds[line.kind].title as (item: unknown) => string)(line.item);

/** How many articles a line counts for in `numberOfArticles`. */
export const lineQuantity = (line: CartLine): number =>
  (kinds[line.kind].quantity as (item: unknown) => number)(line.item);

/** The removal bodies of header-search-cart.md 4 and 7. */
export function removalChange(line: CartLine): CartChange {
  switch (line.kind) {
    case 'article':
      return { setArticle: { productId: line.item.productId, tcm: line.item.tcm, quantity: 0 } };
    case 'freeArticle':
      return {
        setFreeArticle: { productId: line.item.productId, campaignId: line.item.campaignId ?? '', remove: true },
      };
    case 'giftCard':
      return { setGiftCard: { productId: line.item.article.productId, tcm: line.item.article.tcm, set: false } };
    case 'partnerProduct':
      return { setPartnerProduct: { partnerProductId: line.item.partnerProductId, set: false } };
    case 'subscription':
      return { deleteSubscription: { subscriptionId: line.item.subscriptionConfigurationId } };
  }
}

/**
 * The body that puts a removed line back. A deleted subscription has no such call in the
 * service (it is configured elsewhere), so it cannot be restored from the mini cart.
 */
export function restoreChange(line: CartLine): CartChange | undefined {
  switch (line.kind) {
    case 'article':
      return {
        setArticle: { productId: line.item.productId, tcm: line.item.tcm, quantity: line.item.quantity.quantity },
      };
    case 'freeArticle':
      return {
        setFreeArticle: { productId: line.item.productId, campaignId: line.item.campaignId ?? '', remove: false },
      };
    case 'giftCard':
      return { setGiftCard: { productId: line.item.article.productId, tcm: line.item.article.tcm, set: true } };
    case 'partnerProduct':
      return { setPartnerProduct: { partnerProductId: line.item.partnerProductId, set: true } };
    case 'subscription':
      return undefined;
  }
}

function entriesOf(cart: Draft<Cart>, line: CartLine): { list: unknown[]; index: number } {
  const { list, id } = kinds[line.kind] as unknown as {
    list: (cart: Cart) => unknown[];
    id: (item: unknown) => string;
  };
  const entries = list(cart as Cart);
  return { list: entries, index: entries.findIndex((entry) => `${line.kind}:${id(entry)}` === line.key) };
}

/** The optimistic picture of a removal: the line leaves, the count drops by its quantity. */
export function applyRemoval(cart: Draft<Cart>, line: CartLine): void {
  const { list, index } = entriesOf(cart, line);
  if (index < 0) return;
  list.splice(index, 1);
  cart.numberOfArticles = Math.max(0, cart.numberOfArticles - lineQuantity(line));
}

/** The optimistic picture of a restore: the line is back, the count rises by its quantity. */
export function applyRestore(cart: Draft<Cart>, line: CartLine): void {
  const { list, index } = entriesOf(cart, line);
  if (index >= 0) return;
  list.push(line.item);
  cart.numberOfArticles += lineQuantity(line);
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

const unavailable = new Set(['NOT_AVAILABLE', 'SOLDOUT']);

/**
 * Checkout may proceed only when the cart exists, has more than 0 articles (or has partner
 * products), has no defective articles, gift cards, partner products or subscriptions, and no
 * article or free article is NOT_AVAILABLE or SOLDOUT (header-search-cart.md 4).
 */
export function canCheckout(cart: Cart | undefined): boolean {
  if (!cart) return false;
  if (!(cart.numberOfArticles > 0 || cart.partnerProducts.length > 0)) return false;
  if (
    cart.defectiveArticles.length > 0 ||
    cart.defectiveGiftCards.length > 0 ||
    cart.defectivePartnerProducts.length > 0 ||
    cart.defectiveSubscriptions.length > 0
  ) {
    return false;
  }
  return ![...cart.articles, ...cart.freeArticles].some((article) => unavailable.has(article.availability ?? ''));
}

export function hasDefectiveItems(cart: Cart): boolean {
  return (
    cart.defectiveArticles.length +
      cart.defectiveGiftCards.length +
      cart.defectivePartnerProducts.length +
      cart.defectiveSubscriptions.length >
    0
  );
}

function codeIn<T extends string>(error: ServiceError | undefined, codes: readonly T[]): T | 'UNKNOWN' {
  const body = error?.body;
  const code = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  return (codes as readonly unknown[]).includes(code) ? (code as T) : 'UNKNOWN';
}

/** Unknown codes and network failures read as UNKNOWN (header-search-cart.md 8). */
export const readErrorCode = (error: ServiceError | undefined): CartReadErrorCode => codeIn(error, cartReadErrorCodes);

export const changeErrorCode = (error: ServiceError | undefined): CartChangeErrorCode =>
  codeIn(error, cartChangeErrorCodes);

export function errorLimit(error: ServiceError | undefined): number | undefined {
  const body = error?.body;
  const limit = body && typeof body === 'object' && 'limit' in body ? (body as { limit: unknown }).limit : undefined;
  return typeof limit === 'number' && Number.isFinite(limit) ? limit : undefined;
}
