import { defineMessages } from 'react-intl';

export const returnPeriodMessage = defineMessages<{
  returnPeriod: { readonly count: number; readonly unit: 'day' | 'month' };
}>({
  returnPeriod: {
    id: 'footer.service.returnPeriod',
    defaultMessage:
      '{unit, select, month {{count, plural, one {# Monat} other {# Monate}}} other {{count, plural, one {# Tag} other {# Tage}}}} Rückgaberecht',
    description:
      'Return period of the site, e.g. "30 Tage Rückgaberecht"; unit is day or month. One item of the footer figures row, bold; up to about 40 characters',
  },
}).returnPeriod;

export const footerMessages = defineMessages({
  figures: {
    id: 'footer.figures.heading',
    defaultMessage: 'Unser Service für Sie',
    description:
      'Accessible name of the list of service promises (free delivery, returns, hotline); read by screen readers only, up to about 40 characters',
  },
  newsletterHeading: {
    id: 'footer.newsletter.heading',
    defaultMessage: 'Newsletter',
    description:
      'Accessible name of the newsletter block of the footer; names the section; read by screen readers only, up to about 30 characters',
  },
  socialMedia: {
    id: 'footer.socialMedia.heading',
    defaultMessage: 'Folgen Sie uns',
    description:
      'Fallback heading of the social media icons when the content gives none; a footer heading (h2, 16 px) above the icons, in a row of icon groups that wraps; one line, up to about 30 characters',
  },
  apps: {
    id: 'footer.apps.heading',
    defaultMessage: 'Unsere App',
    description:
      'Fallback heading of the app store icons when the content gives none; a footer heading (h2, 16 px) above the icons, in a row of icon groups that wraps; one line, up to about 30 characters',
  },
  groupedIcons: {
    id: 'footer.groupedIcons.heading',
    defaultMessage: 'Mehr entdecken',
    description:
      'Fallback heading of the grouped icons when the content gives none; a footer heading (h2, 16 px) above the icons, in a row of icon groups that wraps; one line, up to about 30 characters',
  },
  paymentAndDelivery: {
    id: 'footer.paymentAndDelivery.heading',
    defaultMessage: 'Zahlung und Versand',
    description:
      'Fallback accessible name of the block of payment and delivery logos when the content gives no heading; read by screen readers only, up to about 30 characters',
  },
  legal: {
    id: 'footer.legal.heading',
    defaultMessage: 'Rechtliches',
    description:
      'Accessible name of the legal links list; names the navigation landmark; read by screen readers only, up to about 30 characters',
  },
  qualityLogos: {
    id: 'footer.qualityLogos.heading',
    defaultMessage: 'Gütesiegel',
    description:
      'Accessible name of the list of quality-seal logos; names the section; read by screen readers only, up to about 30 characters',
  },
  newTab: {
    id: 'footer.link.newTab',
    defaultMessage: '(öffnet in einem neuen Tab)',
    description:
      'Read out after an external footer link, which opens in a new tab; read by screen readers only, up to about 40 characters',
  },
  countrySwitcher: {
    id: 'footer.country.label',
    defaultMessage: 'Land wählen:',
    description:
      'Button label of the country switcher in the footer, with the punctuation the language puts before a list (French: no-break space before the colon); a space and the current country’s name follow it; up to about 25 characters',
  },
  countryList: {
    id: 'footer.country.list',
    defaultMessage: 'Länder',
    description:
      'Accessible name of the list of country links of the switcher; read by screen readers only, up to about 30 characters',
  },
  contentMissing: {
    id: 'footer.content.missing',
    defaultMessage: 'Weitere Links finden Sie auf unseren Service-Seiten.',
    description:
      'Shown in the footer when its content could not be loaded, in place of the link columns; one sentence, up to about 80 characters',
  },
  serviceLinks: {
    id: 'footer.service.heading',
    defaultMessage: 'Service',
    description:
      'Accessible name of the footer service link list; read by screen readers only, up to about 30 characters',
  },
  newsletter: {
    id: 'footer.link.newsletter',
    defaultMessage: 'Newsletter',
    description:
      'Footer link to the newsletter sign-up page; a link in the fallback service links shown when the footer content is missing; one line, up to about 30 characters',
  },
  contact: {
    id: 'footer.link.contact',
    defaultMessage: 'Kontakt',
    description:
      'Footer link to the contact page; a link in the fallback service links shown when the footer content is missing; one line, up to about 30 characters',
  },
  storeFinder: {
    id: 'footer.link.storeFinder',
    defaultMessage: 'Filialfinder',
    description:
      'Footer link to the store finder; a link in the fallback service links shown when the footer content is missing; one line, up to about 30 characters',
  },
});

export const figureMessages = defineMessages<{
  freeDelivery: { readonly amount: string };
  freeDeliveryWithCard: { readonly amount: string; readonly cardAmount: string };
  hotline: { readonly from: string; readonly to: string };
  ageNote: { readonly age: number };
}>({
  freeDelivery: {
    id: 'footer.figures.freeDelivery',
    defaultMessage: 'Kostenlose Lieferung ab {amount}',
    description:
      'Free delivery threshold, amount formatted with currency; one item of the footer figures row (bold, 16 px), a line of its own on a phone that wraps beyond about 40 characters; up to about 50 characters besides the amount',
  },
  freeDeliveryWithCard: {
    id: 'footer.figures.freeDeliveryWithCard',
    defaultMessage: 'Kostenlose Lieferung ab {amount}, mit Kundenkarte ab {cardAmount}',
    description:
      'Free delivery threshold and the lower one for loyalty-card holders (CZ, SK); one item of the footer figures row (bold, 16 px), two lines on a phone; up to about 80 characters besides the amounts',
  },
  hotline: {
    id: 'footer.figures.hotline',
    defaultMessage: 'Kundenhotline täglich {from}–{to} Uhr',
    description:
      'Customer hotline hours, e.g. 09:00–19:00 (TR); one item of the footer figures row (bold, 16 px), a line of its own on a phone that wraps beyond about 40 characters; up to about 60 characters besides the times',
  },
  ageNote: {
    id: 'footer.figures.ageNote',
    defaultMessage: 'Newsletter-Anmeldung ab {age} Jahren',
    description:
      'Minimum age for the newsletter sign-up named in the legal texts (16 or 18); one item of the footer figures row (bold, 16 px), a line of its own on a phone that wraps beyond about 40 characters; up to about 50 characters besides the age',
  },
});
