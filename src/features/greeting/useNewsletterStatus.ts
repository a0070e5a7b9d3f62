import { greetingApi } from './greetingApi';
import type { PersonalData } from './types';

export type NewsletterStatus = NonNullable<
  NonNullable<NonNullable<PersonalData['customer']>['statuses']>['newsletterStatus']
>;

/*
 * It lives with the greeting, not the newsletter: the status is a field of the personal data that
 * the greeting's query loads and caches, and this hook only reads that cache. In the newsletter
 * feature it would make the newsletter depend on the greeting, and the footer load the newsletter's
 * index, which is the sign-up form's lazy chunk, for one field.
 */

/**
 * The customer's newsletter status from the personal data the header loads; undefined until known.
 * It reads the cache without subscribing: a second subscriber would fetch a failed load again.
 */
export function useNewsletterStatus(): NewsletterStatus | undefined {
  const { data } = greetingApi.endpoints.getPersonalData.useQueryState();
  return data?.customer?.statuses?.newsletterStatus;
}
