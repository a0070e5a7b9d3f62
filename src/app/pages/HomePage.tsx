import { useIntl } from 'react-intl';
import { NewsletterSignUp } from '../../features/newsletter';
import { pageMessages } from '../messages';
import { DemoPage } from './DemoPage';

export function HomePage() {
  const intl = useIntl();
  return (
    <DemoPage title={intl.formatMessage(pageMessages.homeTitle)}>
      <p>{intl.formatMessage(pageMessages.homeIntro)}</p>
      <NewsletterSignUp />
    </DemoPage>
  );
}
