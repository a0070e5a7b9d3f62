import { lazy } from 'react';

/**
 * The contact form, as the feature's index hands it out: a chunk of its own with the contact page,
 * loaded on /contact only (issue 14).
 */
export const LazyContactForm = lazy(() =>
  import(/* webpackChunkName: "contact" */ './ContactForm').then((chunk) => ({ default: chunk.ContactForm })),
);
