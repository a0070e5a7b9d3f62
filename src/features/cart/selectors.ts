import { createSelector } from '@reduxjs/toolkit';
import type { ServiceError } from '../../api/baseApi';
import type { PlatformState } from '../../app/platform';
import { cartApi } from './cartApi';
import { applyChange, readErrorCode } from './cartLines';
import { cartSlice, type CartState } from './cartSlice';
import type { Cart, CartReadErrorCode } from './types';

export type State = Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0] & {
  cart: CartState;
  platform: PlatformState;
};

const selectCartQuery = cartApi.endpoints.getCart.select();

export interface CartView {
  /**
   * What the shopper sees: the cached cart, which has the changes not answered yet patched on top
   * (cartPatches.ts), or, while the first read is on its way, the copy from the last page with them
   * drawn on it. Undefined while unknown: loading without a copy, or after a failed read.
   */
  cart: Cart | undefined;
  /**
   * The cart is being read, or has not been asked for yet (a first render, the server's render of
   * the cart page): without a copy from the last page, a loader shows, never "empty" before the
   * service has said so.
   */
  busy: boolean;
  readError: CartReadErrorCode | null;
}

/**
 * The copy from the last page, with the shopper's changes drawn on it: it is not in the cache, so
 * they are drawn here until the first answer, when they are drawn on the server's cart
 * (cartListeners.ts). Undefined once the cache holds a cart.
 */
const selectStoredPicture = createSelector(
  [(state: State) => cartSlice.selectSlice(state).storedCart, (state: State) => cartSlice.selectSlice(state).queue],
  (storedCart, queue) =>
    storedCart
      ? queue.reduce((picture, { intent, line }) => applyChange(picture, intent, line), storedCart)
      : undefined,
);

/** A failed read clears the cart and records the error (header-search-cart.md 4). */
export const selectCartView = createSelector(
  [selectCartQuery, (state: State) => (selectCartQuery(state).data ? undefined : selectStoredPicture(state))],
  (query, storedPicture): CartView => {
    if (query.isError) return { cart: undefined, busy: false, readError: readErrorCode(query.error as ServiceError) };
    return {
      cart: query.data ?? storedPicture,
      busy: query.status === 'pending' || query.status === 'uninitialized',
      readError: null,
    };
  },
);

/** The article count, or undefined while the cart is unknown (never "empty" without the server's word). */
export const selectCartCount = (state: State): number | undefined => selectCartView(state).cart?.numberOfArticles;
