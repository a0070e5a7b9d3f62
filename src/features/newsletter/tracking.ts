import { pushToDataLayer } from '../../lib/dataLayer';
import { emitWindowEvent } from '../../lib/windowEvents';
import type { NewsletterResult } from './types';

/** What the event-tracking call after every submit reports (decision 3: a data-layer push plus an optional callback). */
export interface NewsletterTrackingEvent {
  event: 'newsletter_submit';
  result: NewsletterResult;
  origin: string;
  originAddition: string;
}

export const successfulSubmitForm = 'newsletter';

/** After every submit: the event-tracking call and the successfulSubmit window event (4). */
export function reportSubmit(event: NewsletterTrackingEvent, onTrackEvent?: (event: NewsletterTrackingEvent) => void) {
  pushToDataLayer({ ...event });
  onTrackEvent?.(event);
  emitWindowEvent('successfulSubmit', { form: successfulSubmitForm });
}

/**
 * On success, the analytics sign-up (4): event sign_up, subject newsletter, the origin combining
 * origin and origin addition ("onsite_subsite"), type ga4, emitter newsletterservice.
 */
export function reportSignUp(origin: string, originAddition: string) {
  pushToDataLayer({
    event: 'sign_up',
    subject: 'newsletter',
    origin: `${origin}_${originAddition}`,
    type: 'ga4',
    emitter: 'newsletterservice',
  });
}
