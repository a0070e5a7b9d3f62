import * as v from 'valibot';
import { listOf, optionalField } from '../../api/lenient';
/**
 * The newsletter service's shapes (newsletter-footer-preview.md 3 and 7), shared by the
 * endpoints and the mock handler.
 */

/** Consent types: DNE (personalised offers and profiling) and NEWSLETTER. */
export const consentTypes = ['DNE', 'NEWSLETTER'] as const;
export type ConsentType = (typeof consentTypes)[number];

export const salutations = ['MR', 'MRS', 'COMPANY', 'DIVERS'] as const;
export type Salutation = (typeof salutations)[number];
/** The default display order of the salutation options, after an empty first option. */
export const salutationDisplayOrder: readonly Salutation[] = ['MRS', 'MR', 'DIVERS', 'COMPANY'];

/** The origins the service knows; the widget's own default origin is `onsite` (both readings stand). */
export const knownOrigins = ['NEWSLETTER', 'SHOPPING_CART'] as const;
export const defaultOrigin = 'onsite';
export const defaultOriginAddition = 'subsite';

export const newsletterResults = ['SUCCESS', 'ERROR_GENERIC', 'ERROR_INVALID_EMAIL'] as const;
export type NewsletterResult = (typeof newsletterResults)[number];

/** The hidden bot-trap field: a person never fills it. */
export const botTrapField = 'verify-email';

/** The form's values (3, "Subscriber form values"). */
export interface SubscriberFormValues {
  email: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  /** The data-use consent (DNE) checkbox stores its value here. */
  consents: ConsentType[];
  /** The newsletter checkbox (TR only). */
  legals: ConsentType[];
  [botTrapField]: string;
}

/** POST .../newsletter-subscribers (3, "Create-subscriber request"); empty optional fields are omitted. */
export interface CreateSubscriberRequest {
  email: string;
  salutation?: Salutation;
  firstName?: string;
  lastName?: string;
  consents: ConsentType[];
  origin: string;
  originAddition: string;
}

/** The error body that marks an address the service refuses. */
export const emailInvalidProblemType = 'urn:newsletter:email_invalid';
export interface NewsletterProblem {
  type: string;
  title?: string;
}

/**
 * GET .../newsletter-subscribers/{subscriberToken}. The spec shows no response body: these are
 * the fields this client reads. An unknown salutation or a name that is not a text is left out
 * with a warning, an unknown consent is left out of the list (api/lenient.ts).
 */
export const subscriberSchema = v.object({
  subscriberToken: v.string(),
  email: v.string(),
  salutation: optionalField('subscriber salutation', v.picklist(salutations)),
  firstName: optionalField('subscriber firstName', v.string()),
  lastName: optionalField('subscriber lastName', v.string()),
  consents: listOf(v.picklist(consentTypes)),
});
export type Subscriber = v.InferOutput<typeof subscriberSchema>;

/** PUT .../newsletter-subscribers/{subscriberToken}; the spec does not show the fields: ours. */
export type UpdateSubscriberRequest = Partial<Pick<Subscriber, 'salutation' | 'firstName' | 'lastName' | 'consents'>>;

/**
 * GET .../customers/base-data: prefills the form for a logged-in visitor. Its response fields
 * are not shown in the spec; these are the ones the form can use, each optional.
 */
const optionalText = (name: string) =>
  v.pipe(
    optionalField(name, v.string()),
    v.transform((value) => (value?.trim() ? value : undefined)),
  );

/**
 * The prefill as the form can take it: only text fields, and only a salutation the form offers.
 * Anything else is left out with a warning (each field on its own, api/lenient.ts), so odd base
 * data gives an emptier form, never a broken one; an answer that is no object prefills nothing.
 */
export const customerBaseDataSchema = v.fallback(
  v.object({
    email: optionalText('base data email'),
    salutation: optionalField('base data salutation', v.picklist(salutations)),
    firstName: optionalText('base data firstName'),
    lastName: optionalText('base data lastName'),
  }),
  {},
);
export type CustomerBaseData = v.InferOutput<typeof customerBaseDataSchema>;
