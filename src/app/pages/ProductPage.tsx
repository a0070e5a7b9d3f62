import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { pageDescriptions, productPageMessages } from '../messages';
import { DemoPage } from './DemoPage';
import { useQueryParams } from '../routing';

/**
 * Where a suggested product's tile leads in the demo (the real product page is another
 * application's): the article and the search text the tile carried.
 */
export function ProductPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const params = useQueryParams();
  const query = params.get('query');
  return (
    <DemoPage title={intl.formatMessage(productPageMessages.title, { id })} description={pageDescriptions.product}>
      {query && <p>{intl.formatMessage(productPageMessages.fromSearch, { query })}</p>}
    </DemoPage>
  );
}
