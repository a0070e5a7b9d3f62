import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { productPageMessages } from '../messages';
import { DemoPage } from './DemoPage';

/**
 * Where a suggested product's tile leads in the demo (the real product page is another
 * application's): the article and the search text the tile carried.
 */
export function ProductPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const query = params.get('query');
  return (
    <DemoPage title={intl.formatMessage(productPageMessages.title, { id })}>
      {query && <p>{intl.formatMessage(productPageMessages.fromSearch, { query })}</p>}
    </DemoPage>
  );
}
