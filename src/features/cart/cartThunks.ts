import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { cartApi } from './cartApi';
import { removalChange, restoreChange } from './cartLines';
import { cartSlice, lineRemoved, lineRestored, type CartState } from './cartSlice';
import type { CartLine } from './types';

type CartThunk<R = void> = ThunkAction<R, { cart: CartState }, unknown, UnknownAction>;

/**
 * Removes a line: it is shown as deleted with a restore action for 10 s (the listener closes the
 * window), while the removal goes to the service. `cart/lineRemoved` comes first in DevTools,
 * then the mutation's pending, patch and fulfilled (or `cart/changeFailed`) actions.
 */
export const removeCartItem =
  (line: CartLine): CartThunk =>
  (dispatch) => {
    dispatch(lineRemoved(line));
    void dispatch(
      cartApi.endpoints.changeCart.initiate({ change: removalChange(line), line, intent: 'remove' }) as never,
    );
  };

/** Puts a recently removed line back, optimistically, then through the service. */
export const restoreCartItem =
  (key: string): CartThunk =>
  (dispatch, getState) => {
    const line = cartSlice.selectSlice(getState()).recentlyRemoved.find((removed) => removed.key === key);
    const change = line && restoreChange(line);
    if (!line || !change) return;
    dispatch(lineRestored(key));
    void dispatch(cartApi.endpoints.changeCart.initiate({ change, line, intent: 'restore' }) as never);
  };
