import { createSelector } from '@reduxjs/toolkit';
import type { ServiceError } from '../../api/baseApi';
import { selectSite } from '../../app/platform';
import type { PlatformState } from '../../app/platform';
import { cartApi } from './cartApi';
import {
  applyChange,
  canCheckout,
  cartLines,
  defectiveLines,
  hasDefectiveItems,
  readErrorCode,
  titleOrder,
} from './cartLines';
import { cartSlice, type CartState } from './cartSlice';
import { cartItemKinds, type Cart, type CartItemKind, type CartLine, type CartReadErrorCode } from './types';

type State = Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0] & {
  cart: CartState;
  platform: PlatformState;
};

const selectCartQuery = cartApi.endpoints.getCart.select();

export interface CartView {
  /**
   * What the shopper sees: the cached cart, which has the changes not answered yet patched on top
   * (cartPatches.ts), or, while the first read is on its way, the copy from the last page with them
   * drawn on it. Undefined while unknown: loading without a copy, or after a failed read.
   */
  cart: Cart | undefined;
  /**
   * The cart is being read, or has not been asked for yet (a first render, the server's render of
   * the cart page): without a copy from the last page, a loader shows, never "empty" before the
   * service has said so.
   */
  busy: boolean;
  readError: CartReadErrorCode | null;
}

/**
 * The copy from the last page, with the shopper's changes drawn on it: it is not in the cache, so
 * they are drawn here until the first answer, when they are drawn on the server's cart
 * (cartListeners.ts). Undefined once the cache holds a cart.
 */
const selectStoredPicture = createSelector(
  [(state: State) => cartSlice.selectSlice(state).storedCart, (state: State) => cartSlice.selectSlice(state).queue],
  (storedCart, queue) =>
    storedCart
      ? queue.reduce((picture, { intent, line }) => applyChange(picture, intent, line), storedCart)
      : undefined,
);

/** A failed read clears the cart and records the error (header-search-cart.md 4). */
export const selectCartView = createSelector(
  [selectCartQuery, (state: State) => (selectCartQuery(state).data ? undefined : selectStoredPicture(state))],
  (query, storedPicture): CartView => {
    if (query.isError) return { cart: undefined, busy: false, readError: readErrorCode(query.error as ServiceError) };
    return {
      cart: query.data ?? storedPicture,
      busy: query.status === 'pending' || query.status === 'uninitialized',
      readError: null,
    };
  },
);

/** The article count, or undefined while the cart is unknown (never "empty" without the server's word). */
export const selectCartCount = (state: State): number | undefined => selectCartView(state).cart?.numberOfArticles;

export const selectCanCheckout = (state: State) => canCheckout(selectCartView(state).cart);

const selectTitleOrder = createSelector([(state: State) => selectSite(state).locale], titleOrder);

export const selectHasDefectiveItems = (state: State) => {
  const { cart } = selectCartView(state);
  return cart ? hasDefectiveItems(cart) : false;
};

/** Lines of an article that is sold out or not available: they block checkout (header-search-cart.md 4). */
export const selectUnavailableCount = (state: State) => {
  const { cart } = selectCartView(state);
  return [...(cart?.articles ?? []), ...(cart?.freeArticles ?? [])].filter(
    (article) => article.availability === 'SOLDOUT' || article.availability === 'NOT_AVAILABLE',
  ).length;
};

export interface DisplayLine {
  line: CartLine;
  /** Removed within the undo window: shown as deleted, with restore where the service allows. */
  removed: boolean;
}

export interface CartSection {
  kind: CartItemKind;
  lines: DisplayLine[];
}

/** The mini cart's sections: each kind's lines and just-removed lines, sorted by title in the site's language. */
export const selectCartSections = createSelector(
  [
    (state: State) => selectCartView(state).cart,
    (state: State) => cartSlice.selectSlice(state).recentlyRemoved,
    selectTitleOrder,
  ],
  (cart, recentlyRemoved, order): CartSection[] => {
    const live = cart ? cartLines(cart, order) : [];
    const liveKeys = new Set(live.map((line) => line.key));
    const lines: DisplayLine[] = [
      ...live.map((line) => ({ line, removed: false })),
      ...recentlyRemoved.filter((line) => !liveKeys.has(line.key)).map((line) => ({ line, removed: true })),
    ];
    return cartItemKinds
      .map((kind) => ({
        kind,
        lines: lines.filter(({ line }) => line.kind === kind).sort((a, b) => order(a.line, b.line)),
      }))
      .filter((section) => section.lines.length > 0);
  },
);

/** Defective items with the service's hint, sorted like the others; each can be removed. */
export const selectDefectiveLines = createSelector(
  [(state: State) => selectCartView(state).cart, selectTitleOrder],
  (cart, order) => (cart ? defectiveLines(cart, order) : []),
);
