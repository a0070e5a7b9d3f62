import { pushToDataLayer } from '../../lib/dataLayer';

/** The contact form's tracking events (newsletter-footer-preview.md 2.3), as data-layer pushes. */
export type ContactTrackingAction = 'page_view' | 'submit_attempt' | 'failure' | 'success' | 'invalid_field';

export function trackContact(action: ContactTrackingAction, details: { field?: string; message?: string } = {}) {
  pushToDataLayer({ event: 'contact_form', action, ...details });
}
