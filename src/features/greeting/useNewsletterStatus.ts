import { greetingApi } from './greetingApi';
import type { PersonalData } from './types';

export type NewsletterStatus = NonNullable<
  NonNullable<NonNullable<PersonalData['customer']>['statuses']>['newsletterStatus']
>;

/**
 * The customer's newsletter status from the personal data the header loads; undefined until known.
 * It reads the cache without subscribing: a second subscriber would fetch a failed load again.
 */
export function useNewsletterStatus(): NewsletterStatus | undefined {
  const { data } = greetingApi.endpoints.getPersonalData.useQueryState();
  return data?.customer?.statuses?.newsletterStatus;
}
