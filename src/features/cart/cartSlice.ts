import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Patch } from 'immer';
import { cartApi } from './cartApi';
import { removalChange, restoreChange } from './cartLines';
import type { Cart, CartChange, CartChangeErrorCode, CartItemKind, CartLine } from './types';

export type ChangeIntent = 'remove' | 'restore';

/** A change the shopper made that the service has not answered yet. */
export interface QueuedChange {
  id: number;
  line: CartLine;
  intent: ChangeIntent;
  change: CartChange;
  /**
   * Its patch's undo: the inverse of the patch that drew it on the cached cart, over the server's
   * cart and the changes queued before it (cartPatches.ts). Empty while the cache holds no cart.
   */
  undo: Patch[];
}

/** The change as it goes to the service: its patch stays behind. */
export type SentChange = Omit<QueuedChange, 'undo'>;

/**
 * The cart's client state. The cart the shopper sees lives in the RTK Query cache (`getCart`): the
 * server's last word with the changes not answered yet patched on top (cartPatches.ts). This slice
 * holds only what the server does not know: those changes, each with its patch's undo (sent one at
 * a time, the first is on its way while `sending`), lines removed in the last 10 s (for the restore
 * action), the change error on show, and the copy kept from the last page.
 */
export interface CartState {
  queue: QueuedChange[];
  sending: boolean;
  nextChangeId: number;
  /**
   * How many carts a change's answer or another tab put in the cache. A read that sees this
   * number change while it is on its way was overtaken: its answer is older than the cache's.
   */
  newerCartsApplied: number;
  /** Lines removed within the undo window, newest last. */
  recentlyRemoved: CartLine[];
  /** The failed change's code, the service's limit, and which kind of line it was about. */
  changeError: { code: CartChangeErrorCode; limit?: number; kind: CartItemKind; intent: ChangeIntent } | null;
  /** The cart kept in local storage from an earlier page, shown until the service answers. */
  storedCart: Cart | null;
}

export const initialCartState: CartState = {
  queue: [],
  sending: false,
  nextChangeId: 1,
  newerCartsApplied: 0,
  recentlyRemoved: [],
  changeError: null,
  storedCart: null,
};

function enqueue(state: CartState, line: CartLine, intent: ChangeIntent, change: CartChange, undo: Patch[]) {
  state.queue.push({ id: state.nextChangeId, line, intent, change, undo });
  state.nextChangeId += 1;
}

/** The answered change leaves the queue; the next one may go. */
function settle(state: CartState, id: number) {
  state.queue = state.queue.filter((queued) => queued.id !== id);
  state.sending = false;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /**
     * The shopper removed a line, already patched out of the cached cart: the removal is queued for
     * the service and, unless the line is defective, can be restored for 10 s.
     */
    lineRemoved(state, { payload: { line, undo } }: PayloadAction<{ line: CartLine; undo: Patch[] }>) {
      state.recentlyRemoved = state.recentlyRemoved.filter((removed) => removed.key !== line.key);
      if (!line.defective) state.recentlyRemoved.push(line);
      enqueue(state, line, 'remove', removalChange(line), undo);
    },
    /** The shopper put a recently removed line back, already patched into the cached cart. */
    lineRestored(state, { payload: { key, undo } }: PayloadAction<{ key: string; undo: Patch[] }>) {
      const line = state.recentlyRemoved.find((removed) => removed.key === key);
      const change = line && restoreChange(line);
      if (!line || !change) return;
      state.recentlyRemoved = state.recentlyRemoved.filter((removed) => removed.key !== key);
      enqueue(state, line, 'restore', change, undo);
    },
    /**
     * A server cart replaced the cached one and the changes not answered yet were patched on it
     * again: each keeps its new patch's undo.
     */
    changesRedrawn(state, { payload: undo }: PayloadAction<Record<number, Patch[]>>) {
      for (const queued of state.queue) queued.undo = undo[queued.id] ?? queued.undo;
    },
    undoWindowClosed(state, { payload: key }: PayloadAction<string>) {
      state.recentlyRemoved = state.recentlyRemoved.filter((line) => line.key !== key);
    },
    /** The first queued change went to the service. */
    changeSent(state, _action: PayloadAction<{ id: number }>) {
      state.sending = true;
    },
    /** The service answered the change with its cart, which now stands in the cache. */
    changeAnswered(state, { payload: { id } }: PayloadAction<{ id: number }>) {
      settle(state, id);
      state.newerCartsApplied += 1;
      state.changeError = null;
    },
    /** The service refused the change, answered 304 (changed nothing), or did not answer. */
    changeFailed(
      state,
      {
        payload: { id, code, limit, line, intent },
      }: PayloadAction<{ id: number; code: CartChangeErrorCode; limit?: number; line: CartLine; intent: ChangeIntent }>,
    ) {
      settle(state, id);
      state.changeError = { code, kind: line.kind, intent, ...(limit === undefined ? {} : { limit }) };
      // The removal did not happen: the line is back in the cart, not among the removed.
      if (intent === 'remove')
        state.recentlyRemoved = state.recentlyRemoved.filter((removed) => removed.key !== line.key);
    },
    changeErrorExpired(state) {
      state.changeError = null;
    },
    /**
     * The page is going away with changes not answered yet: they went to the service in requests
     * that outlive the page (cartListeners.ts), so none is sent again should the page come back.
     */
    changesSentOnLeaving(state) {
      state.queue = [];
      state.sending = false;
    },
    /** Another tab wrote a newer cart to local storage; it now stands in the cache. */
    cartChangedInOtherTab(state, _action: PayloadAction<Cart>) {
      state.newerCartsApplied += 1;
    },
    /**
     * The cart kept from the last page, read from local storage: shown until the service answers.
     * A page rendered by the server reads it once hydration is over (the server cannot see it).
     */
    storedCartRead(state, { payload }: PayloadAction<Cart | null>) {
      state.storedCart = payload;
    },
    /** Someone on the page fired `cart-update`: read the cart again, bypassing caches. */
    cartUpdateRequested() {},
    /** The page is being left or put away (`pagehide`): what is still queued must go now. */
    pageLeft() {},
  },
  extraReducers: (builder) => {
    // The service answered a read: the change error on show is old news (header-search-cart.md 4).
    builder.addMatcher(cartApi.endpoints.getCart.matchFulfilled, (state) => {
      state.changeError = null;
    });
  },
  selectors: {
    selectRecentlyRemoved: (state) => state.recentlyRemoved,
    selectChangeError: (state) => state.changeError,
    selectStoredCart: (state) => state.storedCart,
    selectChangeQueue: (state) => state.queue,
  },
});

export const {
  lineRemoved,
  lineRestored,
  changesRedrawn,
  changesSentOnLeaving,
  undoWindowClosed,
  changeSent,
  changeAnswered,
  changeFailed,
  changeErrorExpired,
  cartChangedInOtherTab,
  cartUpdateRequested,
  pageLeft,
} = cartSlice.actions;
export const { selectChangeError, selectChangeQueue } = cartSlice.selectors;
