import type { AppThunk } from '../../app/hooks';
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
