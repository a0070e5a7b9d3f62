import { Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { hostTimings, timings } from '../../config/timings';
import { awaitPromotion, PromotionArea, selectPromotionWait } from '../../features/promotions';
import { awaitSearchResults, LazySearchResults } from '../../features/search';
import { useAppDispatch, useAppSelector, type AppThunk } from '../hooks';
import { SlotBoundary } from '../SlotBoundary';
import { pageDescriptions, pageMessages, searchTitleMessage } from '../messages';
import { DemoPage } from './DemoPage';
import { useQueryParams } from '../routing';

const banner = { promotionId: '~category_coffee' } as const;

const bannerWait = () => awaitPromotion({ promotionId: banner.promotionId, waitMs: timings.searchBannerWaitMs });

/**
 * The category banner sits above the results. The results area stays empty until the banner is
 * ready, for at most `searchBannerWaitMs`: a banner arriving above a loader or results already in
 * view would push them down (CLS). A banner that is later is left out. The wait is the promotions'
 * thunk (`awaitPromotion`): its start and end are named actions, in DevTools and in tests. A wait
 * that is over stays over: the server's (it rendered the page) or an earlier visit's. On a page the
 * build prerendered (issue 47) the browser runs it: the file has the heading and nothing below it.
 */
function useBannerBeforeResults() {
  const dispatch = useAppDispatch();
  const wait = useAppSelector((state) => selectPromotionWait(state, banner.promotionId));
  const started = wait !== undefined;
  useEffect(() => {
    if (!started) void dispatch(bannerWait());
  }, [started, dispatch]);
  return { showBanner: wait !== 'late', showResults: wait === 'inTime' || wait === 'late' };
}

/**
 * What the server waits for before it renders the results page (server/renderPage.tsx): the
 * category banner, as the browser does, and the query's results, so that both are in its HTML.
 */
export const prepareSearchPage =
  (search: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    const query = new URLSearchParams(search).get('query')?.trim() ?? '';
    await Promise.all([
      dispatch(bannerWait()),
      dispatch(awaitSearchResults({ query, waitMs: hostTimings.serverResultsWaitMs })),
    ]);
  };

export function SearchPage() {
  const intl = useIntl();
  const params = useQueryParams();
  const { showBanner, showResults } = useBannerBeforeResults();
  const query = params.get('query')?.trim();
  const title = query
    ? intl.formatMessage(searchTitleMessage, { query })
    : intl.formatMessage(pageMessages.searchEmpty);
  return (
    <DemoPage title={title} description={pageDescriptions.search}>
      {showBanner && (
        <SlotBoundary>
          <PromotionArea {...banner} specification="SEARCH" />
        </SlotBoundary>
      )}
      <Suspense fallback={null}>
        {/* The result grid is a chunk of its own; the page's heading stays in the first paint. */}
        <LazySearchResults query={query ?? ''} held={!showResults} />
      </Suspense>
    </DemoPage>
  );
}
