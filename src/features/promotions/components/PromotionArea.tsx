import { lazy, Suspense } from 'react';
import { cookieNames } from '../../../config/storage';
import { readCookie } from '../../../lib/cookies';
import { useGetPromotionQuery } from '../promotionApi';
import type { PromotionTracking } from '../tracking';
import type { PromotionArgs } from '../types';

// The banners are in the promotions chunk with the content's parser: nothing shows before the
// answer is in anyway, and most of it is not needed on most pages.
const PromotionView = lazy(() =>
  import(/* webpackChunkName: "promotions" */ './PromotionView').then((chunk) => ({ default: chunk.PromotionView })),
);

export interface PromotionAreaProps extends PromotionArgs {
  /** The page context of the tracking events (the search results page says SEARCH). */
  readonly specification?: PromotionTracking['specification'];
}

/**
 * A promotion fetched by id (header-search-cart.md 2, "Promotion area"; `~header_top` in the
 * header) shown as its type: header benefits, top banner, phase-integration block or category
 * banner. While it loads, and when it fails or its content does not fit, nothing is shown.
 * With a preview-token cookie (staff preview) it is fetched again on every mount.
 */
export function PromotionArea({ specification, ...args }: PromotionAreaProps) {
  const preview = readCookie(cookieNames.previewToken) !== undefined;
  const { data: promotion } = useGetPromotionQuery(args, { refetchOnMountOrArgChange: preview });
  if (!promotion) return null;
  const tracking: PromotionTracking = { promotionId: args.promotionId, ...(specification && { specification }) };
  return (
    <Suspense fallback={null}>
      <PromotionView promotion={promotion} tracking={tracking} />
    </Suspense>
  );
}
