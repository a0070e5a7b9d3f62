import { defineMessages, type IntlShape } from 'react-intl';
import type { CategoryNavigation } from './types';

/** The top-level categories in bar order, as `/c/<slug>` addresses. */
const topLevelSlugs = [
  'coffee',
  'kitchen',
  'living',
  'household',
  'women',
  'men',
  'children',
  'sport',
  'gift-cards',
] as const;

// The titles are messages, so translators see them with the rest (issue 46). They must match the
// mock service's top level (mocks/data/navigationCatalogue.ts); a test checks each locale.
const titles = defineMessages({
  coffee: {
    id: 'navigation.default.coffee',
    defaultMessage: 'Kaffee',
    description:
      "Title of the top-level category 'coffee' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  kitchen: {
    id: 'navigation.default.kitchen',
    defaultMessage: 'Küche',
    description:
      "Title of the top-level category 'kitchen' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  living: {
    id: 'navigation.default.living',
    defaultMessage: 'Wohnen',
    description:
      "Title of the top-level category 'living (home furnishing)' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  household: {
    id: 'navigation.default.household',
    defaultMessage: 'Haushalt',
    description:
      "Title of the top-level category 'household' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  women: {
    id: 'navigation.default.women',
    defaultMessage: 'Damen',
    description:
      "Title of the top-level category 'women (fashion)' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  men: {
    id: 'navigation.default.men',
    defaultMessage: 'Herren',
    description:
      "Title of the top-level category 'men (fashion)' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  children: {
    id: 'navigation.default.children',
    defaultMessage: 'Kinder',
    description:
      "Title of the top-level category 'children' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  sport: {
    id: 'navigation.default.sport',
    defaultMessage: 'Sport & Freizeit',
    description:
      "Title of the top-level category 'sport and leisure' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
  'gift-cards': {
    id: 'navigation.default.giftCards',
    defaultMessage: 'Geschenkkarten',
    description:
      "Title of the top-level category 'gift cards' in the header's navigation bar, shown until the category service answers (and when it fails), replaced then by the service's title for the same category, which should read the same; one line in the bar, up to about 20 characters",
  },
});

/**
 * The static category bar of the shop's locale: the nine top-level categories as plain links,
 * without children or teasers. It shows until the category service answers, and instead of the
 * service's answer when that fails.
 */
export const defaultCategoryNavigation = (intl: Pick<IntlShape, 'formatMessage'>): CategoryNavigation =>
  topLevelSlugs.map((slug) => ({ title: intl.formatMessage(titles[slug]), href: `/c/${slug}` }));
