import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PromotionArea } from '../../features/promotions';
import { SearchResults } from '../../features/search';
import { SlotBoundary } from '../SlotBoundary';
import { pageMessages, searchTitleMessage } from '../messages';
import { DemoPage } from './DemoPage';

export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = params.get('query')?.trim();
  const title = query
    ? intl.formatMessage(searchTitleMessage, { query })
    : intl.formatMessage(pageMessages.searchEmpty);
  return (
    <DemoPage title={title}>
      <SlotBoundary>
        <PromotionArea promotionId="~category_coffee" specification="SEARCH" />
      </SlotBoundary>
      <SearchResults query={query ?? ''} />
    </DemoPage>
  );
}
