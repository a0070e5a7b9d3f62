import type { AppStartListening } from '../../app/hooks';
import { baseApi } from '../../api/baseApi';
import { timings } from '../../config/timings';
import { emitWindowEvent } from '../../lib/windowEvents';
import { promotionApi } from './promotionApi';
import { copySuccessEnded, voucherCopied } from './promotionSlice';

/** The copy success's 3 s, and the promotionFetched event after each fetch (header-search-cart.md 4). */
export function addPromotionListeners(startAppListening: AppStartListening) {
  startAppListening({
    actionCreator: voucherCopied,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(timings.copySuccessMs);
      api.dispatch(copySuccessEnded());
    },
  });
  startAppListening({
    matcher: promotionApi.endpoints.getPromotion.matchFulfilled,
    effect: () => emitWindowEvent('promotionFetched', { fetched: true }),
  });
  // A page the server rendered reuses the server's answers: each promotion among them was fetched.
  startAppListening({
    matcher: baseApi.util.upsertQueryEntries.match,
    effect: (action) => {
      for (const entry of action.payload)
        if (entry.endpointName === 'getPromotion') emitWindowEvent('promotionFetched', { fetched: true });
    },
  });
  startAppListening({
    matcher: promotionApi.endpoints.getPromotion.matchRejected,
    effect: (action) => {
      if (action.meta.condition || action.meta.aborted) return;
      emitWindowEvent('promotionFetched', { fetched: false });
    },
  });
}
