import type { AppThunk } from '../../app/hooks';
import { restoreChange } from './cartLines';
import { drawOnCart } from './cartPatches';
import { cartSlice, lineRemoved, lineRestored } from './cartSlice';
import type { CartLine } from './types';

/**
 * Removes a line: patches it out of the cached cart at once (`api/queries/queryResultPatched` in
 * DevTools), then queues the removal with the patch's undo (`cart/lineRemoved`). The queue sends it
 * when its turn comes (cartListeners.ts); the line can be restored for 10 s.
 */
export const removeCartItem =
  (line: CartLine): AppThunk =>
  (dispatch) => {
    const undo = dispatch(drawOnCart('remove', line));
    dispatch(lineRemoved({ line, undo }));
  };

/**
 * Undoes a removal within its 10 s window: the line is patched back into the cached cart at once,
 * and the restore is queued behind the removal (`cart/lineRestored`). Once the window has closed,
 * or for a line the service cannot put back (a defective item, a deleted subscription), nothing.
 */
export const restoreCartItem =
  (key: string): AppThunk =>
  (dispatch, getState) => {
    const line = cartSlice.selectSlice(getState()).recentlyRemoved.find((removed) => removed.key === key);
    if (!line || !restoreChange(line)) return;
    const undo = dispatch(drawOnCart('restore', line));
    dispatch(lineRestored({ key, undo }));
  };
