import { createSelector } from '@reduxjs/toolkit';
import type { ServiceError } from '../../api/baseApi';
import { cartApi } from './cartApi';
import { canCheckout, cartLines, hasDefectiveItems, lineTitle, readErrorCode } from './cartLines';
import { cartSlice, type CartState } from './cartSlice';
import { cartItemKinds, type Cart, type CartItemKind, type CartLine, type CartReadErrorCode } from './types';

type State = Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0] & { cart: CartState };

const selectCartQuery = cartApi.endpoints.getCart.select();

export interface CartView {
  /** What the shopper sees: the server's cart, the copy from the last page while loading, or none. */
  cart: Cart | undefined;
  busy: boolean;
  readError: CartReadErrorCode | null;
}

/** A failed read clears the cart and records the error (header-search-cart.md 4). */
export const selectCartView = createSelector(
  [selectCartQuery, (state: State) => cartSlice.selectSlice(state).storedCart],
  (query, storedCart): CartView => {
    if (query.isError) return { cart: undefined, busy: false, readError: readErrorCode(query.error as ServiceError) };
    return { cart: query.data ?? storedCart ?? undefined, busy: query.status === 'pending', readError: null };
  },
);

export const selectCartCount = (state: State) => selectCartView(state).cart?.numberOfArticles ?? 0;

export const selectCanCheckout = (state: State) => canCheckout(selectCartView(state).cart);

export const selectCartLines = createSelector([(state: State) => selectCartView(state).cart], (cart) =>
  cart ? cartLines(cart) : [],
);

export const selectHasDefectiveItems = (state: State) => {
  const { cart } = selectCartView(state);
  return cart ? hasDefectiveItems(cart) : false;
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

/** The mini cart's sections: each kind's lines and just-removed lines, sorted by title. */
export const selectCartSections = createSelector(
  [(state: State) => selectCartView(state).cart, (state: State) => cartSlice.selectSlice(state).recentlyRemoved],
  (cart, recentlyRemoved): CartSection[] => {
    const live = cart ? cartLines(cart) : [];
    const liveKeys = new Set(live.map((line) => line.key));
    const lines: DisplayLine[] = [
      ...live.map((line) => ({ line, removed: false })),
      ...recentlyRemoved.filter((line) => !liveKeys.has(line.key)).map((line) => ({ line, removed: true })),
    ];
    return cartItemKinds
      .map((kind) => ({
        kind,
        lines: lines
          .filter(({ line }) => line.kind === kind)
          .sort((a, b) => lineTitle(a.line).localeCompare(lineTitle(b.line))),
      }))
      .filter((section) => section.lines.length > 0);
  },
);

/** Defective items with the service's hint; they block checkout until removed in the cart page. */
export const selectDefectiveItems = createSelector([(state: State) => selectCartView(state).cart], (cart) =>
  cart
    ? [
        ...cart.defectiveArticles.map((item) => ({
          key: `article:${item.productId}`,
          title: item.title,
          hint: item.hint,
        })),
        ...cart.defectiveGiftCards.map(({ article }) => ({
          key: `giftCard:${article.productId}`,
          title: article.title,
          hint: article.hint,
        })),
        ...cart.defectivePartnerProducts.map((item) => ({
          key: `partnerProduct:${item.partnerProductId}`,
          title: item.title,
          hint: item.hint,
        })),
        ...cart.defectiveSubscriptions.map((item) => ({
          key: `subscription:${item.subscriptionConfigurationId}`,
          title: item.title,
          hint: item.hint,
        })),
      ]
    : [],
);
