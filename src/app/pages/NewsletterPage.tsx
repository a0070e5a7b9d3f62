import { pageDescriptions, pageMessages } from '../messages';
import { DemoPage } from './DemoPage';
import { useQueryParams } from '../routing';
import { LazyNewsletterDoubleOptIn, LazyNewsletterSignUp } from './LazyNewsletter';

/**
 * /subscribenewsletter: the sign-up, or, when the confirmation mail's link brought the visitor
 * here with ?subscriberToken=..., the double opt-in confirmation.
 */
export function NewsletterPage() {
  const params = useQueryParams();
  const subscriberToken = params.get('subscriberToken')?.trim();
  return (
    <DemoPage title={pageMessages.newsletterTitle} description={pageDescriptions.newsletter}>
      {subscriberToken ? (
        <LazyNewsletterDoubleOptIn
          key={subscriberToken}
          subscriberToken={subscriberToken}
          originAddition="newsletterpage"
        />
      ) : (
        <LazyNewsletterSignUp originAddition="newsletterpage" prominent />
      )}
    </DemoPage>
  );
}
