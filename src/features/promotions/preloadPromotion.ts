import type { AppThunk } from '../../app/hooks';
import { timings } from '../../config/timings';
import { promotionWaitEnded, promotionWaitStarted } from './promotionSlice';
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
 * A page holds what sits below a promotion until the promotion is ready (its answer and the
 * banners' chunk), for `waitMs` at most, so that it does not push the page down when it comes
 * (CLS 0, issue 16). Starts with `promotionWaitStarted` and ends with `promotionWaitEnded`, which
 * says whether it came in time; a page leaves a late one out (the header's until it moves nothing).
 */
export const awaitPromotion =
  ({ promotionId, waitMs }: { promotionId: string; waitMs: number }): AppThunk<Promise<void>> =>
  async (dispatch) => {
    dispatch(promotionWaitStarted({ promotionId }));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inTime = await Promise.race([
      dispatch(preloadPromotion(promotionId)).then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), waitMs);
      }),
    ]);
    clearTimeout(timer);
    dispatch(promotionWaitEnded({ promotionId, inTime }));
  };

/** The header's banner before the page's first paint (the browser's, or the server's render). */
export const awaitHeaderPromotion = () =>
  awaitPromotion({ promotionId: headerPromotionId, waitMs: timings.headerPromotionWaitMs });
