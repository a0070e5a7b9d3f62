import { greetingApi, type PersonalData } from '../greeting';

export type NewsletterStatus = NonNullable<
  NonNullable<NonNullable<PersonalData['customer']>['statuses']>['newsletterStatus']
>;

/*
 * It lives with the footer, its only reader (the footer's newsletter block, newsletter-footer-preview.md
 * 3): the status is one field of the personal data the greeting loads, read here from the greeting's
 * cache. Not in the newsletter feature, whose index is the sign-up form's lazy chunk: the footer would
 * load the form for one field. Not in the greeting, whose index the page evaluates at start: the hook
 * would join the first bundle, though only the lazily loaded footer calls it.
 */

/**
 * The customer's newsletter status from the personal data the header loads; undefined until known.
 * It reads the cache without subscribing: a second subscriber would fetch a failed load again.
 */
export function useNewsletterStatus(): NewsletterStatus | undefined {
  const { data } = greetingApi.endpoints.getPersonalData.useQueryState();
  return data?.customer?.statuses?.newsletterStatus;
}
