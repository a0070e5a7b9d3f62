import { isAnyOf } from '@reduxjs/toolkit';
import type { AppStartListening } from '../../app/hooks';
import { storageKeys } from '../../config/storage';
import { timings } from '../../config/timings';
import { nextTask } from '../../lib/nextTask';
import { writeJson } from '../../lib/storage';
import { emitWindowEvent } from '../../lib/windowEvents';
import { cartApi } from './cartApi';
import { changeErrorCode, errorLimit } from './cartLines';
import {
  cartChangedInOtherTab,
  cartSlice,
  cartUpdateRequested,
  changeAnswered,
  changeErrorExpired,
  changeFailed,
  changeSent,
  lineRemoved,
  lineRestored,
  undoWindowClosed,
} from './cartSlice';
import { selectCartCount, selectCartView } from './selectors';
import type { Cart } from './types';

const putInCache = (cart: Cart) =>
  cartApi.util.upsertQueryEntries([{ endpointName: 'getCart', arg: undefined, value: cart }]);

/** Every cart delay and side effect, each ending in a named action (ARCHITECTURE.md, "Time is an action"). */
export function addCartListeners(startAppListening: AppStartListening) {
  // One change at a time: the next queued change goes only when the last one was answered, so
  // the service applies them in the shopper's order and its last answer is the last word.
  startAppListening({
    matcher: isAnyOf(lineRemoved, lineRestored, changeAnswered, changeFailed),
    effect: async (_action, api) => {
      // The change goes out in the task after the click: the click's own task only shows it, so
      // the frame with the line removed is painted first (issue 16: one frame from the click).
      await nextTask();
      const { queue, sending } = cartSlice.selectSlice(api.getState());
      const next = queue[0];
      if (!next || sending) return;
      api.dispatch(changeSent({ id: next.id }));
      const request = api.dispatch(cartApi.endpoints.changeCart.initiate(next.change));
      const result = await request;
      // The answer is in hand: the mutation's entry would only keep a whole cart in the store.
      request.reset();
      const { id, line, intent } = next;
      if (result.data?.status === 'changed') {
        api.dispatch(putInCache(result.data.cart));
        api.dispatch(changeAnswered({ id }));
      } else if (result.data?.status === 'notModified') {
        // The service changed nothing: its cart is still the one in the cache.
        api.dispatch(changeFailed({ id, code: 'NOT_MODIFIED', line, intent }));
      } else {
        const error = result.error as Parameters<typeof changeErrorCode>[0];
        // An answer of the wrong shape, or a 2xx whose body broke off (PARSE), leaves open what the
        // service did: read its cart first, then say the change failed (a read's success would
        // otherwise take the message away).
        if (error?.status === 'SCHEMA' || error?.status === 'PARSE') {
          await api.dispatch(cartApi.endpoints.getCart.initiate({ forceReload: true }, { subscribe: false }));
        }
        api.dispatch(changeFailed({ id, code: changeErrorCode(error), limit: errorLimit(error), line, intent }));
      }
    },
  });

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
  // with the last count sent, not the previous state, so one change is reported once.
  let broadcastCount: number | undefined;
  startAppListening({
    predicate: (_action, current) => {
      const { cart, readError } = selectCartView(current);
      // Unknown until the first answer; a failed read clears the cart, which counts as 0.
      if (!cart && !readError) return false;
      return (selectCartCount(current) ?? 0) !== broadcastCount;
    },
    effect: (_action, api) => {
      broadcastCount = selectCartCount(api.getState()) ?? 0;
      emitWindowEvent('cart-data-changed', { count: broadcastCount });
    },
  });

  // The local copy holds the server's word only, never the optimistic picture; a read that was
  // overtaken answers with the cache's newer cart, so the copy never goes back in time.
  startAppListening({
    matcher: cartApi.endpoints.getCart.matchFulfilled,
    effect: ({ payload: cart }) => void writeJson(storageKeys.cart, cart),
  });
  startAppListening({
    actionCreator: changeAnswered,
    effect: (_action, api) => {
      const cart = cartApi.endpoints.getCart.select()(api.getState()).data;
      if (cart) writeJson(storageKeys.cart, cart);
    },
  });

  startAppListening({
    actionCreator: cartChangedInOtherTab,
    effect: ({ payload: cart }, api) => {
      api.dispatch(putInCache(cart));
    },
  });

  // RTK Query starts no read while one is on its way, so a forced reload asked for meanwhile
  // waits for it to end; several requests during one read become one reload.
  startAppListening({
    actionCreator: cartUpdateRequested,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const reading = (state: ReturnType<typeof api.getState>) =>
        cartApi.endpoints.getCart.select()(state).status === 'pending';
      if (reading(api.getState())) await api.condition((_, state) => !reading(state));
      void api.dispatch(cartApi.endpoints.getCart.initiate({ forceReload: true }, { subscribe: false }));
    },
  });
}
