import { defineMessages } from 'react-intl';

export const searchFieldMessages = defineMessages({
  label: {
    id: 'search.field.label',
    defaultMessage: 'Suchen',
    description:
      'Accessible name of the search combobox; a visually hidden label; read by screen readers only, up to about 30 characters',
  },
  placeholder: {
    id: 'search.field.placeholder',
    defaultMessage: 'Suchbegriff',
    description:
      'Placeholder of the empty search field; short: the header field is 170 px wide next to two buttons; one line, up to about 15 characters',
  },
  submit: {
    id: 'search.field.submit',
    defaultMessage: 'Suche starten',
    description:
      'Accessible name of the magnifier button that submits the search; read by screen readers only, up to about 30 characters',
  },
  clear: {
    id: 'search.field.clear',
    defaultMessage: 'Eingabe löschen',
    description:
      'Accessible name of the button that empties the search field and its suggestions; an icon button inside the field; read by screen readers only, up to about 30 characters',
  },
  flyoutToggle: {
    id: 'search.flyout.toggle',
    defaultMessage: 'Suche',
    description:
      'Accessible name of the header search icon that opens and closes the search fly-out; read by screen readers only, up to about 30 characters',
  },
});

export const suggestionMessages = defineMessages<{ count: { readonly count: number } }>({
  count: {
    id: 'search.panel.count',
    defaultMessage: '{count, plural, =0 {Keine Vorschläge} one {# Vorschlag} other {# Vorschläge}}',
    description:
      'Announced politely when suggestions arrive: how many terms and products the panel lists; a status line read by screen readers only, up to about 30 characters besides the number',
  },
});

export const suggestionPanelMessages = defineMessages({
  list: {
    id: 'search.panel.label',
    defaultMessage: 'Vorschläge',
    description:
      'Accessible name of the whole suggestion list (search terms and products); read by screen readers only, up to about 30 characters',
  },
  terms: {
    id: 'search.panel.terms',
    defaultMessage: 'Suchvorschläge',
    description:
      'Heading of the suggested search terms in the suggestion panel; a small uppercase heading (12 px) in the panel; one line, up to about 30 characters',
  },
  products: {
    id: 'search.panel.products',
    defaultMessage: 'Produkte',
    description:
      'Heading of the suggested product tiles in the suggestion panel; a small uppercase heading (12 px) in the panel; one line, up to about 30 characters',
  },
  unavailable: {
    id: 'search.panel.unavailable',
    defaultMessage: 'Vorschläge sind gerade nicht verfügbar. Sie können trotzdem suchen.',
    description:
      'Shown in the panel when the suggestion service failed after its retries; a note in the panel; wraps, up to about 120 characters',
  },
});

export const searchResultsMessages = defineMessages<{
  heading: { readonly query: string };
  none: { readonly query: string };
}>({
  heading: {
    id: 'search.results.products',
    defaultMessage: 'Produkte zu „{query}“',
    description:
      'Heading of the product list on the search results demo page (h2); up to about 40 characters besides the query',
  },
  none: {
    id: 'search.results.none',
    defaultMessage: 'Zu „{query}“ haben wir leider keine Produkte gefunden.',
    description:
      'Search results demo page when the service found no product; one sentence, up to about 80 characters besides the query',
  },
});

export const searchResultsStatusMessages = defineMessages({
  loading: {
    id: 'search.results.loading',
    defaultMessage: 'Suchergebnisse werden geladen',
    description:
      "Screen-reader label of the loader on the search results demo page; the loader's name, announced as a status; read by screen readers only, up to about 50 characters",
  },
  error: {
    id: 'search.results.error',
    defaultMessage: 'Die Suchergebnisse können gerade nicht geladen werden. Bitte versuchen Sie es später noch einmal.',
    description:
      'Search results demo page when the suggestion service failed; an error notice in place of the results; wraps, up to about 120 characters',
  },
});
