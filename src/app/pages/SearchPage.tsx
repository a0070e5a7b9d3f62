import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { pageMessages } from '../messages';
import { DemoPage } from './DemoPage';

export function SearchPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const query = params.get('query')?.trim();
  const title = query
    ? intl.formatMessage(pageMessages.searchTitle, { query })
    : intl.formatMessage(pageMessages.searchEmpty);
  return <DemoPage title={title} />;
}
