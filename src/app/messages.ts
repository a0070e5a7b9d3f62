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
  themeWorldsTitle: {
    id: 'app.themeWorlds.title',
    defaultMessage: 'Themenwelten',
    description:
      "Heading of the theme-world overview page, where the navigation bar's first item leads; page heading (h1), up to about 30 characters",
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

/**
 * Each page type's meta description (issue 38): what a search engine shows under the page's title,
 * in the site's language. Google shows about 150 characters.
 */
export const pageDescriptions = defineMessages({
  home: {
    id: 'app.home.description',
    defaultMessage:
      'Kaffee, Haushalt und Mode online bestellen: frisch gerösteter Kaffee, praktische Helfer für Küche und Zuhause, Bekleidung und jede Woche eine neue Themenwelt.',
    description:
      'Meta description of the home page, shown by search engines under the page title; up to about 160 characters',
  },
  search: {
    id: 'app.search.description',
    defaultMessage:
      'Suchen und finden Sie Kaffee, Haushaltswaren und Mode in unserem Onlineshop: alle passenden Artikel mit Preis auf einen Blick.',
    description:
      'Meta description of the search results page, shown by search engines under the page title; up to about 160 characters',
  },
  newsletter: {
    id: 'app.newsletter.description',
    defaultMessage:
      'Jetzt zum Newsletter anmelden und keine Neuheit verpassen: Kaffeespezialitäten, Themenwelten für Haushalt und Mode und unsere Angebote.',
    description:
      'Meta description of the newsletter sign-up page, shown by search engines under the page title; up to about 160 characters',
  },
  cart: {
    id: 'app.cart.description',
    defaultMessage:
      'Ihr Warenkorb: Kaffee, Haushaltsartikel und Mode auf einen Blick, Mengen anpassen und bequem zur Kasse gehen.',
    description:
      'Meta description of the cart page, shown by search engines under the page title; up to about 160 characters',
  },
  contact: {
    id: 'app.contact.description',
    defaultMessage:
      'Fragen zu Bestellung, Lieferung oder Rücksendung? Schreiben Sie unserem Kundenservice, wir helfen Ihnen gerne weiter.',
    description:
      'Meta description of the contact page (contact form and customer service), shown by search engines under the page title; up to about 160 characters',
  },
  login: {
    id: 'app.login.description',
    defaultMessage:
      'Melden Sie sich in Ihrem Kundenkonto an: Bestellungen verfolgen, den Merkzettel nutzen und Ihre Daten verwalten.',
    description:
      'Meta description of the login page, shown by search engines under the page title; up to about 160 characters',
  },
  product: {
    id: 'app.product.description',
    defaultMessage:
      'Artikeldetails, Preis und Verfügbarkeit: Kaffee, Haushaltsartikel und Mode bequem online bestellen.',
    description:
      'Meta description of a product page, shown by search engines under the page title; up to about 160 characters',
  },
  checkout: {
    id: 'app.checkout.description',
    defaultMessage: 'Sicher bezahlen: Lieferadresse, Versand- und Zahlungsart wählen und Ihre Bestellung abschließen.',
    description:
      'Meta description of the checkout page, shown by search engines under the page title; up to about 160 characters',
  },
  themeWorlds: {
    id: 'app.themeWorlds.description',
    defaultMessage:
      'Alle Themenwelten im Überblick: jede Woche neue Ideen für Küche, Haushalt, Mode und Freizeit, online und in der Filiale.',
    description:
      'Meta description of the theme-world overview page (the weekly themed product collections), shown by search engines under the page title; up to about 160 characters',
  },
});
