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
    description:
      'Availability label of a theme world (onlineOnly); a grey 14 px line on a theme-world card (144 to 240 px wide); one or two lines, up to about 40 characters',
  },
  nextWeekStore: {
    id: 'navigation.themeWorld.availability.nextWeekStore',
    defaultMessage: 'Ab nächster Woche in der Filiale',
    description:
      'Availability label of a theme world (nextWeekStore); a grey 14 px line on a theme-world card (144 to 240 px wide); one or two lines, up to about 40 characters',
  },
  thisWeekStore: {
    id: 'navigation.themeWorld.availability.thisWeekStore',
    defaultMessage: 'Diese Woche in der Filiale',
    description:
      'Availability label of a theme world (thisWeekStore); a grey 14 px line on a theme-world card (144 to 240 px wide); one or two lines, up to about 40 characters',
  },
  storeAlso: {
    id: 'navigation.themeWorld.availability.storeAlso',
    defaultMessage: 'Auch in der Filiale',
    description:
      'Availability label of a theme world (storeAlso); a grey 14 px line on a theme-world card (144 to 240 px wide); one or two lines, up to about 40 characters',
  },
  storeWednesday: {
    id: 'navigation.themeWorld.availability.storeWednesday',
    defaultMessage: 'Ab Mittwoch in der Filiale',
    description:
      'Availability label of a theme world (storeWednesday); a grey 14 px line on a theme-world card (144 to 240 px wide); one or two lines, up to about 40 characters',
  },
  scout: {
    id: 'navigation.themeWorld.badge.scout',
    defaultMessage: 'Entdecken',
    description:
      'Badge of a theme world (scout); a small badge (12 px bold) on a theme-world card, in a row of badges that wraps; one word, up to about 15 characters',
  },
  new: {
    id: 'navigation.themeWorld.badge.new',
    defaultMessage: 'Neu',
    description:
      'Badge of a theme world (new); a small badge (12 px bold) on a theme-world card, in a row of badges that wraps; one word, up to about 15 characters',
  },
  preview: {
    id: 'navigation.themeWorld.badge.preview',
    defaultMessage: 'Vorschau',
    description:
      'Badge of a theme world (preview); a small badge (12 px bold) on a theme-world card, in a row of badges that wraps; one word, up to about 15 characters',
  },
  cardOnly: {
    id: 'navigation.themeWorld.cardOnly',
    defaultMessage: 'Nur mit Kundenkarte',
    description:
      'Marker of a theme world whose offers are for loyalty-card holders only; a bold 14 px line on a theme-world card (144 to 240 px wide); one or two lines, up to about 35 characters',
  },
  daysLeft: {
    id: 'navigation.themeWorld.daysLeft',
    defaultMessage: '{days, plural, one {Nur noch # Tag} other {Nur noch # Tage}}',
    description:
      'Hint on a theme world that ends soon: how many days are left, with the end day counted; a bold 14 px line on a theme-world card (144 to 240 px wide); one line, up to about 25 characters besides the number',
  },
  lastDay: {
    id: 'navigation.themeWorld.lastDay',
    defaultMessage: 'Nur noch heute',
    description:
      'Hint on a theme world whose last day is today; a bold 14 px line on a theme-world card (144 to 240 px wide); one line, up to about 25 characters',
  },
});
