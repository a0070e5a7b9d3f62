import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { toggleDrillDown } from './drillDown';

/**
 * The navigation flyout (header-search-cart.md 4, "Flyout"): closed, then pending while the
 * 300 ms open delay runs (a hover or a click chose an item), then open. The delay is a listener
 * (navigationListeners.ts) that ends in `flyout/openDelayElapsed`, so DevTools shows it and tests
 * drive it with fake timers. The keyboard opens at once (no hover intent to wait for).
 */
export type FlyoutStatus = 'closed' | 'pending' | 'open';

export interface FlyoutState {
  status: FlyoutStatus;
  /** The bar item the flyout is pending or open for. */
  item: string | null;
  /**
   * Chosen by a click, tap or key, or drilled into: it stays when the pointer leaves. A flyout
   * only hovered open is not pinned.
   */
  pinned: boolean;
  /** Items whose content has been shown once: it stays in the document from then on. */
  rendered: string[];
  /** Each category flyout's selected drill-down path (node keys), once the shopper chose. */
  drillDown: Record<string, string[]>;
}

export const initialFlyoutState: FlyoutState = {
  status: 'closed',
  item: null,
  pinned: false,
  rendered: [],
  drillDown: {},
};

function close(state: FlyoutState) {
  state.status = 'closed';
  state.item = null;
  state.pinned = false;
}

function open(state: FlyoutState, item: string) {
  state.status = 'open';
  state.item = item;
  if (!state.rendered.includes(item)) state.rendered.push(item);
}

export const flyoutSlice = createSlice({
  name: 'flyout',
  initialState: initialFlyoutState,
  reducers: {
    /** The mouse rests on an item: its flyout opens after the delay, unpinned. */
    itemHovered(state, action: PayloadAction<string>) {
      if (state.item === action.payload) return;
      state.status = 'pending';
      state.item = action.payload;
      state.pinned = false;
    },
    /**
     * A click or tap on an item: its flyout opens after the delay and stays when the pointer
     * leaves; a click on the item whose pinned flyout is open closes it; one on a hover-opened or
     * pending item pins it.
     */
    itemClicked(state, action: PayloadAction<string>) {
      if (state.item === action.payload && state.pinned && state.status === 'open') {
        close(state);
        return;
      }
      if (state.item !== action.payload) state.status = 'pending';
      state.item = action.payload;
      state.pinned = true;
    },
    /** Enter or Space on an item: open at once, or close it when it is open. */
    itemToggledByKey(state, action: PayloadAction<string>) {
      if (state.item === action.payload && state.status === 'open') close(state);
      else {
        open(state, action.payload);
        state.pinned = true;
      }
    },
    /** The 300 ms are over: the pending flyout opens, if it is still the one pending. */
    openDelayElapsed(state, action: PayloadAction<string>) {
      if (state.status === 'pending' && state.item === action.payload) open(state, action.payload);
    },
    /** The pointer left the bar and the flyout: an unpinned flyout closes, a pending one is dropped. */
    pointerLeft(state) {
      if (!state.pinned) close(state);
    },
    /** Outside click, close icon, Escape, or another overlay opened. */
    flyoutClosed(state) {
      close(state);
    },
    /** A drill-down node was toggled (header-search-cart.md 4, "Drill-down"). */
    drillDownToggled(state, action: PayloadAction<{ item: string; current: string[]; node: string[] }>) {
      const { item, current, node } = action.payload;
      state.drillDown[item] = toggleDrillDown(current, node);
      // The shopper is working in it: it stays when the pointer leaves, as a clicked one does.
      if (state.item === item) state.pinned = true;
    },
  },
  selectors: {
    selectFlyout: (state) => state,
    selectOpenItem: (state) => (state.status === 'open' ? state.item : null),
  },
});

export const {
  itemHovered,
  itemClicked,
  itemToggledByKey,
  openDelayElapsed,
  pointerLeft,
  flyoutClosed,
  drillDownToggled,
} = flyoutSlice.actions;
export const { selectFlyout, selectOpenItem } = flyoutSlice.selectors;
