export { cartSlice, initialCartState } from './cartSlice';
export type { CartState } from './cartSlice';
export { cartApi } from './cartApi';
export { addCartListeners } from './cartListeners';
export { watchCartEvents } from './watchCartEvents';
export { readCart } from './types';
export { CartIcon } from './components/CartIcon';
export { LazyCartContents } from './components/LazyCartContents';
