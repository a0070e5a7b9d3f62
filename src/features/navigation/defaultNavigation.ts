import type { Site, SiteCode } from '../../config/sites';
import { sites } from '../../config/sites';
import type { CategoryNavigation } from './types';

type Language = Site['language'];

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
type TopLevelSlug = (typeof topLevelSlugs)[number];

// Titles and addresses must match the mock service's top level (mocks/data/navigationCatalogue.ts); a test checks.
// None contains "ß", so Swiss German (which writes "ss") needs no row of its own.
const titles: Readonly<Record<Language, Readonly<Record<TopLevelSlug, string>>>> = {
  de: {
    coffee: 'Kaffee',
    kitchen: 'Küche',
    living: 'Wohnen',
    household: 'Haushalt',
    women: 'Damen',
    men: 'Herren',
    children: 'Kinder',
    sport: 'Sport & Freizeit',
    'gift-cards': 'Geschenkkarten',
  },
  fr: {
    coffee: 'Café',
    kitchen: 'Cuisine',
    living: 'Maison',
    household: 'Ménage',
    women: 'Femme',
    men: 'Homme',
    children: 'Enfant',
    sport: 'Sport & loisirs',
    'gift-cards': 'Cartes cadeaux',
  },
  cs: {
    coffee: 'Káva',
    kitchen: 'Kuchyně',
    living: 'Bydlení',
    household: 'Domácnost',
    women: 'Ženy',
    men: 'Muži',
    children: 'Děti',
    sport: 'Sport a volný čas',
    'gift-cards': 'Dárkové karty',
  },
  hu: {
    coffee: 'Kávé',
    kitchen: 'Konyha',
    living: 'Lakberendezés',
    household: 'Háztartás',
    women: 'Női',
    men: 'Férfi',
    children: 'Gyerek',
    sport: 'Sport és szabadidő',
    'gift-cards': 'Ajándékkártyák',
  },
  pl: {
    coffee: 'Kawa',
    kitchen: 'Kuchnia',
    living: 'Wnętrza',
    household: 'Gospodarstwo domowe',
    women: 'Kobiety',
    men: 'Mężczyźni',
    children: 'Dzieci',
    sport: 'Sport i rekreacja',
    'gift-cards': 'Karty podarunkowe',
  },
  sk: {
    coffee: 'Káva',
    kitchen: 'Kuchyňa',
    living: 'Bývanie',
    household: 'Domácnosť',
    women: 'Ženy',
    men: 'Muži',
    children: 'Deti',
    sport: 'Šport a voľný čas',
    'gift-cards': 'Darčekové karty',
  },
  tr: {
    coffee: 'Kahve',
    kitchen: 'Mutfak',
    living: 'Ev ve yaşam',
    household: 'Ev gereçleri',
    women: 'Kadın',
    men: 'Erkek',
    children: 'Çocuk',
    sport: 'Spor ve boş zaman',
    'gift-cards': 'Hediye kartları',
  },
};

const topLevelOf = (site: SiteCode): CategoryNavigation =>
  topLevelSlugs.map((slug) => ({ title: titles[sites[site].language][slug], href: `/c/${slug}` }));

/**
 * The static category bar of each site, in its language: the nine top-level categories as plain
 * links, without children or teasers. It shows until the category service answers, and instead
 * of the service's answer when that fails.
 */
export const defaultCategoryNavigation: Readonly<Record<SiteCode, CategoryNavigation>> = {
  DE: topLevelOf('DE'),
  AT: topLevelOf('AT'),
  CH: topLevelOf('CH'),
  CH_FR: topLevelOf('CH_FR'),
  CZ: topLevelOf('CZ'),
  HU: topLevelOf('HU'),
  PL: topLevelOf('PL'),
  SK: topLevelOf('SK'),
  TR: topLevelOf('TR'),
};
