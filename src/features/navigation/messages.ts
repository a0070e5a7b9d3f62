import { defineMessages, type NoMessageValues } from 'react-intl';

export const navigationMessages = defineMessages<{
  label: NoMessageValues;
  themeWorlds: NoMessageValues;
  close: NoMessageValues;
  showAll: { readonly category: string };
  loading: NoMessageValues;
  unavailable: NoMessageValues;
  teasers: NoMessageValues;
}>({
  label: {
    id: 'navigation.bar.label',
    defaultMessage: 'Hauptnavigation',
    description: 'Accessible name of the header navigation landmark (the category bar)',
  },
  themeWorlds: {
    id: 'navigation.bar.themeWorlds',
    defaultMessage: 'Themenwelten',
    description: 'First item of the category bar: the theme-world overview, when the service gives no title',
  },
  close: {
    id: 'navigation.flyout.close',
    defaultMessage: 'Menü schließen',
    description: 'Accessible name of the close icon of an open navigation flyout',
  },
  showAll: {
    id: 'navigation.flyout.showAll',
    defaultMessage: 'Alles in {category}',
    description: 'First link of a category flyout or drill-down branch: the whole category page; category is its title',
  },
  loading: {
    id: 'navigation.flyout.loading',
    defaultMessage: 'Menü wird geladen',
    description: 'Accessible name of the spinner while the flyout contents are downloaded',
  },
  unavailable: {
    id: 'navigation.flyout.unavailable',
    defaultMessage: 'Dieses Menü kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
    description: 'Shown in a flyout whose contents could not be downloaded; the category link above it still works',
  },
  teasers: {
    id: 'navigation.flyout.teasers',
    defaultMessage: 'Empfehlungen',
    description: 'Accessible name of the teaser panel beside the drill-down list of a category flyout',
  },
});

export const themeWorldMessages = defineMessages<{
  onlineOnly: NoMessageValues;
  nextWeekStore: NoMessageValues;
  thisWeekStore: NoMessageValues;
  storeAlso: NoMessageValues;
  storeWednesday: NoMessageValues;
  scout: NoMessageValues;
  new: NoMessageValues;
  preview: NoMessageValues;
  cardOnly: NoMessageValues;
  daysLeft: { readonly days: number };
  lastDay: NoMessageValues;
}>({
  onlineOnly: {
    id: 'navigation.themeWorld.availability.onlineOnly',
    defaultMessage: 'Nur online',
    description: 'Availability label of a theme world (onlineOnly)',
  },
  nextWeekStore: {
    id: 'navigation.themeWorld.availability.nextWeekStore',
    defaultMessage: 'Ab nächster Woche in der Filiale',
    description: 'Availability label of a theme world (nextWeekStore)',
  },
  thisWeekStore: {
    id: 'navigation.themeWorld.availability.thisWeekStore',
    defaultMessage: 'Diese Woche in der Filiale',
    description: 'Availability label of a theme world (thisWeekStore)',
  },
  storeAlso: {
    id: 'navigation.themeWorld.availability.storeAlso',
    defaultMessage: 'Auch in der Filiale',
    description: 'Availability label of a theme world (storeAlso)',
  },
  storeWednesday: {
    id: 'navigation.themeWorld.availability.storeWednesday',
    defaultMessage: 'Ab Mittwoch in der Filiale',
    description: 'Availability label of a theme world (storeWednesday)',
  },
  scout: {
    id: 'navigation.themeWorld.badge.scout',
    defaultMessage: 'Entdecken',
    description: 'Badge of a theme world (scout)',
  },
  new: {
    id: 'navigation.themeWorld.badge.new',
    defaultMessage: 'Neu',
    description: 'Badge of a theme world (new)',
  },
  preview: {
    id: 'navigation.themeWorld.badge.preview',
    defaultMessage: 'Vorschau',
    description: 'Badge of a theme world (preview)',
  },
  cardOnly: {
    id: 'navigation.themeWorld.cardOnly',
    defaultMessage: 'Nur mit Kundenkarte',
    description: 'Marker of a theme world whose offers are for loyalty-card holders only',
  },
  daysLeft: {
    id: 'navigation.themeWorld.daysLeft',
    defaultMessage: '{days, plural, one {Nur noch # Tag} other {Nur noch # Tage}}',
    description: 'Hint on a theme world that ends soon: how many days are left, with the end day counted',
  },
  lastDay: {
    id: 'navigation.themeWorld.lastDay',
    defaultMessage: 'Nur noch heute',
    description: 'Hint on a theme world whose last day is today',
  },
});
