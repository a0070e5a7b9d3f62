import { useIntl } from 'react-intl';
import { pageDescriptions, pageMessages } from '../messages';
import { DemoPage } from './DemoPage';
import { LazyNewsletterSignUp } from './LazyNewsletter';

export function HomePage() {
  const intl = useIntl();
  return (
    <DemoPage title={intl.formatMessage(pageMessages.homeTitle)} description={pageDescriptions.home}>
      <p>{intl.formatMessage(pageMessages.homeIntro)}</p>
      <LazyNewsletterSignUp prominent />
    </DemoPage>
  );
}
