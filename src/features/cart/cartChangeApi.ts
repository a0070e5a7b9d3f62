import type * as v from 'valibot';
import type { ServiceError } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { cartApi, type CartChangeResult } from './cartApi';
import { changeErrorCode, errorLimit } from './cartLines';
import { putServerCart, rollBackChange } from './cartPatches';
import { changeAnswered, type SentChange } from './cartSlice';
import { cartChangeResponseSchema } from './types';

/**
 * The cart's one change call. The queue (cartListeners.ts) sends one change at a time; the
 * endpoint's `onQueryStarted` settles it: the service's cart replaces the cached one and the changes
 * still queued are drawn on it again, or the change is rolled back with its patch's undo.
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
      },
    }),
  }),
});
