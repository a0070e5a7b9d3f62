import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { applyRemoval, applyRestore, changeErrorCode, errorLimit } from './cartLines';
import { cartSlice, changeFailed, changeSent, serverCartApplied, type CartState } from './cartSlice';
import type { Cart, CartChange, CartLine, CartResponse } from './types';

export interface CartChangeArg {
  change: CartChange;
  /** The line the change removes or restores, for the optimistic picture and the undo list. */
  line: CartLine;
  intent: 'remove' | 'restore';
}

export type CartChangeResult = { status: 'changed'; cart: Cart } | { status: 'notModified' };

const cartState = (state: unknown) => cartSlice.selectSlice(state as { cart: CartState });

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, { forceReload?: boolean } | void>({
      query: (arg) => ({ url: endpoints.cart, params: arg?.forceReload ? { forceReload: true } : undefined }),
      transformResponse: (response: CartResponse) => response.cart,
      // One cart per page, whatever the arguments: a forced reload refreshes the same entry.
      serializeQueryArgs: () => 'cart',
      forceRefetch: ({ currentArg }) => Boolean(currentArg?.forceReload),
      providesTags: ['Cart'],
    }),

    changeCart: build.mutation<CartChangeResult, CartChangeArg>({
      query: ({ change }) => ({
        url: endpoints.cart,
        method: 'POST',
        body: change,
        // 304: the service changed nothing (an external add answers with an empty string).
        validateStatus: (response) => response.status === 200 || response.status === 304,
      }),
      transformResponse: (body: CartResponse | null, meta) =>
        meta?.response?.status === 304 || !body?.cart
          ? { status: 'notModified' }
          : { status: 'changed', cart: body.cart },

      async onQueryStarted({ line, intent }, { dispatch, getState, queryFulfilled }) {
        dispatch(changeSent());
        const sequence = cartState(getState()).changesSent;
        // The shopper sees the change at once; the server's answer replaces it.
        dispatch(
          cartApi.util.updateQueryData('getCart', undefined, (cart) =>
            intent === 'remove' ? applyRemoval(cart, line) : applyRestore(cart, line),
          ),
        );
        // An answer to an older change that arrives after a newer one's is not the last word.
        const overtaken = () => cartState(getState()).serverAnswerApplied > sequence;
        // Undone by the line's key, not by replaying immer's positional patches: other changes,
        // reloads or another tab may have moved the lists since, and a positional undo would then
        // put lines in the wrong places.
        const revert = () =>
          dispatch(
            cartApi.util.updateQueryData('getCart', undefined, (cart) =>
              intent === 'remove' ? applyRestore(cart, line) : applyRemoval(cart, line),
            ),
          );
        try {
          const { data } = await queryFulfilled;
          if (overtaken()) return;
          if (data.status === 'changed') {
            dispatch(cartApi.util.updateQueryData('getCart', undefined, () => data.cart));
            dispatch(serverCartApplied({ sequence, cart: data.cart }));
          } else {
            revert();
            void dispatch(cartApi.endpoints.getCart.initiate({ forceReload: true }, { subscribe: false }));
          }
        } catch (failure) {
          const error = (failure as { error?: Parameters<typeof changeErrorCode>[0] }).error;
          // Undo only this change's patch: another change that succeeded keeps its effect.
          const rolledBack = !overtaken();
          if (rolledBack) revert();
          dispatch(
            changeFailed({
              code: changeErrorCode(error),
              limit: errorLimit(error),
              line,
              intent,
              rolledBack,
            }),
          );
        }
      },
    }),
  }),
});

export const { useGetCartQuery, useChangeCartMutation } = cartApi;
