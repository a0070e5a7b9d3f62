import type { NewsletterMarket } from './newsletterMarkets';
import { normaliseEmail } from './validators';
import type { ConsentType, CreateSubscriberRequest, SubscriberFormValues } from './types';

export interface SubmissionParameters {
  /** The consents the page already holds for the visitor (3, "current consents"). */
  currentConsents: readonly ConsentType[];
  origin: string;
  originAddition: string;
  market: NewsletterMarket;
}

/**
 * The create-subscriber request for the form's values (newsletter-footer-preview.md 3): empty
 * salutation and names are omitted, and so are fields the market does not show (a prefill may
 * hold them); DNE is not sent again when the page's consents already contain it. The TR
 * newsletter checkbox is the NEWSLETTER consent.
 */
export function toCreateSubscriberRequest(
  values: Partial<SubscriberFormValues>,
  { currentConsents, origin, originAddition, market }: SubmissionParameters,
): CreateSubscriberRequest {
  const chosen = new Set<ConsentType>([
    ...(values.consents ?? []),
    ...(market.newsletterCheckbox ? (values.legals ?? []) : []),
  ]);
  if (currentConsents.includes('DNE')) chosen.delete('DNE');
  const firstName = market.names === 'hidden' ? '' : (values.firstName ?? '').trim();
  const lastName = market.names === 'hidden' ? '' : (values.lastName ?? '').trim();
  const salutation = market.salutation === 'hidden' ? '' : (values.salutation ?? '');
  return {
    email: normaliseEmail(values.email),
    ...(salutation && { salutation }),
    ...(firstName && { firstName }),
    ...(lastName && { lastName }),
    consents: [...chosen],
    origin,
    originAddition,
  };
}
