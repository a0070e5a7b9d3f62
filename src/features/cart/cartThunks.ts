import type { AppThunk } from '../../app/hooks';
import { cartApi } from './cartApi';
import { removalChange, restoreChange } from './cartLines';
import { cartSlice, lineRemoved, lineRestored } from './cartSlice';
import type { CartLine } from './types';

/**
 * Removes a line: it is shown as deleted with a restore action for 10 s (the listener closes the
 * window), while the removal goes to the service. `cart/lineRemoved` comes first in DevTools,
 * then the mutation's pending, patch and fulfilled (or `cart/changeFailed`) actions.
 */
export const removeCartItem =
  (line: CartLine): AppThunk =>
  (dispatch) => {
    dispatch(lineRemoved(line));
    void dispatch(cartApi.endpoints.changeCart.initiate({ change: removalChange(line), line, intent: 'remove' }));
  };

/** Puts a recently removed line back, optimistically, then through the service. */
export const restoreCartItem =
  (key: string): AppThunk =>
  (dispatch, getState) => {
    const line = cartSlice.selectSlice(getState()).recentlyRemoved.find((removed) => removed.key === key);
    const change = line && restoreChange(line);
    if (!line || !change) return;
    dispatch(lineRestored(key));
    void dispatch(cartApi.endpoints.changeCart.initiate({ change, line, intent: 'restore' }));
  };
