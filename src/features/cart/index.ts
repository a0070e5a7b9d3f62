export { cartSlice, initialCartState } from './cartSlice';
export type { CartState } from './cartSlice';
export { cartApi, useGetCartQuery } from './cartApi';
export { addCartListeners } from './cartListeners';
export { watchCartEvents } from './watchCartEvents';
export { removeCartItem, restoreCartItem } from './cartThunks';
export { isCart } from './isCart';
export type { Cart } from './types';
