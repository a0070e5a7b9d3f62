import type * as v from 'valibot';
import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { serverCartUnder } from './cartLines';
import type { CartState } from './cartSlice';
import { cartSchema, type Cart } from './types';

export type CartChangeResult = { status: 'changed'; cart: Cart } | { status: 'notModified' };

const cartState = (state: unknown) => (state as { cart: CartState }).cart;
/** The cart the cache holds now (read through the endpoint's selector, defined below). */
const cachedCart = (state: unknown): Cart | undefined =>
  cartApi.endpoints.getCart.select()(state as Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0]).data;

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<Cart, { forceReload?: boolean } | void>({
      async queryFn(arg, api, _extraOptions, baseQuery) {
        const before = cartState(api.getState()).newerCartsApplied;
        const result = await baseQuery({
          url: endpoints.cart,
          params: arg?.forceReload ? { forceReload: true } : undefined,
        });
        // A change's answer or another tab's cart arrived while this read was on its way: the
        // cache holds the newer word, and this read must not replace it (nor blank it on failure).
        // It answers with that word, the cached cart without the patches of the changes not
        // answered yet, which are drawn on it again like on any read's answer (cartListeners.ts).
        const cached = cachedCart(api.getState());
        const { newerCartsApplied, queue } = cartState(api.getState());
        if (cached && newerCartsApplied !== before) return { data: serverCartUnder(cached, queue) };
        if (result.error) return { error: result.error };
        // The envelope's cart, or the whole answer when it holds none: responseSchema checks what
        // this returns, and an answer without a cart fails the endpoint (the read error).
        return { data: ((result.data as { cart?: unknown } | null)?.cart ?? result.data) as Cart };
      },
      // The service's shape is wider than the cart it is read into (ids as numbers, availabilities
      // as objects): RTK Query types a response schema by its output alone.
      responseSchema: cartSchema as unknown as v.GenericSchema<Cart>,
      // One cart per page, whatever the arguments: a forced reload refreshes the same entry.
      serializeQueryArgs: () => 'cart',
      forceRefetch: ({ currentArg }) => Boolean(currentArg?.forceReload),
      providesTags: ['Cart'],
    }),
  }),
});

/**
 * Asks for the cart and keeps it while the component is mounted, without reading the answer: the
 * components read the cached cart through the cart's selectors (selectors.ts). The component does
 * not render again when the request's status changes (RTK Query's `useQuerySubscription`).
 */
export const useCartRequest = cartApi.endpoints.getCart.useQuerySubscription;
