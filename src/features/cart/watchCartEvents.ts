import type { Dispatch } from '@reduxjs/toolkit';
import { storageKeys } from '../../config/storage';
import { onWindowEvent } from '../../lib/windowEvents';
import { isCart } from './types';
import { cartChangedInOtherTab, cartUpdateRequested } from './cartSlice';

/**
 * Turns the page's cart signals into actions: the `cart-update` window event, and another tab
 * writing the `cart` key of local storage. Returns the function that stops watching.
 */
export function watchCartEvents(dispatch: Dispatch, target: Window = window): () => void {
  const stopUpdate = onWindowEvent('cart-update', () => dispatch(cartUpdateRequested()));
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.cart || event.newValue === null) return;
    try {
      const cart: unknown = JSON.parse(event.newValue);
      if (isCart(cart)) dispatch(cartChangedInOtherTab(cart));
    } catch {
      // Another tab wrote something that is not a cart: keep ours.
    }
  };
  target.addEventListener('storage', onStorage);
  return () => {
    stopUpdate();
    target.removeEventListener('storage', onStorage);
  };
}
