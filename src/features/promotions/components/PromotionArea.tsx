import { lazy, Suspense, useEffect, useMemo, useReducer, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { cookieNames } from '../../../config/storage';
import { readCookie } from '../../../lib/cookies';
import { useGetPromotionQuery } from '../promotionApi';
import { selectPromotionWait } from '../promotionSlice';
import type { PromotionTracking } from '../tracking';
import type { PromotionArgs } from '../types';
import { loadedPromotionChunk, loadPromotionChunk } from '../promotionChunk';

// The banners are in the promotions chunk with the content's parser: nothing shows before the
// answer is in anyway. Once the chunk is here (preloadPromotion), React gets it without waiting:
// a thenable that answers at once lets React.lazy render in the same pass, so nothing moves.
const PromotionView = lazy(() => {
  const view = loadedPromotionChunk();
  if (view) {
    const ready = { default: view };
    return { then: (resolve: (value: typeof ready) => void) => resolve(ready) } as unknown as Promise<typeof ready>;
  }
  return loadPromotionChunk().then((loaded) => ({ default: loaded }));
});

export interface PromotionAreaProps extends PromotionArgs {
  /** The page context of the tracking events (the search results page says SEARCH). */
  readonly specification?: PromotionTracking['specification'];
  /**
   * Whether a held-back promotion may show now. On a page painted without it, a promotion coming in
   * above what is in view would push the page down (layout shift), so it is held back: by design
   * (the build prerendered the page without the services: its wait is `heldBack`, issue 47), or
   * because it was later than the page's wait (`late`: the host's render or the browser's first
   * paint went on without it; a host half as fast missed that wait, CLS 0.15). The frame
   * that holds the area says when showing it moves nothing the shopper sees: the next page of the
   * visit, or the header out of view. Once shown it stays. Without it, a held one is not shown.
   */
  readonly heldMayShow?: boolean;
}

/**
 * A promotion fetched by id (header-search-cart.md 2, "Promotion area"; `~header_top` in the
 * header) shown as its type: header benefits, top banner, phase-integration block or category
 * banner. While it loads, and when it fails or its content does not fit, nothing is shown; a held
 * one waits for `heldMayShow` (its answer is asked for and kept meanwhile).
 * With a preview-token cookie (staff preview) it is fetched again on every mount.
 */
export function PromotionArea({ specification, heldMayShow = false, ...args }: PromotionAreaProps) {
  const wait = useAppSelector((state) => selectPromotionWait(state, args.promotionId));
  const heldBack = wait === 'heldBack' || wait === 'late';
  const preview = readCookie(cookieNames.previewToken) !== undefined;
  // A failed refetch (staff preview settings invalidate the promotion) keeps the last data in the
  // cache: "failed: type and content cleared" (header-search-cart.md 4) means nothing is shown,
  // until a new answer comes. RTK Query keeps the `error` while the next refetch is on its way
  // (`isError` is false again then), and drops it with the next success.
  const { data: promotion } = useGetPromotionQuery(args, {
    selectFromResult: ({ data, error }) => ({ data: error === undefined ? data : undefined }),
    refetchOnMountOrArgChange: preview,
  });
  // A held one shows once it may and all of it is here, its answer and its view's code (else the
  // view would come a moment later, into the page); once shown it stays when the header hides again.
  const [heldShown, setHeldShown] = useState(false);
  const [, viewCodeCame] = useReducer((count: number) => count + 1, 0);
  const viewCodeHere = loadedPromotionChunk() !== undefined;
  if (heldBack && heldMayShow && promotion && viewCodeHere && !heldShown) setHeldShown(true);
  const held = heldBack && !heldShown;
  useEffect(() => {
    if (held && promotion && !viewCodeHere) void loadPromotionChunk().then(viewCodeCame, () => undefined);
  }, [held, promotion, viewCodeHere]);
  // The same element while the answer is the same: a server-rendered banner whose chunk is still on
  // its way must not receive new props, or React drops its HTML until the chunk is in.
  const view = useMemo(() => {
    if (!promotion || held) return null;
    const tracking: PromotionTracking = { promotionId: args.promotionId, ...(specification && { specification }) };
    return (
      <Suspense fallback={null}>
        <PromotionView promotion={promotion} tracking={tracking} />
      </Suspense>
    );
  }, [promotion, held, args.promotionId, specification]);
  return view;
}
