import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pageMessages } from '../messages';
import { DemoPage } from './DemoPage';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <DemoPage title={intl.formatMessage(pageMessages.notFoundTitle)} description={null}>
      <p>{intl.formatMessage(pageMessages.notFoundBody)}</p>
      <Link href="/">{intl.formatMessage(pageMessages.backHome)}</Link>
    </DemoPage>
  );
}
