import { defineMessages } from 'react-intl';

export const headerMessages = defineMessages({
  logo: {
    id: 'header.logo.label',
    defaultMessage: 'Zur Startseite',
    description: 'Accessible name of the logo link',
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
});
