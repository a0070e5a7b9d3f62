import { createSelector } from '@reduxjs/toolkit';
import type { ServiceError } from '../../api/baseApi';
import { cartApi } from './cartApi';
import { canCheckout, cartLines, hasDefectiveItems, readErrorCode } from './cartLines';
import { cartSlice, type CartState } from './cartSlice';
import type { Cart, CartReadErrorCode } from './types';

type State = Parameters<ReturnType<typeof cartApi.endpoints.getCart.select>>[0] & { cart: CartState };

const selectCartQuery = cartApi.endpoints.getCart.select();

export interface CartView {
  /** What the shopper sees: the server's cart, the copy from the last page while loading, or none. */
  cart: Cart | undefined;
  busy: boolean;
  readError: CartReadErrorCode | null;
}

/** A failed read clears the cart and records the error (header-search-cart.md 4). */
export const selectCartView = createSelector(
  [selectCartQuery, (state: State) => cartSlice.selectSlice(state).storedCart],
  (query, storedCart): CartView => {
    if (query.isError) return { cart: undefined, busy: false, readError: readErrorCode(query.error as ServiceError) };
    return { cart: query.data ?? storedCart ?? undefined, busy: query.status === 'pending', readError: null };
  },
);

export const selectCartCount = (state: State) => selectCartView(state).cart?.numberOfArticles ?? 0;

export const selectCanCheckout = (state: State) => canCheckout(selectCartView(state).cart);

export const selectCartLines = createSelector([(state: State) => selectCartView(state).cart], (cart) =>
  cart ? cartLines(cart) : [],
);

export const selectHasDefectiveItems = (state: State) => {
  const { cart } = selectCartView(state);
  return cart ? hasDefectiveItems(cart) : false;
};
