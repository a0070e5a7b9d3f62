import { defineMessages } from 'react-intl';

export const returnPeriodMessage = defineMessages<{
  returnPeriod: { readonly count: number; readonly unit: 'day' | 'month' };
}>({
  returnPeriod: {
    id: 'footer.service.returnPeriod',
    defaultMessage:
      '{unit, select, month {{count, plural, one {# Monat} other {# Monate}}} other {{count, plural, one {# Tag} other {# Tage}}}} Rückgaberecht',
    description: 'Return period of the site, e.g. "30 Tage Rückgaberecht"; unit is day or month',
  },
}).returnPeriod;

export const footerMessages = defineMessages({
  serviceLinks: {
    id: 'footer.service.heading',
    defaultMessage: 'Service',
    description: 'Accessible name of the footer service link list',
  },
  newsletter: {
    id: 'footer.link.newsletter',
    defaultMessage: 'Newsletter',
    description: 'Footer link to the newsletter sign-up page',
  },
  contact: {
    id: 'footer.link.contact',
    defaultMessage: 'Kontakt',
    description: 'Footer link to the contact page',
  },
  storeFinder: {
    id: 'footer.link.storeFinder',
    defaultMessage: 'Filialfinder',
    description: 'Footer link to the store finder',
  },
});
