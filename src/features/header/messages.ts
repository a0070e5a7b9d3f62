import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  logo: {
    id: 'header.logo.label',
    defaultMessage: 'SHOP – zur Startseite',
    description:
      'Accessible name of the logo link; starts with the word the logo shows (SHOP), so speech input finds it by what it sees (WCAG 2.5.3). Read by screen readers only; up to about 40 characters',
  },
  storeFinder: {
    id: 'header.storeFinder.label',
    defaultMessage: 'Filialfinder',
    description: 'Link to the store finder',
  },
  cart: {
    id: 'header.cart.label',
    defaultMessage: 'Warenkorb',
    description: 'Accessible name of the cart link until the cart icon shows a count',
  },
  back: {
    id: 'header.reduced.back',
    defaultMessage: 'Zurück',
    description: 'Accessible name of the back button of the reduced header (checkout)',
  },
  securedPurchase: {
    id: 'header.reduced.securedPurchase',
    defaultMessage: 'Sicher einkaufen',
    description: "The reduced header's 'secured purchase' hint beside the logo",
  },
});
