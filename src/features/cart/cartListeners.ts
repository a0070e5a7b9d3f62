import type { AppStartListening } from '../../app/hooks';
import { storageKeys } from '../../config/storage';
import { timings } from '../../config/timings';
import { writeJson } from '../../lib/storage';
import { emitWindowEvent } from '../../lib/windowEvents';
import { cartApi } from './cartApi';
import {
  cartChangedInOtherTab,
  cartUpdateRequested,
  changeErrorExpired,
  changeFailed,
  lineRemoved,
  lineRestored,
  serverCartApplied,
  undoWindowClosed,
} from './cartSlice';
import { selectCartCount, selectCartView } from './selectors';

/** Every cart delay and side effect, each ending in a named action (ARCHITECTURE.md, "Time is an action"). */
export function addCartListeners(startAppListening: AppStartListening) {
  // Each removed line has its own 10 s window; restoring it or a failed removal ends it early.
  startAppListening({
    actionCreator: lineRemoved,
    effect: async ({ payload: line }, api) => {
      const endedEarly = await api.condition(
        (action) =>
          (lineRestored.match(action) && action.payload === line.key) ||
          (changeFailed.match(action) && action.payload.intent === 'remove' && action.payload.line.key === line.key) ||
          (lineRemoved.match(action) && action.payload.key === line.key && action.payload !== line),
        timings.undoWindowMs,
      );
      if (!endedEarly) api.dispatch(undoWindowClosed(line.key));
    },
  });

  // A newer change error restarts the 7.5 s display.
  startAppListening({
    actionCreator: changeFailed,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(timings.changeErrorDisplayMs);
      api.dispatch(changeErrorExpired());
    },
  });

  // The rest of the page learns the count from the `cart-data-changed` window event. Compared
  // with the last count sent, not the previous state: an optimistic patch is dispatched inside
  // the mutation's own action, and both would otherwise report the same change.
  let broadcastCount: number | undefined;
  startAppListening({
    predicate: (_action, current) => {
      const { cart, readError } = selectCartView(current);
      // Unknown until the first answer; a failed read clears the cart, which counts as 0.
      if (!cart && !readError) return false;
      return selectCartCount(current) !== broadcastCount;
    },
    effect: (_action, api) => {
      broadcastCount = selectCartCount(api.getState());
      emitWindowEvent('cart-data-changed', { count: broadcastCount });
    },
  });

  // The local copy holds the server's word only, never an optimistic picture.
  startAppListening({
    matcher: cartApi.endpoints.getCart.matchFulfilled,
    effect: ({ payload: cart }) => void writeJson(storageKeys.cart, cart),
  });
  startAppListening({
    actionCreator: serverCartApplied,
    effect: ({ payload: { cart } }) => void writeJson(storageKeys.cart, cart),
  });

  startAppListening({
    actionCreator: cartChangedInOtherTab,
    effect: ({ payload: cart }, api) => {
      api.dispatch(cartApi.util.upsertQueryData('getCart', undefined, cart));
    },
  });

  startAppListening({
    actionCreator: cartUpdateRequested,
    effect: (_action, api) => {
      void api.dispatch(cartApi.endpoints.getCart.initiate({ forceReload: true }, { subscribe: false }));
    },
  });
}
