import { useIntl } from 'react-intl';
import { pageMessages } from '../messages';
import { DemoPage } from './DemoPage';
import { LazyNewsletterSignUp } from './LazyNewsletter';

export function HomePage() {
  const intl = useIntl();
  return (
    <DemoPage title={intl.formatMessage(pageMessages.homeTitle)}>
      <p>{intl.formatMessage(pageMessages.homeIntro)}</p>
      <LazyNewsletterSignUp prominent />
    </DemoPage>
  );
}
