import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { PromotionArea } from '../../features/promotions';
import { SlotBoundary } from '../SlotBoundary';
import { pageMessages, searchTitleMessage } from '../messages';
import { DemoPage } from './DemoPage';
import { useQueryParams } from '../routing';

// The result grid is only ever needed on /search: a chunk of its own, while the page's heading
// stays in the first paint.
const SearchResults = lazy(() =>
  import(/* webpackChunkName: "search-results" */ '../../features/search').then((search) => ({
    default: search.SearchResults,
  })),
);

export function SearchPage() {
  const intl = useIntl();
  const params = useQueryParams();
  const query = params.get('query')?.trim();
  const title = query
    ? intl.formatMessage(searchTitleMessage, { query })
    : intl.formatMessage(pageMessages.searchEmpty);
  return (
    <DemoPage title={title}>
      <SlotBoundary>
        <PromotionArea promotionId="~category_coffee" specification="SEARCH" />
      </SlotBoundary>
      <Suspense fallback={null}>
        <SearchResults query={query ?? ''} />
      </Suspense>
    </DemoPage>
  );
}
