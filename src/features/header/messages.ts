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
    description:
      'Link to the store finder; text beside the store icon in the header row from the tablet width up, read by screen readers only below it; one line, up to about 25 characters',
  },
  cart: {
    id: 'header.cart.label',
    defaultMessage: 'Warenkorb',
    description:
      'Accessible name of the cart link until the cart icon shows a count; a text link (14 px) at the end of the header row, which on a 375 px phone also holds the logo, the search icon, the store finder and the user icon; one short word, up to about 12 characters',
  },
  back: {
    id: 'header.reduced.back',
    defaultMessage: 'Zurück',
    description:
      'Accessible name of the back button of the reduced header (checkout); an icon button (chevron) at the start of the row; read by screen readers only, up to about 30 characters',
  },
  securedPurchase: {
    id: 'header.reduced.securedPurchase',
    defaultMessage: 'Sicher einkaufen',
    description:
      "The reduced header's 'secured purchase' hint beside the logo; bold 14 px text with a check icon at the end of the row, after the back button and the 120 px logo (about 135 px left at 375 px); up to about 20 characters",
  },
});
