import type { AppThunk } from '../../app/hooks';
import { lineRemoved, lineRestored } from './cartSlice';
import type { CartLine } from './types';

/**
 * Removes a line: shown at once as deleted, with a restore action for 10 s (a listener closes the
 * window), while the removal waits its turn in the change queue. In DevTools: `cart/lineRemoved`,
 * then `cart/changeSent`, the mutation's actions, and `cart/changeAnswered` (or `cart/changeFailed`).
 */
export const removeCartItem =
  (line: CartLine): AppThunk =>
  (dispatch) => {
    dispatch(lineRemoved(line));
  };

/** Puts a recently removed line back, at once on screen, then through the change queue. */
export const restoreCartItem =
  (key: string): AppThunk =>
  (dispatch) => {
    dispatch(lineRestored(key));
  };
