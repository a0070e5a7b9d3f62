import { defineMessages, type NoMessageValues } from 'react-intl';

export const appBannerMessages = defineMessages<{
  label: NoMessageValues;
  headline: NoMessageValues;
  rating: { readonly value: number };
  ratingCount: { readonly count: number };
  open: NoMessageValues;
  close: NoMessageValues;
}>({
  label: {
    id: 'appBanner.region.label',
    defaultMessage: 'Unsere App',
    description:
      'Accessible name of the app-install banner region; names the banner landmark; read by screen readers only, up to about 25 characters',
  },
  headline: {
    id: 'appBanner.headline',
    defaultMessage: 'Mit der SHOP-App schneller einkaufen',
    description:
      'Headline of the app-install banner on Android and iOS Chrome; beside the app icon, at most two lines on a 320 px screen: up to about 50 characters',
  },
  rating: {
    id: 'appBanner.rating',
    defaultMessage: '{value, plural, one {# von 5 Sternen} other {# von 5 Sternen}}',
    description:
      "Accessible name of the app's store rating stars; read by screen readers only (the stars show it), up to about 30 characters besides the number",
  },
  ratingCount: {
    id: 'appBanner.rating.count',
    defaultMessage: '({count, number, ::compact-short})',
    description:
      "Number of the app's store ratings, after the stars; {count} is written in the locale's compact form (89.000, 89 k, 89 tis., 89 B), the brackets are the language's; up to about 4 characters besides the number",
  },
  open: {
    id: 'appBanner.open',
    defaultMessage: 'Öffnen',
    description:
      "Button of the app-install banner that opens the app (or its store page); a button in the banner's one row, beside the headline and the close icon (375 px hold icon, texts, button and close); one or two words, up to about 12 characters",
  },
  close: {
    id: 'appBanner.close',
    defaultMessage: 'App-Banner schließen',
    description:
      'Accessible name of the icon that closes the app-install banner for good; an icon button at the end of the banner row; read by screen readers only, up to about 40 characters',
  },
});
