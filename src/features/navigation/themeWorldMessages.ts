import { defineMessages, type NoMessageValues } from 'react-intl';

/** The theme-world cards' texts: in the flyouts' chunk, with the cards. */
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
