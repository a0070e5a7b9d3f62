import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Cart, CartChangeErrorCode, CartItemKind, CartLine } from './types';

/**
 * The cart's client state. The cart itself lives in the RTK Query cache (`getCart`); this slice
 * holds only what the server does not know: lines removed in the last 10 s (for undo), the change
 * error on show, the order of changes in flight, and the copy kept from the last page.
 */
export interface CartState {
  /** Lines removed within the undo window, newest last. */
  recentlyRemoved: CartLine[];
  /** The failed change's code, the service's limit, and which kind of line it was about. */
  changeError: { code: CartChangeErrorCode; limit?: number; kind: CartItemKind; intent: 'remove' | 'restore' } | null;
  /** How many changes were sent, and which one's answer the cache holds: answers can overtake. */
  changesSent: number;
  serverAnswerApplied: number;
  /** The cart kept in local storage from an earlier page, shown until the service answers. */
  storedCart: Cart | null;
}

export const initialCartState: CartState = {
  recentlyRemoved: [],
  changeError: null,
  changesSent: 0,
  serverAnswerApplied: 0,
  storedCart: null,
};

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    lineRemoved(state, action: PayloadAction<CartLine>) {
      state.recentlyRemoved = state.recentlyRemoved.filter((line) => line.key !== action.payload.key);
      state.recentlyRemoved.push(action.payload);
    },
    lineRestored(state, action: PayloadAction<string>) {
      state.recentlyRemoved = state.recentlyRemoved.filter((line) => line.key !== action.payload);
    },
    undoWindowClosed(state, action: PayloadAction<string>) {
      state.recentlyRemoved = state.recentlyRemoved.filter((line) => line.key !== action.payload);
    },
    changeSent(state) {
      state.changesSent += 1;
    },
    /** The server's cart for change number `sequence` now stands in the cache. */
    serverCartApplied(state, action: PayloadAction<{ sequence: number; cart: Cart }>) {
      state.serverAnswerApplied = action.payload.sequence;
    },
    changeFailed(
      state,
      action: PayloadAction<{
        code: CartChangeErrorCode;
        limit?: number;
        line: CartLine;
        intent: 'remove' | 'restore';
        rolledBack: boolean;
      }>,
    ) {
      const { code, limit, line, intent } = action.payload;
      state.changeError = { code, kind: line.kind, intent, ...(limit === undefined ? {} : { limit }) };
      // The removal did not happen: the line is back in the cart, not among the removed.
      if (intent === 'remove')
        state.recentlyRemoved = state.recentlyRemoved.filter((removed) => removed.key !== line.key);
    },
    changeErrorExpired(state) {
      state.changeError = null;
    },
    /** Another tab wrote a new cart to local storage. */
    cartChangedInOtherTab(_state, _action: PayloadAction<Cart>) {},
    /** Someone on the page fired `cart-update`: read the cart again, bypassing caches. */
    cartUpdateRequested() {},
  },
  selectors: {
    selectRecentlyRemoved: (state) => state.recentlyRemoved,
    selectChangeError: (state) => state.changeError,
    selectStoredCart: (state) => state.storedCart,
  },
});

export const {
  lineRemoved,
  lineRestored,
  undoWindowClosed,
  changeSent,
  serverCartApplied,
  changeFailed,
  changeErrorExpired,
  cartChangedInOtherTab,
  cartUpdateRequested,
} = cartSlice.actions;
export const { selectRecentlyRemoved, selectChangeError, selectStoredCart } = cartSlice.selectors;
