import type { Patch } from 'immer';
import type { AppThunk } from '../../app/hooks';
import { cartApi } from './cartApi';
import { drawChange } from './cartLines';
import { changesRedrawn, selectChangeQueue, type QueuedChange } from './cartSlice';
import type { Cart, CartLine } from './types';

/*
 * The design card's optimistic cart: what the shopper sees is the `getCart` cache entry, the
 * server's last word with the changes not answered yet patched on top. Each queued change keeps its
 * patch's undo (the inverse patches `updateQueryData` returns), so the cached cart is always the
 * server's cart plus the queue, in the queue's order. Three moves keep it so:
 *
 * - a change is drawn when the shopper makes it (`drawOnCart`, from the thunks in cartThunks.ts);
 * - a server cart replaces the cache (a change's answer, a read, another tab), and the changes
 *   still queued are drawn again on it, derived from each change, never from a stored position
 *   (`redrawChanges`);
 * - a failed change is undone with its patch's undo, after the changes drawn over it are undone
 *   newest first; those are then drawn again (`rollBackChange` in cartChangeApi.ts, loaded with
 *   the first change).
 */

/** Draws a change on the cached cart; returns its patch's undo (empty while no cart is cached). */
export const drawOnCart =
  (intent: QueuedChange['intent'], line: CartLine): AppThunk<Patch[]> =>
  (dispatch) =>
    // The cart's tag does not depend on its content: no need to work it out again (`updateProvided`).
    dispatch(cartApi.util.updateQueryData('getCart', undefined, drawChange(intent, line), false)).inversePatches;

/** What a patch's `undo()` dispatches, for an undo kept in the store as plain data. */
export const undoPatch = (undo: Patch[]) => cartApi.util.patchQueryData('getCart', undefined, undo, false);

/** Draws these queued changes again, in order, on the cart now cached, and keeps their new undos. */
export const redrawChanges =
  (changes: readonly QueuedChange[]): AppThunk =>
  (dispatch) => {
    if (changes.length === 0) return;
    const undo: Record<number, Patch[]> = {};
    for (const { id, intent, line } of changes) undo[id] = dispatch(drawOnCart(intent, line));
    dispatch(changesRedrawn(undo));
  };

/** A read's answer replaced the cached cart: the changes not answered yet are drawn on it again. */
export const redrawPendingChanges = (): AppThunk => (dispatch, getState) => {
  dispatch(redrawChanges(selectChangeQueue(getState())));
};

/**
 * A server cart that did not come from a read (a change's answer, another tab's cart) replaces the
 * cached one; the changes not answered yet are drawn on it again.
 */
export const putServerCart =
  (cart: Cart): AppThunk =>
  (dispatch) => {
    dispatch(cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: undefined, value: cart }]));
    dispatch(redrawPendingChanges());
  };
