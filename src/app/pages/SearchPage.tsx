import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { timings } from '../../config/timings';
import { PromotionArea, usePromotionSettled } from '../../features/promotions';
import { SlotBoundary } from '../SlotBoundary';
import { pageMessages, searchTitleMessage } from '../messages';
import { DemoPage } from './DemoPage';
import { useQueryParams } from '../routing';

import { LazySearchResults } from '../../features/search';

const banner = { promotionId: '~category_coffee' } as const;

/**
 * The category banner sits above the results. The results area stays empty until the banner has
 * answered, for at most `searchBannerWaitMs`: a banner arriving above a loader or results already
 * in view would push them down (CLS). A banner that answers after that is left out.
 */
function useBannerBeforeResults() {
  const settled = usePromotionSettled(banner);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setLate(true), timings.searchBannerWaitMs);
    return () => clearTimeout(timer);
  }, [settled]);
  return { showBanner: !late, showResults: settled || late };
}

export function SearchPage() {
  const intl = useIntl();
  const params = useQueryParams();
  const { showBanner, showResults } = useBannerBeforeResults();
  const query = params.get('query')?.trim();
  const title = query
    ? intl.formatMessage(searchTitleMessage, { query })
    : intl.formatMessage(pageMessages.searchEmpty);
  return (
    <DemoPage title={title}>
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
