import { useSearchParams } from 'react-router';
import { NewsletterDoubleOptIn, NewsletterSignUp } from '../../features/newsletter';
import { pageMessages } from '../messages';
import { DemoPage } from './DemoPage';

/**
 * /subscribenewsletter: the sign-up, or, when the confirmation mail's link brought the visitor
 * here with ?subscriberToken=..., the double opt-in confirmation.
 */
export function NewsletterPage() {
  const [params] = useSearchParams();
  const subscriberToken = params.get('subscriberToken')?.trim();
  return (
    <DemoPage title={pageMessages.newsletterTitle}>
      {subscriberToken ? (
        <NewsletterDoubleOptIn
          key={subscriberToken}
          subscriberToken={subscriberToken}
          originAddition="newsletterpage"
        />
      ) : (
        <NewsletterSignUp originAddition="newsletterpage" />
      )}
    </DemoPage>
  );
}
