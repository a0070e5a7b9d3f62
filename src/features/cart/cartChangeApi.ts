import type * as v from 'valibot';
import type { ServiceError } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { storageKeys } from '../../config/storage';
import { writeJson } from '../../lib/storage';
import { cartApi, type CartChangeResult } from './cartApi';
import { changeErrorCode, errorLimit } from './miniCartLines';
import type { AppThunk } from '../../app/hooks';
import { putServerCart, redrawChanges, undoPatch } from './cartPatches';
import { changeAnswered, changeFailed, selectChangeQueue, type SentChange } from './cartSlice';
import { cartChangeResponseSchema } from './types';

/**
 * Rolls a failed change back with its patch's undo and records the failure. An undo restores the
 * cart it was drawn on, so the changes drawn after it are undone first, newest first, and drawn
 * again once the failed one has left the queue.
 */
export const rollBackChange =
  (failure: ReturnType<typeof changeFailed>['payload']): AppThunk =>
  (dispatch, getState) => {
    const queue = selectChangeQueue(getState());
    const position = queue.findIndex(({ id }) => id === failure.id);
    const fromFailed = position < 0 ? [] : queue.slice(position);
    for (const { undo } of [...fromFailed].reverse()) dispatch(undoPatch(undo));
    dispatch(changeFailed(failure));
    dispatch(redrawChanges(fromFailed.slice(1)));
  };

/**
 * The cart's one change call, loaded with the first change: the queue (cartListeners.ts) sends
 * one change at a time, and the endpoint's `onQueryStarted` settles it: the service's cart replaces
 * the cached one and the changes still queued are drawn on it again, or the change is rolled back
 * with its patch's undo.
 */
export const cartChangeApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    changeCart: build.mutation<CartChangeResult, SentChange>({
      query: ({ change }) => ({
        url: endpoints.cart,
        method: 'POST',
        body: change,
        // The change reaches the service even when the shopper leaves the page right after it.
        keepalive: true,
        // 304: the service changed nothing (an external add answers with an empty string).
        validateStatus: (response) => response.status === 200 || response.status === 304,
      }),
      // A 304 has no body (an external add answers with an empty string); a 200 must hold a cart.
      rawResponseSchema: cartChangeResponseSchema,
      transformResponse: (body: v.InferOutput<typeof cartChangeResponseSchema>, meta): CartChangeResult =>
        meta?.response?.status === 304 || !body ? { status: 'notModified' } : { status: 'changed', cart: body.cart },

      async onQueryStarted({ id, line, intent }, { dispatch, queryFulfilled }) {
        let answer: CartChangeResult;
        try {
          ({ data: answer } = await queryFulfilled);
        } catch (rejection) {
          const error = (rejection as { error?: ServiceError }).error;
          // An answer of the wrong shape, or a 2xx whose body broke off (PARSE), leaves open what
          // the service did: read its cart first, then say the change failed (a read's success
          // would otherwise take the message away).
          if (error?.status === 'SCHEMA' || error?.status === 'PARSE') {
            await dispatch(cartApi.endpoints.getCart.initiate({ forceReload: true }, { subscribe: false }));
          }
          dispatch(rollBackChange({ id, code: changeErrorCode(error), limit: errorLimit(error), line, intent }));
          return;
        }
        if (answer.status === 'notModified') {
          // The service changed nothing: under the patches, the cache holds its cart already.
          dispatch(rollBackChange({ id, code: 'NOT_MODIFIED', line, intent }));
          return;
        }
        dispatch(changeAnswered({ id }));
        dispatch(putServerCart(answer.cart));
        // The local copy holds the server's word only, never the changes drawn on it.
        writeJson(storageKeys.cart, answer.cart);
      },
    }),
  }),
});
