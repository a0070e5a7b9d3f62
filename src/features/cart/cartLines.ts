import { applyPatches, original, type Draft, type Patch } from 'immer';
import type { ServiceError } from '../../api/baseApi';
import { cartReadErrorCodes, type Cart, type CartChange, type CartLine, type CartReadErrorCode } from './types';

type ItemOf<K extends CartLine['kind']> = Extract<CartLine, { kind: K }>['item'];
type ItemList = Exclude<keyof Cart, 'numberOfArticles' | 'unreadableEntries'>;

/** What each kind of line is: where it lives in the cart, its id, title and article count. */
const kinds: {
  [K in CartLine['kind']]: {
    list: ItemList;
    /** Where the service lists this kind's defective items; free articles have no such list. */
    defectiveList?: ItemList;
    id: (item: ItemOf<K>) => string;
    title: (item: ItemOf<K>) => string | undefined;
    quantity: (item: ItemOf<K>) => number;
  };
} = {
  article: {
    list: 'articles',
    defectiveList: 'defectiveArticles',
    id: (item) => item.productId,
    title: (item) => item.title,
    quantity: (item) => item.quantity.quantity,
  },
  freeArticle: {
    list: 'freeArticles',
    id: (item) => `${item.productId}-${item.campaignId ?? ''}`,
    title: (item) => item.title,
    quantity: (item) => item.quantity.quantity,
  },
  giftCard: {
    list: 'giftCards',
    defectiveList: 'defectiveGiftCards',
    id: (item) => item.article.productId,
    title: (item) => item.article.title,
    quantity: (item) => item.article.quantity.quantity,
  },
  partnerProduct: {
    list: 'partnerProducts',
    defectiveList: 'defectivePartnerProducts',
    id: (item) => item.partnerProductId,
    title: (item) => item.title,
    quantity: (item) => item.totalQuantity,
  },
  // "deleteSubscription reduces the count by 1" (header-search-cart.md 4).
  subscription: {
    list: 'subscriptions',
    defectiveList: 'defectiveSubscriptions',
    id: (item) => item.subscriptionConfigurationId,
    title: (item) => item.title,
    quantity: () => 1,
  },
};

type KindRules = {
  list: ItemList;
  defectiveList?: ItemList;
  id: (item: unknown) => string;
  title: (item: unknown) => string | undefined;
  quantity: (item: unknown) => number;
};
export const rulesOf = (kind: CartLine['kind']) => kinds[kind] as unknown as KindRules;

/** The line's title; partner products and subscriptions may come without one. */
export const lineTitle = (line: CartLine): string | undefined => rulesOf(line.kind).title(line.item);

/** How many articles a line counts for in `numberOfArticles`. */
export const lineQuantity = (line: CartLine): number => rulesOf(line.kind).quantity(line.item);

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
  // A defective item is removed for good: the service could not sell it before.
  if (line.defective) return undefined;
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

function entriesOf(cart: Cart, line: CartLine): { name: ItemList; list: unknown[]; index: number } {
  const rules = rulesOf(line.kind);
  const name = (line.defective ? rules.defectiveList : rules.list) ?? rules.list;
  const list = cart[name] as unknown[];
  const key = line.key.replace(/^defective:/, '');
  return { name, list, index: list.findIndex((entry) => `${line.kind}:${rules.id(entry)}` === key) };
}

/*
 * A change is drawn by plain copying: the list it touches and the count are new, the rest of the
 * cart is shared. The removal is drawn in its click's task, where drafting the whole cart cost the
 * frame more than these two new objects do (issue 16: painted within 16 ms).
 */

/** A removal as the shopper sees it at once: the line leaves, the count drops by its quantity. */
export function applyRemoval(cart: Cart, line: CartLine): Cart {
  const { name, list, index } = entriesOf(cart, line);
  if (index < 0) return cart;
  return {
    ...cart,
    [name]: list.filter((_, position) => position !== index),
    numberOfArticles: line.defective ? cart.numberOfArticles : Math.max(0, cart.numberOfArticles - lineQuantity(line)),
  };
}

/** A restore as the shopper sees it at once: the line is back, the count rises by its quantity. */
export function applyRestore(cart: Cart, line: CartLine): Cart {
  const { name, list, index } = entriesOf(cart, line);
  if (index >= 0) return cart;
  return { ...cart, [name]: [...list, line.item], numberOfArticles: cart.numberOfArticles + lineQuantity(line) };
}

export const applyChange = (cart: Cart, intent: 'remove' | 'restore', line: CartLine): Cart =>
  (intent === 'remove' ? applyRemoval : applyRestore)(cart, line);

/**
 * Draws a change on the cached cart: the `updateQueryData` recipe of cartPatches.ts. Only the
 * list and the count it changes are replaced, so its patch (and its undo) names just those, and
 * no other part of the cart is drafted. A change the cart already shows draws nothing: drawn again
 * on a server cart that has it, it counts once.
 */
export const drawChange =
  (intent: 'remove' | 'restore', line: CartLine) =>
  (draft: Draft<Cart>): void => {
    const before = original(draft) as Cart;
    const after = applyChange(before, intent, line);
    for (const key of Object.keys(after) as (keyof Cart)[]) {
      if (after[key] !== before[key]) Object.assign(draft, { [key]: after[key] });
    }
  };

/**
 * The server's cart under a cached one: the patches of the changes not answered yet undone, newest
 * first. Each undo was made on the cart below it, so together they give back the server's word.
 */
export const serverCartUnder = (cart: Cart, queue: readonly { undo: Patch[] }[]): Cart =>
  queue.reduceRight((picture, { undo }) => (undo.length > 0 ? applyPatches(picture, undo) : picture), cart);

/** The error code of a service's answer when it is one of `codes`, else UNKNOWN. */
export function codeIn<T extends string>(error: ServiceError | undefined, codes: readonly T[]): T | 'UNKNOWN' {
  const body = error?.body;
  const code = body && typeof body === 'object' && 'error' in body ? (body as { error: unknown }).error : undefined;
  return (codes as readonly unknown[]).includes(code) ? (code as T) : 'UNKNOWN';
}

/** Unknown codes and network failures read as UNKNOWN (header-search-cart.md 8). */
export const readErrorCode = (error: ServiceError | undefined): CartReadErrorCode => codeIn(error, cartReadErrorCodes);
