import { defineMessages } from 'react-intl';

export const searchTitleMessage = defineMessages<{ searchTitle: { readonly query: string } }>({
  searchTitle: {
    id: 'app.search.title',
    defaultMessage: 'Suchergebnisse für „{query}“',
    description: 'Heading of the search results page; query is the searched term',
  },
}).searchTitle;

export const pageMessages = defineMessages({
  homeTitle: {
    id: 'app.home.title',
    defaultMessage: 'Willkommen in unserem Onlineshop',
    description: 'Heading of the demo home page',
  },
  homeIntro: {
    id: 'app.home.intro',
    defaultMessage: 'Kaffee, Mode und Wohnideen: jede Woche eine neue Welt.',
    description: 'Introductory line of the demo home page',
  },
  searchEmpty: {
    id: 'app.search.empty',
    defaultMessage: 'Suche',
    description: 'Heading of the search results page without a search term',
  },
  checkoutTitle: {
    id: 'app.checkout.title',
    defaultMessage: 'Kasse',
    description: 'Heading of the demo checkout page, shown with the reduced header',
  },
  newsletterTitle: {
    id: 'app.newsletter.title',
    defaultMessage: 'Newsletter',
    description: 'Heading of the newsletter sign-up page',
  },
  loginTitle: {
    id: 'app.login.title',
    defaultMessage: 'Anmelden',
    description: 'Heading of the login page',
  },
  contactTitle: {
    id: 'app.contact.title',
    defaultMessage: 'Kontakt',
    description: 'Heading of the contact page',
  },
  cartTitle: {
    id: 'app.cart.title',
    defaultMessage: 'Warenkorb',
    description: 'Heading of the cart page',
  },
  notFoundTitle: {
    id: 'app.notFound.title',
    defaultMessage: 'Diese Seite gibt es nicht',
    description: 'Heading of the not-found page',
  },
  notFoundBody: {
    id: 'app.notFound.body',
    defaultMessage: 'Die Adresse ist falsch oder die Seite wurde verschoben.',
    description: 'Explanation on the not-found page',
  },
  backHome: {
    id: 'app.notFound.backHome',
    defaultMessage: 'Zur Startseite',
    description: 'Link from the not-found page to the home page',
  },
  skipToContent: {
    id: 'app.frame.skipToContent',
    defaultMessage: 'Zum Inhalt springen',
    description: 'Skip link, the first focusable element of every page',
  },
});

export const productPageMessages = defineMessages<{
  title: { readonly id: string };
  fromSearch: { readonly query: string };
}>({
  title: {
    id: 'app.product.title',
    defaultMessage: 'Artikel {id}',
    description: 'Heading of the demo product page; id is the article number',
  },
  fromSearch: {
    id: 'app.product.fromSearch',
    defaultMessage: 'Gefunden mit der Suche nach „{query}“.',
    description: 'Demo product page reached from a search suggestion; query is what the shopper typed',
  },
});
