import type { Dispatch } from '@reduxjs/toolkit';
import { storageKeys } from '../../config/storage';
import { onWindowEvent } from '../../lib/windowEvents';
import { readCart } from './types';
import { cartChangedInOtherTab, cartUpdateRequested, pageLeft } from './cartSlice';

/**
 * Turns the page's cart signals into actions: the `cart-update` window event, another tab writing
 * the `cart` key of local storage, and the page being left or coming back from the back-forward
 * cache. Returns the function that stops watching.
 */
export function watchCartEvents(dispatch: Dispatch, target: Window = window): () => void {
  const stopUpdate = onWindowEvent('cart-update', () => dispatch(cartUpdateRequested()));
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.cart || event.newValue === null) return;
    try {
      const cart = readCart(JSON.parse(event.newValue));
      if (cart) dispatch(cartChangedInOtherTab(cart));
    } catch {
      // Another tab wrote something that is not a cart: keep ours.
    }
  };
  const onPageHide = () => dispatch(pageLeft());
  // A page restored from the back-forward cache shows the cart of when it was left; the changes
  // queued then went with the page (cartListeners.ts), and the service may have more since.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) dispatch(cartUpdateRequested());
  };
  target.addEventListener('storage', onStorage);
  target.addEventListener('pagehide', onPageHide);
  target.addEventListener('pageshow', onPageShow);
  return () => {
    stopUpdate();
    target.removeEventListener('storage', onStorage);
    target.removeEventListener('pagehide', onPageHide);
    target.removeEventListener('pageshow', onPageShow);
  };
}
