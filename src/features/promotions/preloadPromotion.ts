import type { AppThunk } from '../../app/hooks';
import { timings } from '../../config/timings';
import { headerPromotionWaitEnded } from './promotionSlice';
import { loadPromotionChunk } from './promotionChunk';
import { promotionApi } from './promotionApi';

/** The header's promotion (header-search-cart.md 2, "Promotion area"). */
export const headerPromotionId = '~header_top';

/**
 * Asks for a promotion and downloads its chunk before the page renders, so a banner at the top of
 * the page is there in the first paint instead of pushing the page down when it arrives. Resolves
 * when both are in (or the call failed: nothing will show then).
 */
export const preloadPromotion =
  (promotionId: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const request = dispatch(promotionApi.endpoints.getPromotion.initiate({ promotionId }));
    try {
      await Promise.all([request, loadPromotionChunk().catch(() => undefined)]);
    } finally {
      // The area's own subscription keeps the answer from its first render on.
      request.unsubscribe();
    }
  };

/**
 * The header's banner before the page's first paint (the browser's, or the server's render): asked
 * for with its chunk, and waited for `timings.headerPromotionWaitMs` at most, so that it is in the
 * first paint rather than pushing the page down when it comes. Ends with `headerPromotionWaitEnded`.
 */
export const awaitHeaderPromotion = (): AppThunk<Promise<void>> => async (dispatch) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inTime = await Promise.race([
    dispatch(preloadPromotion(headerPromotionId)).then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), timings.headerPromotionWaitMs);
    }),
  ]);
  clearTimeout(timer);
  dispatch(headerPromotionWaitEnded({ inTime }));
};
