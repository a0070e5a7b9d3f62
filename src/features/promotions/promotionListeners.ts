import type { AppStartListening } from '../../app/hooks';
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
  startAppListening({
    matcher: promotionApi.endpoints.getPromotion.matchRejected,
    effect: (action) => {
      if (action.meta.condition || action.meta.aborted) return;
      emitWindowEvent('promotionFetched', { fetched: false });
    },
  });
}
