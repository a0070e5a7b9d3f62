import type * as v from 'valibot';
import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import type { CartState } from './cartSlice';
import { cartChangeResponseSchema, cartSchema, type Cart, type CartChange } from './types';

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
        // The envelope's cart, or the whole answer when it holds none: responseSchema checks what
        // this returns, and an answer without a cart fails the endpoint (the read error).
        return { data: ((result.data as { cart?: unknown } | null)?.cart ?? result.data) as Cart };
      },
      responseSchema: cartSchema,
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
      // A 304 has no body (an external add answers with an empty string); a 200 must hold a cart.
      rawResponseSchema: cartChangeResponseSchema,
      transformResponse: (body: v.InferOutput<typeof cartChangeResponseSchema>, meta): CartChangeResult =>
        meta?.response?.status === 304 || !body ? { status: 'notModified' } : { status: 'changed', cart: body.cart },
    }),
  }),
});

/**
 * Asks for the cart and keeps it while the component is mounted, without reading the answer: the
 * cart slice holds it (cartListeners). The component does not render again when the request's
 * status changes (RTK Query's `useQuerySubscription`).
 */
export const useCartRequest = cartApi.endpoints.getCart.useQuerySubscription;
