import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageMessages } from '../messages';
import { DemoPage } from './DemoPage';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <DemoPage title={intl.formatMessage(pageMessages.notFoundTitle)}>
      <p>{intl.formatMessage(pageMessages.notFoundBody)}</p>
      <Link to="/">{intl.formatMessage(pageMessages.backHome)}</Link>
    </DemoPage>
  );
}
