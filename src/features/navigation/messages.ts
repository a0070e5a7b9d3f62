import { defineMessages, type NoMessageValues } from 'react-intl';

export const navigationMessages = defineMessages<{
  label: NoMessageValues;
  themeWorlds: NoMessageValues;
  close: NoMessageValues;
  showAll: { readonly category: string };
  themeWorldOverview: NoMessageValues;
  loading: NoMessageValues;
  unavailable: NoMessageValues;
  teasers: NoMessageValues;
}>({
  label: {
    id: 'navigation.bar.label',
    defaultMessage: 'Hauptnavigation',
    description:
      'Accessible name of the header navigation landmark (the category bar); names the navigation landmark; read by screen readers only, up to about 30 characters',
  },
  themeWorlds: {
    id: 'navigation.bar.themeWorlds',
    defaultMessage: 'Themenwelten',
    description:
      'First item of the category bar: the theme-world overview, when the service gives no title; a bold 14 px item that does not wrap; the bar scrolls sideways on a phone, so short: up to about 20 characters',
  },
  close: {
    id: 'navigation.flyout.close',
    defaultMessage: 'Menü schließen',
    description:
      'Accessible name of the close icon of an open navigation flyout; an icon button at the top right of the flyout; read by screen readers only, up to about 30 characters',
  },
  showAll: {
    id: 'navigation.flyout.showAll',
    defaultMessage: 'Alles in {category}',
    description:
      "First link of a category flyout or drill-down branch: the whole category page; category is its title; a bold link at the top of the flyout (the header's width less 80 px for the padding and the close icon), wraps with a long category title; up to about 25 characters besides the title",
  },
  themeWorldOverview: {
    id: 'navigation.flyout.themeWorldOverview',
    defaultMessage: 'Alle Themenwelten',
    description:
      'First link of the theme-world flyout: the theme-world overview page (as "Alles in …" in a category flyout); a bold link at the top of the flyout (the header\'s width less 80 px for the padding and the close icon); one line, up to about 30 characters',
  },
  loading: {
    id: 'navigation.flyout.loading',
    defaultMessage: 'Menü wird geladen',
    description:
      'Accessible name of the spinner while the flyout contents are downloaded; read by screen readers only, up to about 40 characters',
  },
  unavailable: {
    id: 'navigation.flyout.unavailable',
    defaultMessage: 'Dieses Menü kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
    description:
      "Shown in a flyout whose contents could not be downloaded, above the link to the category's own page (the flyout's first link); the next opening tries again; up to about 120 characters",
  },
  teasers: {
    id: 'navigation.flyout.teasers',
    defaultMessage: 'Empfehlungen',
    description:
      'Accessible name of the teaser panel beside the drill-down list of a category flyout; names the region when the content gives no title; read by screen readers only, up to about 30 characters',
  },
});
