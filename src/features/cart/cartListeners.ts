import { isAnyOf } from '@reduxjs/toolkit';
import { sendOnLeaving } from '../../api/baseApi';
import type { AppStartListening } from '../../app/hooks';
import { endpoints } from '../../config/endpoints';
import { storageKeys } from '../../config/storage';
import { timings } from '../../config/timings';
import { nextTask } from '../../lib/nextTask';
import { writeJson } from '../../lib/storage';
import { emitWindowEvent } from '../../lib/windowEvents';
import { cartApi } from './cartApi';
import { putServerCart, redrawPendingChanges } from './cartPatches';
import {
  cartChangedInOtherTab,
  cartSlice,
  cartUpdateRequested,
  changeAnswered,
  changeErrorExpired,
  changeFailed,
  changeSent,
  changesSentOnLeaving,
  lineRemoved,
  lineRestored,
  pageLeft,
  undoWindowClosed,
} from './cartSlice';
import { selectCartCount, selectCartView } from './selectors';

/** Every cart delay and side effect, each ending in a named action (ARCHITECTURE.md, "Time is an action"). */
export function addCartListeners(startAppListening: AppStartListening) {
  // One change at a time: the next queued change goes only when the last one was answered, so
  // the service applies them in the shopper's order and its last answer is the last word. The
  // endpoint's onQueryStarted settles each (cartChangeApi.ts).
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
      // The change call comes with the first change: a visit that changes nothing loads none of it.
      const { cartChangeApi } = await import('./cartChangeApi');
      const { undo: _kept, ...sent } = next;
      const request = api.dispatch(cartChangeApi.endpoints.changeCart.initiate(sent));
      await request;
      // The answer is settled: the mutation's entry would only keep a whole cart in the store.
      request.reset();
    },
  });

  // Every read's answer replaces the cached cart: the changes not answered yet are drawn on it
  // again, in the same dispatch, so nothing sees the server's cart without them.
  startAppListening({
    matcher: cartApi.endpoints.getCart.matchFulfilled,
    effect: (_action, api) => {
      api.dispatch(redrawPendingChanges());
    },
  });

  // Leaving the page (a link, the tab closed, the back button) must not lose a change the shopper
  // made just before: what is still queued goes now, in requests that outlive the page, since a
  // page that is going away runs no later task. The changes are set-style bodies (a quantity, a
  // flag), so only the last one per line matters and lines do not depend on each other's order.
  // The change on its way, if any, is sent again: its request may not have left yet.
  startAppListening({
    actionCreator: pageLeft,
    effect: (_action, api) => {
      const { queue } = cartSlice.selectSlice(api.getState());
      if (queue.length === 0) return;
      const lastPerLine = new Map(queue.map(({ line, change }) => [line.key, change]));
      for (const change of lastPerLine.values()) sendOnLeaving(endpoints.cart, change, api.extra);
      api.dispatch(changesSentOnLeaving());
    },
  });

  // Each removed line has its own 10 s window; restoring it or a failed removal ends it early.
  startAppListening({
    actionCreator: lineRemoved,
    effect: async ({ payload: { line } }, api) => {
      const endedEarly = await api.condition(
        (action) =>
          (lineRestored.match(action) && action.payload.key === line.key) ||
          (changeFailed.match(action) && action.payload.intent === 'remove' && action.payload.line.key === line.key) ||
          (lineRemoved.match(action) && action.payload.line.key === line.key && action.payload.line !== line),
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

  // The rest of the page learns the count from the `cart-data-changed` window event. A server cart
  // and the changes drawn on it again come in several actions of one dispatch: the event waits
  // for the end of it and reports the count they end at, compared with the last count sent, so
  // one change is reported once.
  let broadcastCount: number | undefined;
  startAppListening({
    predicate: (_action, current) => {
      const { cart, readError } = selectCartView(current);
      // Unknown until the first answer; a failed read clears the cart, which counts as 0.
      if (!cart && !readError) return false;
      return (selectCartCount(current) ?? 0) !== broadcastCount;
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.pause(Promise.resolve());
      const count = selectCartCount(api.getState()) ?? 0;
      if (count === broadcastCount) return;
      broadcastCount = count;
      emitWindowEvent('cart-data-changed', { count });
    },
  });

  // The local copy holds the server's word only, never the changes drawn on it: a read's answer
  // (an overtaken read answers with the newer cart under the drawn changes) or a change's
  // (cartChangeApi.ts).
  startAppListening({
    matcher: cartApi.endpoints.getCart.matchFulfilled,
    effect: ({ payload: cart }) => void writeJson(storageKeys.cart, cart),
  });

  startAppListening({
    actionCreator: cartChangedInOtherTab,
    effect: ({ payload: cart }, api) => {
      api.dispatch(putServerCart(cart));
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
