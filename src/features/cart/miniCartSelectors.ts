import { createSelector } from '@reduxjs/toolkit';
import { selectSite } from '../../app/platform';
import { canCheckout, cartLines, defectiveLines, hasDefectiveItems, titleOrder } from './miniCartLines';
import { selectCartView, type State } from './selectors';
import { cartItemKinds, isBlockingAvailability, type CartItemKind, type CartLine } from './types';
import { cartSlice } from './cartSlice';

/* What the mini cart's contents show, loaded with them (the cart icon needs selectors.ts only). */

export const selectCanCheckout = (state: State) => canCheckout(selectCartView(state).cart);

const selectTitleOrder = createSelector([(state: State) => selectSite(state).locale], titleOrder);

export const selectHasDefectiveItems = (state: State) => {
  const { cart } = selectCartView(state);
  return cart ? hasDefectiveItems(cart) : false;
};

/** Lines of an article that is sold out or not available: they block checkout (header-search-cart.md 4). */
export const selectUnavailableCount = (state: State) => {
  const { cart } = selectCartView(state);
  return [...(cart?.articles ?? []), ...(cart?.freeArticles ?? [])].filter((article) =>
    isBlockingAvailability(article.availability),
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
