import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import type { CartState } from './cartSlice';
import type { Cart, CartChange, CartResponse } from './types';

export type CartChangeResult = { status: 'changed'; cart: Cart } | { status: 'notModified' };

const newerCartsApplied = (state: unknown) => (state as { cart: CartState }).cart.newerCartsApplied;
/** The cart the cache holds now (read through the endpoint's selector, defined below). */
const cachedCart = (state: unknown): Cart | undefined =>
  cartApi.endpoints.getCart.select()(state as Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0]).data;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, { forceReload?: boolean } | void>({
      async queryFn(arg, api, _extraOptions, baseQuery) {
        const before = newerCartsApplied(api.getState());
        const result = await baseQuery({
          url: endpoints.cart,
          params: arg?.forceReload ? { forceReload: true } : undefined,
        });
        // A change's answer or another tab's cart arrived while this read was on its way: the
        // cache holds the newer word, and this read must not replace it (nor blank it on failure).
        const cached = cachedCart(api.getState());
        if (cached && newerCartsApplied(api.getState()) !== before) return { data: cached };
        if (result.error) return { error: result.error };
        return { data: (result.data as CartResponse).cart };
      },
      // One cart per page, whatever the arguments: a forced reload refreshes the same entry.
      serializeQueryArgs: () => 'cart',
      forceRefetch: ({ currentArg }) => Boolean(currentArg?.forceReload),
      providesTags: ['Cart'],
    }),

    /** One change; the queue in cartListeners.ts sends them one at a time and applies the answers. */
    changeCart: build.mutation<CartChangeResult, CartChange>({
      query: (change) => ({
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
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
