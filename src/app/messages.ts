import { defineMessages } from 'react-intl';

export const searchTitleMessage = defineMessages<{ searchTitle: { readonly query: string } }>({
  searchTitle: {
    id: 'app.search.title',
    defaultMessage: 'Suchergebnisse für „{query}“',
    description:
      'Heading of the search results page; query is the searched term; page heading (h1), up to about 40 characters besides the query',
  },
}).searchTitle;

export const pageMessages = defineMessages({
  homeTitle: {
    id: 'app.home.title',
    defaultMessage: 'Willkommen in unserem Onlineshop',
    description:
      "Heading of the demo home page; page heading (h1), also the browser tab's title; two lines at 375 px, up to about 45 characters",
  },
  homeIntro: {
    id: 'app.home.intro',
    defaultMessage: 'Kaffee, Mode und Wohnideen: jede Woche eine neue Welt.',
    description:
      'Introductory line of the demo home page; one paragraph under the home heading, up to about 90 characters',
  },
  searchEmpty: {
    id: 'app.search.empty',
    defaultMessage: 'Suche',
    description:
      "Heading of the search results page without a search term; page heading (h1), also the browser tab's title; up to about 30 characters",
  },
  checkoutTitle: {
    id: 'app.checkout.title',
    defaultMessage: 'Kasse',
    description:
      'Heading of the demo checkout page, shown with the reduced header; page heading (h1), up to about 30 characters',
  },
  newsletterTitle: {
    id: 'app.newsletter.title',
    defaultMessage: 'Newsletter',
    description:
      "Heading of the newsletter sign-up page; page heading (h1), also the browser tab's title; up to about 30 characters",
  },
  loginTitle: {
    id: 'app.login.title',
    defaultMessage: 'Anmelden',
    description:
      "Heading of the login page; page heading (h1), also the browser tab's title; up to about 30 characters",
  },
  contactTitle: {
    id: 'app.contact.title',
    defaultMessage: 'Kontakt',
    description:
      "Heading of the contact page; page heading (h1), also the browser tab's title; up to about 30 characters",
  },
  cartTitle: {
    id: 'app.cart.title',
    defaultMessage: 'Warenkorb',
    description: "Heading of the cart page; page heading (h1), also the browser tab's title; up to about 30 characters",
  },
  notFoundTitle: {
    id: 'app.notFound.title',
    defaultMessage: 'Diese Seite gibt es nicht',
    description: 'Heading of the not-found page; page heading (h1), up to about 40 characters',
  },
  notFoundBody: {
    id: 'app.notFound.body',
    defaultMessage: 'Die Adresse ist falsch oder die Seite wurde verschoben.',
    description: 'Explanation on the not-found page; one sentence under the heading, up to about 100 characters',
  },
  backHome: {
    id: 'app.notFound.backHome',
    defaultMessage: 'Zur Startseite',
    description:
      'Link from the not-found page to the home page; a text link under the explanation, up to about 30 characters',
  },
  skipToContent: {
    id: 'app.frame.skipToContent',
    defaultMessage: 'Zum Inhalt springen',
    description:
      'Skip link, the first focusable element of every page; shown at the top left only while it has focus; one line, up to about 30 characters',
  },
});

export const productPageMessages = defineMessages<{
  title: { readonly id: string };
  fromSearch: { readonly query: string };
}>({
  title: {
    id: 'app.product.title',
    defaultMessage: 'Artikel {id}',
    description:
      "Heading of the demo product page; id is the article number; page heading (h1), also the browser tab's title; up to about 30 characters besides the number",
  },
  fromSearch: {
    id: 'app.product.fromSearch',
    defaultMessage: 'Gefunden mit der Suche nach „{query}“.',
    description:
      'Demo product page reached from a search suggestion; query is what the shopper typed; one line under the product heading, up to about 60 characters besides the query',
  },
});
