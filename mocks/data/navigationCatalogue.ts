import type { Locale, Site, SiteCode } from '../../src/config/sites';
import { sites } from '../../src/config/sites';
import type {
  Availability,
  Badge,
  CategoryNavigation,
  NavigationNode,
  Teaser,
  ThemeWorld,
  ThemeWorldNavigation,
  ThemeWorldSection,
  ThemeWorldSectionKey,
} from '../../src/features/navigation/types';

type Language = Site['language'];
type Names<Key extends string> = Readonly<Record<Key, string>>;

/*
 * The mock navigation services' answers. As in suggestionCatalogue.ts the structure (category
 * tree, teasers, theme worlds) is made of language-neutral keys, so every site has the same tree
 * and the same addresses; only the words change. The vocabularies below are complete typed
 * records: a language that forgets a category, teaser or theme world fails to compile.
 */

/** Where the mock image handler serves the pictures; each is `${navigationImagePath}/<key>.svg`. */
export const navigationImagePath = '/mock-images/navigation';

const imageSrc = (key: string) => `${navigationImagePath}/${key}.svg`;

/** `fullyAutomatic` → `fully-automatic`: the keys are ASCII, so are the addresses. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// ---------------------------------------------------------------------------------------------
// Category tree

/**
 * Three levels: top-level category → sub-category → leaf keys. An empty list is a sub-category
 * without children. The top-level keys and order must match defaultNavigation.ts.
 */
const categoryTree = {
  coffee: {
    beans: ['espresso', 'crema', 'singleOrigin', 'decaf'],
    ground: ['filter', 'mild', 'organic'],
    capsules: ['espresso', 'lungo', 'decaf'],
    machines: ['fullyAutomatic', 'portafilter', 'filter', 'capsule', 'grinders'],
    accessories: ['frothers', 'cups', 'storage', 'descaler'],
    subscription: [],
  },
  kitchen: {
    cookware: ['pans', 'pots', 'woks'],
    baking: ['tins', 'tools', 'cutters'],
    appliances: ['kettles', 'toasters', 'blenders', 'handMixers'],
    tableware: ['plates', 'bowls', 'mugs', 'glasses'],
    storage: ['jars', 'containers', 'breadBins'],
  },
  living: {
    textiles: ['cushions', 'blankets', 'curtains', 'rugs'],
    bedroom: ['bedding', 'duvets', 'pillows', 'toppers'],
    bathroom: ['towels', 'bathMats', 'bathAccessories'],
    decoration: ['candles', 'vases', 'frames'],
    lighting: ['tableLamps', 'fairyLights', 'outdoorLights'],
  },
  household: {
    cleaning: ['cloths', 'brushes', 'mops'],
    laundry: ['dryingRacks', 'ironing', 'laundryBaskets'],
    organising: ['boxes', 'baskets', 'hangers'],
    tools: ['toolSets', 'screwdrivers', 'ladders'],
  },
  women: {
    clothing: ['tops', 'knitwear', 'dresses', 'trousers', 'jackets'],
    underwear: ['bras', 'briefs', 'nightwear', 'hosiery'],
    sportswear: ['leggings', 'sportTops', 'sportBras'],
    shoes: ['sneakers', 'boots', 'slippers'],
    accessories: ['bags', 'scarves', 'jewellery'],
  },
  men: {
    clothing: ['shirts', 'tshirts', 'knitwear', 'trousers', 'jackets'],
    underwear: ['briefs', 'undershirts', 'nightwear', 'socks'],
    sportswear: ['sportShirts', 'sportTrousers', 'baseLayers'],
    shoes: ['sneakers', 'boots', 'slippers'],
    accessories: ['belts', 'hats', 'wallets'],
  },
  children: {
    baby: ['bodysuits', 'sleepingBags', 'babyCare'],
    girls: ['tops', 'trousers', 'dresses'],
    boys: ['tops', 'trousers', 'jackets'],
    toys: ['wooden', 'games', 'outdoorToys'],
    kidsRoom: ['bedding', 'lamps', 'storage'],
  },
  sport: {
    fitness: ['mats', 'weights', 'equipment'],
    cycling: ['bikeWear', 'helmets', 'bikeAccessories'],
    outdoor: ['backpacks', 'camping', 'bottles'],
    swimming: ['swimsuits', 'swimShorts', 'beachTowels'],
  },
  giftCards: { card: [], digital: [] },
} as const;

type Tree = typeof categoryTree;
type TopKey = keyof Tree;
type SubKey<T extends TopKey> = keyof Tree[T] & string;
type LeafKey<T extends TopKey, S extends SubKey<T>> = Tree[T][S] extends readonly (infer L extends string)[]
  ? L
  : never;

/** A sub-category's words: its title alone, or its title and its children's. */
type SubWords<T extends TopKey> = {
  readonly [S in SubKey<T>]: [LeafKey<T, S>] extends [never]
    ? string
    : { readonly title: string; readonly children: Names<LeafKey<T, S>> };
};
type CategoryWords = { readonly [T in TopKey]: { readonly title: string; readonly children: SubWords<T> } };

/** `coffee`, `coffee/beans`, `coffee/beans/espresso`, ...: every node of the tree. */
type CategoryPath = {
  [T in TopKey]: T | { [S in SubKey<T>]: `${T}/${S}` | `${T}/${S}/${LeafKey<T, S>}` }[SubKey<T>];
}[TopKey];

const hrefOf = (keys: readonly string[]) => `/c/${keys.map(kebab).join('/')}`;
const categoryHref = (path: CategoryPath) => hrefOf(path.split('/'));

/** The one node on every site that leads to a partner shop, in a new tab. */
const partnerLink = {
  path: 'women/accessories/jewellery' satisfies CategoryPath,
  href: 'https://partner.example.com/jewellery',
};

// ---------------------------------------------------------------------------------------------
// Teasers

interface TeaserSpec {
  readonly url: string;
  /** What the mock picture shows: a neutral English word (navigationImageLabel). */
  readonly picture: string;
}

const teaserKeys = [
  'espressoWeeks',
  'baristaAtHome',
  'machineAdvice',
  'bakingTime',
  'pans',
  'breakfast',
  'cosyEvenings',
  'freshBedding',
  'cleaning',
  'tidyUp',
  'knitwear',
  'boots',
  'dresses',
  'shirts',
  'sneakers',
  'kidsRoom',
  'outdoorPlay',
  'woodenToys',
  'running',
  'yoga',
] as const;
type TeaserKey = (typeof teaserKeys)[number];

const themeWorldHref = (key: WorldKey) => `/themeworld/${kebab(key)}`;

const teaserSpecs: Readonly<Record<TeaserKey, TeaserSpec>> = {
  espressoWeeks: { url: categoryHref('coffee/beans/espresso'), picture: 'coffee' },
  baristaAtHome: { url: themeWorldHref('barista'), picture: 'cup' },
  machineAdvice: { url: categoryHref('coffee/machines/fullyAutomatic'), picture: 'machine' },
  bakingTime: { url: categoryHref('kitchen/baking'), picture: 'cake' },
  pans: { url: categoryHref('kitchen/cookware/pans'), picture: 'pan' },
  breakfast: { url: categoryHref('kitchen/appliances/toasters'), picture: 'toaster' },
  cosyEvenings: { url: themeWorldHref('cosyLiving'), picture: 'candle' },
  freshBedding: { url: categoryHref('living/bedroom/bedding'), picture: 'bed' },
  cleaning: { url: categoryHref('household/cleaning'), picture: 'broom' },
  tidyUp: { url: categoryHref('household/organising/boxes'), picture: 'box' },
  knitwear: { url: categoryHref('women/clothing/knitwear'), picture: 'sweater' },
  boots: { url: categoryHref('women/shoes/boots'), picture: 'boot' },
  dresses: { url: categoryHref('women/clothing/dresses'), picture: 'dress' },
  shirts: { url: categoryHref('men/clothing/shirts'), picture: 'shirt' },
  sneakers: { url: categoryHref('men/shoes/sneakers'), picture: 'sneaker' },
  kidsRoom: { url: themeWorldHref('kidsRoom'), picture: 'teddy' },
  outdoorPlay: { url: categoryHref('children/toys/outdoorToys'), picture: 'ball' },
  woodenToys: { url: categoryHref('children/toys/wooden'), picture: 'blocks' },
  running: { url: themeWorldHref('running'), picture: 'running' },
  yoga: { url: themeWorldHref('yoga'), picture: 'yoga' },
};

/** Two teasers on every top-level category but gift cards, one on a few sub-categories. */
const teasersAt: Readonly<Partial<Record<CategoryPath, readonly TeaserKey[]>>> = {
  coffee: ['espressoWeeks', 'baristaAtHome'],
  'coffee/machines': ['machineAdvice'],
  kitchen: ['bakingTime', 'pans'],
  'kitchen/appliances': ['breakfast'],
  living: ['cosyEvenings', 'freshBedding'],
  household: ['cleaning', 'tidyUp'],
  women: ['knitwear', 'boots'],
  'women/clothing': ['dresses'],
  men: ['shirts', 'sneakers'],
  children: ['kidsRoom', 'outdoorPlay'],
  'children/toys': ['woodenToys'],
  sport: ['running', 'yoga'],
};

/** The same, looked up by a path built at run time. */
const teasersByPath: Readonly<Partial<Record<string, readonly TeaserKey[]>>> = teasersAt;

const teaserImageKey = (key: TeaserKey) => `teaser-${kebab(key)}`;

// ---------------------------------------------------------------------------------------------
// Theme worlds

interface WorldSpec {
  readonly section: ThemeWorldSectionKey;
  readonly picture: string;
  /** The last day is today plus this many days. */
  readonly daysLeft: number;
  readonly availability: readonly Availability[];
  readonly badges: readonly Badge[];
  /** Offers for card holders only. */
  readonly card?: boolean;
  readonly focus: { readonly x: number; readonly y: number };
  readonly zoom: number;
  readonly aspectRatio: number;
}

/**
 * Keys the service may send before the client knows them; the client must drop them
 * (`knownKeys` in types.ts). The answer is typed as the client's parsed type, so they enter
 * through this one cast.
 */
const notYetKnown = { availability: 'storeSunday' as string as Availability, badge: 'hot' as string as Badge };

/** In display order within each section. */
const worldKeys = [
  'barista',
  'hiking',
  'balcony',
  'winter',
  'kitchen',
  'yoga',
  'kidsRoom',
  'bathroom',
  'travel',
  'cosyLiving',
  'running',
  'sleep',
] as const;
type WorldKey = (typeof worldKeys)[number];

const centred = { focus: { x: 0.5, y: 0.4 }, zoom: 1, aspectRatio: 1.5 } as const;

const worldSpecs: Readonly<Record<WorldKey, WorldSpec>> = {
  barista: {
    section: 'scout',
    picture: 'coffee',
    daysLeft: 30,
    availability: ['onlineOnly'],
    badges: ['scout'],
    ...centred,
  },
  hiking: {
    section: 'scout',
    picture: 'mountain',
    daysLeft: 12,
    availability: ['thisWeekStore', 'storeAlso'],
    badges: ['scout', notYetKnown.badge],
    focus: { x: 0.45, y: 0.35 },
    zoom: 1.1,
    aspectRatio: 1.5,
  },
  balcony: {
    section: 'scout',
    picture: 'plant',
    daysLeft: 38,
    availability: ['nextWeekStore'],
    badges: ['scout'],
    card: true,
    focus: { x: 0.6, y: 0.5 },
    zoom: 1,
    aspectRatio: 1.33,
  },
  winter: {
    section: 'new',
    picture: 'winter',
    daysLeft: 20,
    availability: ['thisWeekStore', 'storeAlso'],
    badges: ['new'],
    ...centred,
  },
  kitchen: {
    section: 'new',
    picture: 'kitchen',
    daysLeft: 25,
    availability: ['storeWednesday', notYetKnown.availability],
    badges: ['new'],
    focus: { x: 0.5, y: 0.55 },
    zoom: 1.2,
    aspectRatio: 1.5,
  },
  yoga: {
    section: 'new',
    picture: 'yoga',
    daysLeft: 14,
    availability: ['nextWeekStore', 'onlineOnly'],
    badges: ['new', 'preview'],
    focus: { x: 0.4, y: 0.4 },
    zoom: 1,
    aspectRatio: 1.6,
  },
  kidsRoom: { section: 'more', picture: 'teddy', daysLeft: 18, availability: ['storeAlso'], badges: [], ...centred },
  bathroom: {
    section: 'more',
    picture: 'towel',
    daysLeft: 9,
    availability: ['onlineOnly'],
    badges: [],
    card: true,
    focus: { x: 0.55, y: 0.45 },
    zoom: 1.05,
    aspectRatio: 1.5,
  },
  travel: {
    section: 'more',
    picture: 'suitcase',
    daysLeft: 33,
    availability: ['thisWeekStore'],
    badges: [],
    focus: { x: 0.5, y: 0.3 },
    zoom: 1,
    aspectRatio: 1.4,
  },
  cosyLiving: {
    section: 'lastChance',
    picture: 'candle',
    daysLeft: 1,
    availability: ['thisWeekStore', 'storeAlso'],
    badges: [],
    ...centred,
  },
  running: {
    section: 'lastChance',
    picture: 'running',
    daysLeft: 2,
    availability: ['onlineOnly'],
    badges: [],
    focus: { x: 0.35, y: 0.5 },
    zoom: 1.15,
    aspectRatio: 1.5,
  },
  sleep: {
    section: 'lastChance',
    picture: 'moon',
    daysLeft: 5,
    availability: ['storeWednesday'],
    badges: [],
    focus: { x: 0.5, y: 0.45 },
    zoom: 1,
    aspectRatio: 1.33,
  },
};

const worldImageKey = (key: WorldKey) => `themeworld-${kebab(key)}`;

const imageLabels: ReadonlyMap<string, string> = new Map([
  ...teaserKeys.map((key) => [teaserImageKey(key), teaserSpecs[key].picture] as const),
  ...worldKeys.map((key) => [worldImageKey(key), worldSpecs[key].picture] as const),
]);

/**
 * What the picture `${navigationImagePath}/<key>.svg` shows, as a short neutral English word
 * ('coffee', 'winter'); undefined for a key no answer uses.
 */
export function navigationImageLabel(key: string): string | undefined {
  return imageLabels.get(key);
}

// ---------------------------------------------------------------------------------------------
// Vocabularies

interface Vocabulary {
  /** Top-level titles must match defaultNavigation.ts (a test checks). */
  categories: CategoryWords;
  /** The heading above a category's teasers. */
  teaserHeading: string;
  /** The title of a teaser's link. */
  teaserLink: string;
  teasers: Names<TeaserKey>;
  sections: Names<ThemeWorldSectionKey>;
  /** The overview link's title: "theme worlds". */
  overview: string;
  worlds: Names<WorldKey>;
  /** "until <date>", given the date as Intl writes it ({ day: 'numeric', month: 'long' }). */
  until: (date: string, day: number) => string;
}

/** Turkish dative after a month name: the suffix follows the last vowel (Aralık'a, Eylül'e). */
function turkishUntil(date: string): string {
  const lastVowel = [...date.toLocaleLowerCase('tr')].reverse().find((letter) => 'aıoueiöü'.includes(letter));
  const suffix = lastVowel !== undefined && 'eiöü'.includes(lastVowel) ? 'e' : 'a';
  // No month name ends in a vowel, so no buffer consonant is needed.
  return `${date}'${suffix} kadar`;
}

const vocabularies: Readonly<Record<Language, Vocabulary>> = {
  de: {
    categories: {
      coffee: {
        title: 'Kaffee',
        children: {
          beans: {
            title: 'Kaffeebohnen',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Single Origin',
              decaf: 'Entkoffeiniert',
            },
          },
          ground: {
            title: 'Gemahlener Kaffee',
            children: { filter: 'Filterkaffee', mild: 'Milde Sorten', organic: 'Bio-Kaffee' },
          },
          capsules: {
            title: 'Kaffeekapseln',
            children: { espresso: 'Espresso-Kapseln', lungo: 'Lungo-Kapseln', decaf: 'Entkoffeinierte Kapseln' },
          },
          machines: {
            title: 'Kaffeemaschinen',
            children: {
              fullyAutomatic: 'Kaffeevollautomaten',
              portafilter: 'Siebträgermaschinen',
              filter: 'Filterkaffeemaschinen',
              capsule: 'Kapselmaschinen',
              grinders: 'Kaffeemühlen',
            },
          },
          accessories: {
            title: 'Kaffeezubehör',
            children: {
              frothers: 'Milchaufschäumer',
              cups: 'Tassen & Becher',
              storage: 'Kaffeedosen',
              descaler: 'Entkalker',
            },
          },
          subscription: 'Kaffee-Abo',
        },
      },
      kitchen: {
        title: 'Küche',
        children: {
          cookware: { title: 'Töpfe & Pfannen', children: { pans: 'Pfannen', pots: 'Töpfe', woks: 'Woks' } },
          baking: {
            title: 'Backen',
            children: { tins: 'Backformen', tools: 'Backzubehör', cutters: 'Ausstechformen' },
          },
          appliances: {
            title: 'Küchengeräte',
            children: { kettles: 'Wasserkocher', toasters: 'Toaster', blenders: 'Standmixer', handMixers: 'Handmixer' },
          },
          tableware: {
            title: 'Geschirr',
            children: { plates: 'Teller', bowls: 'Schüsseln & Schalen', mugs: 'Tassen & Becher', glasses: 'Gläser' },
          },
          storage: {
            title: 'Aufbewahrung',
            children: { jars: 'Vorratsgläser', containers: 'Frischhaltedosen', breadBins: 'Brotkästen' },
          },
        },
      },
      living: {
        title: 'Wohnen',
        children: {
          textiles: {
            title: 'Heimtextilien',
            children: { cushions: 'Kissen', blankets: 'Decken & Plaids', curtains: 'Vorhänge', rugs: 'Teppiche' },
          },
          bedroom: {
            title: 'Schlafzimmer',
            children: {
              bedding: 'Bettwäsche',
              duvets: 'Bettdecken',
              pillows: 'Kopfkissen',
              toppers: 'Matratzenauflagen',
            },
          },
          bathroom: {
            title: 'Bad',
            children: { towels: 'Handtücher', bathMats: 'Badematten', bathAccessories: 'Badaccessoires' },
          },
          decoration: {
            title: 'Dekoration',
            children: { candles: 'Kerzen & Windlichter', vases: 'Vasen', frames: 'Bilderrahmen' },
          },
          lighting: {
            title: 'Leuchten',
            children: { tableLamps: 'Tischleuchten', fairyLights: 'Lichterketten', outdoorLights: 'Außenleuchten' },
          },
        },
      },
      household: {
        title: 'Haushalt',
        children: {
          cleaning: {
            title: 'Reinigen',
            children: { cloths: 'Putztücher', brushes: 'Besen & Bürsten', mops: 'Wischmopps' },
          },
          laundry: {
            title: 'Wäschepflege',
            children: { dryingRacks: 'Wäscheständer', ironing: 'Bügeln', laundryBaskets: 'Wäschekörbe' },
          },
          organising: {
            title: 'Ordnen & Aufbewahren',
            children: { boxes: 'Aufbewahrungsboxen', baskets: 'Körbe', hangers: 'Kleiderbügel' },
          },
          tools: {
            title: 'Werkzeug',
            children: { toolSets: 'Werkzeugsets', screwdrivers: 'Akkuschrauber', ladders: 'Leitern & Tritte' },
          },
        },
      },
      women: {
        title: 'Damen',
        children: {
          clothing: {
            title: 'Bekleidung',
            children: {
              tops: 'Shirts & Tops',
              knitwear: 'Pullover & Strick',
              dresses: 'Kleider',
              trousers: 'Hosen',
              jackets: 'Jacken & Mäntel',
            },
          },
          underwear: {
            title: 'Wäsche',
            children: { bras: 'BHs', briefs: 'Slips', nightwear: 'Nachtwäsche', hosiery: 'Socken & Strumpfhosen' },
          },
          sportswear: {
            title: 'Sportbekleidung',
            children: { leggings: 'Leggings', sportTops: 'Sportshirts', sportBras: 'Sport-BHs' },
          },
          shoes: {
            title: 'Schuhe',
            children: { sneakers: 'Sneaker', boots: 'Stiefel & Stiefeletten', slippers: 'Hausschuhe' },
          },
          accessories: {
            title: 'Accessoires',
            children: { bags: 'Taschen', scarves: 'Schals & Tücher', jewellery: 'Schmuck' },
          },
        },
      },
      men: {
        title: 'Herren',
        children: {
          clothing: {
            title: 'Bekleidung',
            children: {
              shirts: 'Hemden',
              tshirts: 'T-Shirts & Polos',
              knitwear: 'Pullover & Strick',
              trousers: 'Hosen',
              jackets: 'Jacken',
            },
          },
          underwear: {
            title: 'Wäsche',
            children: {
              briefs: 'Boxershorts & Slips',
              undershirts: 'Unterhemden',
              nightwear: 'Schlafanzüge',
              socks: 'Socken',
            },
          },
          sportswear: {
            title: 'Sportbekleidung',
            children: { sportShirts: 'Sportshirts', sportTrousers: 'Sporthosen', baseLayers: 'Funktionswäsche' },
          },
          shoes: { title: 'Schuhe', children: { sneakers: 'Sneaker', boots: 'Stiefel', slippers: 'Hausschuhe' } },
          accessories: {
            title: 'Accessoires',
            children: { belts: 'Gürtel', hats: 'Mützen & Caps', wallets: 'Geldbörsen' },
          },
        },
      },
      children: {
        title: 'Kinder',
        children: {
          baby: {
            title: 'Baby',
            children: { bodysuits: 'Bodys', sleepingBags: 'Schlafsäcke', babyCare: 'Wickeln & Pflegen' },
          },
          girls: { title: 'Mädchen', children: { tops: 'Shirts', trousers: 'Hosen', dresses: 'Kleider' } },
          boys: { title: 'Jungen', children: { tops: 'Shirts', trousers: 'Hosen', jackets: 'Jacken' } },
          toys: {
            title: 'Spielzeug',
            children: { wooden: 'Holzspielzeug', games: 'Spiele & Puzzles', outdoorToys: 'Draußen spielen' },
          },
          kidsRoom: {
            title: 'Kinderzimmer',
            children: { bedding: 'Kinderbettwäsche', lamps: 'Kinderleuchten', storage: 'Aufbewahrung' },
          },
        },
      },
      sport: {
        title: 'Sport & Freizeit',
        children: {
          fitness: {
            title: 'Fitness',
            children: { mats: 'Yoga & Pilates', weights: 'Hanteln & Gewichte', equipment: 'Fitnessgeräte' },
          },
          cycling: {
            title: 'Radsport',
            children: { bikeWear: 'Radbekleidung', helmets: 'Fahrradhelme', bikeAccessories: 'Fahrradzubehör' },
          },
          outdoor: {
            title: 'Outdoor & Wandern',
            children: { backpacks: 'Rucksäcke', camping: 'Camping', bottles: 'Trinkflaschen' },
          },
          swimming: {
            title: 'Bademode',
            children: { swimsuits: 'Badeanzüge & Bikinis', swimShorts: 'Badeshorts', beachTowels: 'Strandtücher' },
          },
        },
      },
      giftCards: { title: 'Geschenkkarten', children: { card: 'Geschenkkarte', digital: 'E-Geschenkkarte' } },
    },
    teaserHeading: 'Inspiration',
    teaserLink: 'Jetzt entdecken',
    teasers: {
      espressoWeeks: 'Espresso-Wochen: neue Röstungen',
      baristaAtHome: 'Barista zu Hause',
      machineAdvice: 'Welcher Vollautomat passt zu mir?',
      bakingTime: 'Zeit zum Backen',
      pans: 'Pfannen für jeden Herd',
      breakfast: 'Gut in den Tag',
      cosyEvenings: 'Gemütliche Abende',
      freshBedding: 'Frische Bettwäsche',
      cleaning: 'Sauber mit System',
      tidyUp: 'Endlich Ordnung',
      knitwear: 'Weicher Strick',
      boots: 'Stiefel für jedes Wetter',
      dresses: 'Kleider der Saison',
      shirts: 'Hemden fürs Büro',
      sneakers: 'Sneaker für jeden Tag',
      kidsRoom: 'Kinderzimmer zum Wohlfühlen',
      outdoorPlay: 'Ab nach draußen',
      woodenToys: 'Spielzeug aus Holz',
      running: 'Bereit zum Laufen',
      yoga: 'Yoga für zu Hause',
    },
    sections: { scout: 'Entdecken', new: 'Neu', more: 'Mehr Themenwelten', lastChance: 'Letzte Chance' },
    overview: 'Themenwelten',
    worlds: {
      barista: 'Barista zu Hause',
      hiking: 'Wandern & Outdoor',
      balcony: 'Balkon & Garten',
      winter: 'Winterstrick',
      kitchen: 'Küchenhelfer',
      yoga: 'Yoga & Entspannung',
      kidsRoom: 'Kinderzimmer',
      bathroom: 'Wohlfühlbad',
      travel: 'Entspannt reisen',
      cosyLiving: 'Gemütliches Zuhause',
      running: 'Laufsaison',
      sleep: 'Gut schlafen',
    },
    until: (date) => `bis ${date}`,
  },
  fr: {
    categories: {
      coffee: {
        title: 'Café',
        children: {
          beans: {
            title: 'Café en grains',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Cafés d’origine',
              decaf: 'Décaféiné',
            },
          },
          ground: {
            title: 'Café moulu',
            children: { filter: 'Café filtre', mild: 'Cafés doux', organic: 'Café bio' },
          },
          capsules: {
            title: 'Capsules de café',
            children: { espresso: 'Capsules espresso', lungo: 'Capsules lungo', decaf: 'Capsules décaféinées' },
          },
          machines: {
            title: 'Machines à café',
            children: {
              fullyAutomatic: 'Machines automatiques',
              portafilter: 'Machines à porte-filtre',
              filter: 'Cafetières filtre',
              capsule: 'Machines à capsules',
              grinders: 'Moulins à café',
            },
          },
          accessories: {
            title: 'Accessoires café',
            children: {
              frothers: 'Mousseurs à lait',
              cups: 'Tasses & mugs',
              storage: 'Boîtes à café',
              descaler: 'Détartrants',
            },
          },
          subscription: 'Abonnement café',
        },
      },
      kitchen: {
        title: 'Cuisine',
        children: {
          cookware: {
            title: 'Casseroles & poêles',
            children: { pans: 'Poêles', pots: 'Casseroles', woks: 'Woks' },
          },
          baking: {
            title: 'Pâtisserie',
            children: { tins: 'Moules à gâteau', tools: 'Ustensiles de pâtisserie', cutters: 'Emporte-pièces' },
          },
          appliances: {
            title: 'Petit électroménager',
            children: {
              kettles: 'Bouilloires',
              toasters: 'Grille-pain',
              blenders: 'Blenders',
              handMixers: 'Batteurs électriques',
            },
          },
          tableware: {
            title: 'Arts de la table',
            children: { plates: 'Assiettes', bowls: 'Bols & saladiers', mugs: 'Tasses & mugs', glasses: 'Verres' },
          },
          storage: {
            title: 'Conservation',
            children: { jars: 'Bocaux', containers: 'Boîtes de conservation', breadBins: 'Boîtes à pain' },
          },
        },
      },
      living: {
        title: 'Maison',
        children: {
          textiles: {
            title: 'Textiles d’intérieur',
            children: { cushions: 'Coussins', blankets: 'Plaids & couvertures', curtains: 'Rideaux', rugs: 'Tapis' },
          },
          bedroom: {
            title: 'Chambre',
            children: { bedding: 'Linge de lit', duvets: 'Duvets', pillows: 'Oreillers', toppers: 'Surmatelas' },
          },
          bathroom: {
            title: 'Salle de bain',
            children: {
              towels: 'Linge de bain',
              bathMats: 'Tapis de bain',
              bathAccessories: 'Accessoires de salle de bain',
            },
          },
          decoration: {
            title: 'Décoration',
            children: { candles: 'Bougies & photophores', vases: 'Vases', frames: 'Cadres photo' },
          },
          lighting: {
            title: 'Luminaires',
            children: {
              tableLamps: 'Lampes de table',
              fairyLights: 'Guirlandes lumineuses',
              outdoorLights: 'Éclairage extérieur',
            },
          },
        },
      },
      household: {
        title: 'Ménage',
        children: {
          cleaning: {
            title: 'Nettoyage',
            children: { cloths: 'Chiffons & lavettes', brushes: 'Balais & brosses', mops: 'Balais serpillières' },
          },
          laundry: {
            title: 'Entretien du linge',
            children: { dryingRacks: 'Étendoirs', ironing: 'Repassage', laundryBaskets: 'Paniers à linge' },
          },
          organising: {
            title: 'Rangement',
            children: { boxes: 'Boîtes de rangement', baskets: 'Paniers', hangers: 'Cintres' },
          },
          tools: {
            title: 'Outillage',
            children: {
              toolSets: 'Coffrets à outils',
              screwdrivers: 'Visseuses sans fil',
              ladders: 'Échelles & escabeaux',
            },
          },
        },
      },
      women: {
        title: 'Femme',
        children: {
          clothing: {
            title: 'Vêtements',
            children: {
              tops: 'T-shirts & tops',
              knitwear: 'Pulls & gilets',
              dresses: 'Robes',
              trousers: 'Pantalons',
              jackets: 'Vestes & manteaux',
            },
          },
          underwear: {
            title: 'Lingerie',
            children: {
              bras: 'Soutiens-gorge',
              briefs: 'Culottes',
              nightwear: 'Vêtements de nuit',
              hosiery: 'Chaussettes & collants',
            },
          },
          sportswear: {
            title: 'Vêtements de sport',
            children: { leggings: 'Leggings', sportTops: 'T-shirts de sport', sportBras: 'Brassières de sport' },
          },
          shoes: {
            title: 'Chaussures',
            children: { sneakers: 'Baskets', boots: 'Bottes & bottines', slippers: 'Pantoufles' },
          },
          accessories: {
            title: 'Accessoires',
            children: { bags: 'Sacs', scarves: 'Écharpes & foulards', jewellery: 'Bijoux' },
          },
        },
      },
      men: {
        title: 'Homme',
        children: {
          clothing: {
            title: 'Vêtements',
            children: {
              shirts: 'Chemises',
              tshirts: 'T-shirts & polos',
              knitwear: 'Pulls',
              trousers: 'Pantalons',
              jackets: 'Vestes',
            },
          },
          underwear: {
            title: 'Sous-vêtements',
            children: {
              briefs: 'Boxers & slips',
              undershirts: 'Maillots de corps',
              nightwear: 'Pyjamas',
              socks: 'Chaussettes',
            },
          },
          sportswear: {
            title: 'Vêtements de sport',
            children: {
              sportShirts: 'T-shirts de sport',
              sportTrousers: 'Pantalons de sport',
              baseLayers: 'Sous-vêtements techniques',
            },
          },
          shoes: {
            title: 'Chaussures',
            children: { sneakers: 'Baskets', boots: 'Bottines', slippers: 'Pantoufles' },
          },
          accessories: {
            title: 'Accessoires',
            children: { belts: 'Ceintures', hats: 'Bonnets & casquettes', wallets: 'Portefeuilles' },
          },
        },
      },
      children: {
        title: 'Enfant',
        children: {
          baby: {
            title: 'Bébé',
            children: { bodysuits: 'Bodies', sleepingBags: 'Gigoteuses', babyCare: 'Change & soins' },
          },
          girls: { title: 'Fille', children: { tops: 'T-shirts', trousers: 'Pantalons', dresses: 'Robes' } },
          boys: { title: 'Garçon', children: { tops: 'T-shirts', trousers: 'Pantalons', jackets: 'Vestes' } },
          toys: {
            title: 'Jouets',
            children: { wooden: 'Jouets en bois', games: 'Jeux & puzzles', outdoorToys: 'Jeux d’extérieur' },
          },
          kidsRoom: {
            title: 'Chambre d’enfant',
            children: { bedding: 'Linge de lit enfant', lamps: 'Luminaires enfant', storage: 'Rangement jouets' },
          },
        },
      },
      sport: {
        title: 'Sport & loisirs',
        children: {
          fitness: {
            title: 'Fitness',
            children: { mats: 'Yoga & Pilates', weights: 'Haltères & poids', equipment: 'Appareils de fitness' },
          },
          cycling: {
            title: 'Vélo',
            children: {
              bikeWear: 'Vêtements de vélo',
              helmets: 'Casques de vélo',
              bikeAccessories: 'Accessoires vélo',
            },
          },
          outdoor: {
            title: 'Outdoor & randonnée',
            children: { backpacks: 'Sacs à dos', camping: 'Camping', bottles: 'Gourdes' },
          },
          swimming: {
            title: 'Baignade',
            children: {
              swimsuits: 'Maillots de bain & bikinis',
              swimShorts: 'Shorts de bain',
              beachTowels: 'Serviettes de plage',
            },
          },
        },
      },
      giftCards: { title: 'Cartes cadeaux', children: { card: 'Carte cadeau', digital: 'Carte cadeau numérique' } },
    },
    teaserHeading: 'Inspiration',
    teaserLink: 'Découvrir',
    teasers: {
      espressoWeeks: 'Nouvelles torréfactions espresso',
      baristaAtHome: 'Barista à la maison',
      machineAdvice: 'Bien choisir sa machine automatique',
      bakingTime: 'Place à la pâtisserie',
      pans: 'Des poêles pour chaque plaque',
      breakfast: 'Bien commencer la journée',
      cosyEvenings: 'Soirées douillettes',
      freshBedding: 'Linge de lit tout frais',
      cleaning: 'Le ménage en toute simplicité',
      tidyUp: 'Enfin de l’ordre',
      knitwear: 'Mailles douces',
      boots: 'Des bottes pour tous les temps',
      dresses: 'Les robes de la saison',
      shirts: 'Chemises pour le bureau',
      sneakers: 'Des baskets pour tous les jours',
      kidsRoom: 'Une chambre d’enfant douillette',
      outdoorPlay: 'Jouer dehors',
      woodenToys: 'Jouets en bois',
      running: 'Prêt à courir',
      yoga: 'Le yoga à la maison',
    },
    sections: {
      scout: 'À découvrir',
      new: 'Nouveautés',
      more: 'Plus d’univers',
      lastChance: 'Dernière chance',
    },
    overview: 'Univers thématiques',
    worlds: {
      barista: 'Barista à la maison',
      hiking: 'Randonnée & outdoor',
      balcony: 'Balcon & jardin',
      winter: 'Tricots d’hiver',
      kitchen: 'Ustensiles de cuisine',
      yoga: 'Yoga & détente',
      kidsRoom: 'Chambre d’enfant',
      bathroom: 'Salle de bain bien-être',
      travel: 'Voyager sereinement',
      cosyLiving: 'Un intérieur douillet',
      running: 'La saison du running',
      sleep: 'Bien dormir',
    },
    // French writes the first day of a month as an ordinal: « 1er décembre ».
    until: (date, day) => `jusqu’au ${day === 1 ? date.replace(/^1(?=\s)/, '1er') : date}`,
  },
  cs: {
    categories: {
      coffee: {
        title: 'Káva',
        children: {
          beans: {
            title: 'Zrnková káva',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Jednodruhové kávy',
              decaf: 'Bez kofeinu',
            },
          },
          ground: {
            title: 'Mletá káva',
            children: { filter: 'Filtrovaná káva', mild: 'Jemné směsi', organic: 'Bio káva' },
          },
          capsules: {
            title: 'Kávové kapsle',
            children: { espresso: 'Kapsle espresso', lungo: 'Kapsle lungo', decaf: 'Kapsle bez kofeinu' },
          },
          machines: {
            title: 'Kávovary',
            children: {
              fullyAutomatic: 'Automatické kávovary',
              portafilter: 'Pákové kávovary',
              filter: 'Překapávače',
              capsule: 'Kapslové kávovary',
              grinders: 'Mlýnky na kávu',
            },
          },
          accessories: {
            title: 'Příslušenství ke kávě',
            children: {
              frothers: 'Napěňovače mléka',
              cups: 'Šálky a hrnky',
              storage: 'Dózy na kávu',
              descaler: 'Odvápňovače',
            },
          },
          subscription: 'Předplatné kávy',
        },
      },
      kitchen: {
        title: 'Kuchyně',
        children: {
          cookware: { title: 'Hrnce a pánve', children: { pans: 'Pánve', pots: 'Hrnce', woks: 'Woky' } },
          baking: {
            title: 'Pečení',
            children: { tins: 'Formy na pečení', tools: 'Pomůcky na pečení', cutters: 'Vykrajovátka' },
          },
          appliances: {
            title: 'Kuchyňské spotřebiče',
            children: {
              kettles: 'Rychlovarné konvice',
              toasters: 'Topinkovače',
              blenders: 'Mixéry',
              handMixers: 'Ruční šlehače',
            },
          },
          tableware: {
            title: 'Stolování',
            children: { plates: 'Talíře', bowls: 'Misky a mísy', mugs: 'Šálky a hrnky', glasses: 'Sklenice' },
          },
          storage: {
            title: 'Skladování potravin',
            children: { jars: 'Skleněné dózy', containers: 'Boxy na potraviny', breadBins: 'Chlebníky' },
          },
        },
      },
      living: {
        title: 'Bydlení',
        children: {
          textiles: {
            title: 'Bytový textil',
            children: {
              cushions: 'Dekorační polštáře',
              blankets: 'Deky a přehozy',
              curtains: 'Záclony a závěsy',
              rugs: 'Koberce',
            },
          },
          bedroom: {
            title: 'Ložnice',
            children: { bedding: 'Povlečení', duvets: 'Přikrývky', pillows: 'Polštáře', toppers: 'Vrchní matrace' },
          },
          bathroom: {
            title: 'Koupelna',
            children: {
              towels: 'Ručníky a osušky',
              bathMats: 'Koupelnové předložky',
              bathAccessories: 'Koupelnové doplňky',
            },
          },
          decoration: {
            title: 'Dekorace',
            children: { candles: 'Svíčky a lucerny', vases: 'Vázy', frames: 'Fotorámečky' },
          },
          lighting: {
            title: 'Svítidla',
            children: {
              tableLamps: 'Stolní lampy',
              fairyLights: 'Světelné řetězy',
              outdoorLights: 'Venkovní svítidla',
            },
          },
        },
      },
      household: {
        title: 'Domácnost',
        children: {
          cleaning: {
            title: 'Úklid',
            children: { cloths: 'Utěrky a hadříky', brushes: 'Košťata a kartáče', mops: 'Mopy' },
          },
          laundry: {
            title: 'Péče o prádlo',
            children: { dryingRacks: 'Sušáky na prádlo', ironing: 'Žehlení', laundryBaskets: 'Koše na prádlo' },
          },
          organising: {
            title: 'Úložné systémy',
            children: { boxes: 'Úložné boxy', baskets: 'Košíky', hangers: 'Ramínka' },
          },
          tools: {
            title: 'Nářadí',
            children: { toolSets: 'Sady nářadí', screwdrivers: 'Aku šroubováky', ladders: 'Žebříky a schůdky' },
          },
        },
      },
      women: {
        title: 'Ženy',
        children: {
          clothing: {
            title: 'Oblečení',
            children: {
              tops: 'Trička a topy',
              knitwear: 'Svetry a kardigany',
              dresses: 'Šaty',
              trousers: 'Kalhoty',
              jackets: 'Bundy a kabáty',
            },
          },
          underwear: {
            title: 'Spodní prádlo',
            children: {
              bras: 'Podprsenky',
              briefs: 'Kalhotky',
              nightwear: 'Noční prádlo',
              hosiery: 'Ponožky a punčocháče',
            },
          },
          sportswear: {
            title: 'Sportovní oblečení',
            children: { leggings: 'Legíny', sportTops: 'Sportovní trička', sportBras: 'Sportovní podprsenky' },
          },
          shoes: {
            title: 'Obuv',
            children: { sneakers: 'Tenisky', boots: 'Kozačky a kotníkové boty', slippers: 'Bačkory' },
          },
          accessories: {
            title: 'Doplňky',
            children: { bags: 'Kabelky a tašky', scarves: 'Šály a šátky', jewellery: 'Šperky' },
          },
        },
      },
      men: {
        title: 'Muži',
        children: {
          clothing: {
            title: 'Oblečení',
            children: {
              shirts: 'Košile',
              tshirts: 'Trička a polokošile',
              knitwear: 'Svetry',
              trousers: 'Kalhoty',
              jackets: 'Bundy',
            },
          },
          underwear: {
            title: 'Spodní prádlo',
            children: {
              briefs: 'Boxerky a slipy',
              undershirts: 'Nátělníky',
              nightwear: 'Pyžama',
              socks: 'Ponožky',
            },
          },
          sportswear: {
            title: 'Sportovní oblečení',
            children: {
              sportShirts: 'Sportovní trička',
              sportTrousers: 'Sportovní kalhoty',
              baseLayers: 'Funkční prádlo',
            },
          },
          shoes: {
            title: 'Obuv',
            children: { sneakers: 'Tenisky', boots: 'Kotníkové boty', slippers: 'Bačkory' },
          },
          accessories: {
            title: 'Doplňky',
            children: { belts: 'Pásky', hats: 'Čepice a kšiltovky', wallets: 'Peněženky' },
          },
        },
      },
      children: {
        title: 'Děti',
        children: {
          baby: {
            title: 'Miminka',
            children: { bodysuits: 'Body', sleepingBags: 'Spací pytle', babyCare: 'Přebalování a péče' },
          },
          girls: { title: 'Dívky', children: { tops: 'Trička', trousers: 'Kalhoty', dresses: 'Šaty' } },
          boys: { title: 'Chlapci', children: { tops: 'Trička', trousers: 'Kalhoty', jackets: 'Bundy' } },
          toys: {
            title: 'Hračky',
            children: { wooden: 'Dřevěné hračky', games: 'Hry a puzzle', outdoorToys: 'Hračky na zahradu' },
          },
          kidsRoom: {
            title: 'Dětský pokoj',
            children: { bedding: 'Dětské povlečení', lamps: 'Dětské lampičky', storage: 'Úložné boxy' },
          },
        },
      },
      sport: {
        title: 'Sport a volný čas',
        children: {
          fitness: {
            title: 'Fitness',
            children: { mats: 'Jóga a pilates', weights: 'Činky a závaží', equipment: 'Fitness vybavení' },
          },
          cycling: {
            title: 'Cyklistika',
            children: {
              bikeWear: 'Cyklistické oblečení',
              helmets: 'Cyklistické přilby',
              bikeAccessories: 'Příslušenství na kolo',
            },
          },
          outdoor: {
            title: 'Outdoor a turistika',
            children: { backpacks: 'Batohy', camping: 'Kempování', bottles: 'Láhve na pití' },
          },
          swimming: {
            title: 'Plavky',
            children: { swimsuits: 'Dámské plavky', swimShorts: 'Koupací šortky', beachTowels: 'Plážové osušky' },
          },
        },
      },
      giftCards: {
        title: 'Dárkové karty',
        children: { card: 'Dárková karta', digital: 'Elektronická dárková karta' },
      },
    },
    teaserHeading: 'Inspirace',
    teaserLink: 'Objevte nyní',
    teasers: {
      espressoWeeks: 'Týdny espressa: nová pražení',
      baristaAtHome: 'Barista doma',
      machineAdvice: 'Jak vybrat automatický kávovar',
      bakingTime: 'Čas na pečení',
      pans: 'Pánve na každý sporák',
      breakfast: 'Dobrý začátek dne',
      cosyEvenings: 'Útulné večery',
      freshBedding: 'Svěží povlečení',
      cleaning: 'Úklid snadno a rychle',
      tidyUp: 'Konečně pořádek',
      knitwear: 'Hebké svetry',
      boots: 'Boty do každého počasí',
      dresses: 'Šaty pro tuto sezónu',
      shirts: 'Košile do kanceláře',
      sneakers: 'Tenisky na každý den',
      kidsRoom: 'Útulný dětský pokoj',
      outdoorPlay: 'Hurá ven',
      woodenToys: 'Hračky ze dřeva',
      running: 'Připraveni na běh',
      yoga: 'Jóga doma',
    },
    sections: {
      scout: 'Objevujte',
      new: 'Novinky',
      more: 'Další tematické světy',
      lastChance: 'Poslední šance',
    },
    overview: 'Tematické světy',
    worlds: {
      barista: 'Barista doma',
      hiking: 'Turistika a outdoor',
      balcony: 'Balkon a zahrada',
      winter: 'Zimní svetry',
      kitchen: 'Kuchyňští pomocníci',
      yoga: 'Jóga a relaxace',
      kidsRoom: 'Dětský pokoj',
      bathroom: 'Wellness v koupelně',
      travel: 'Cestování v pohodě',
      cosyLiving: 'Útulný domov',
      running: 'Běžecká sezóna',
      sleep: 'Zdravý spánek',
    },
    // Intl writes the genitive ("3. prosince"), which "do" needs.
    until: (date) => `do ${date}`,
  },
  hu: {
    categories: {
      coffee: {
        title: 'Kávé',
        children: {
          beans: {
            title: 'Szemes kávé',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Single origin kávék',
              decaf: 'Koffeinmentes',
            },
          },
          ground: {
            title: 'Őrölt kávé',
            children: { filter: 'Filteres kávé', mild: 'Lágy ízű kávék', organic: 'Bio kávé' },
          },
          capsules: {
            title: 'Kávékapszulák',
            children: {
              espresso: 'Espresso kapszulák',
              lungo: 'Lungo kapszulák',
              decaf: 'Koffeinmentes kapszulák',
            },
          },
          machines: {
            title: 'Kávéfőzők',
            children: {
              fullyAutomatic: 'Automata kávéfőzők',
              portafilter: 'Karos kávéfőzők',
              filter: 'Filteres kávéfőzők',
              capsule: 'Kapszulás kávéfőzők',
              grinders: 'Kávédarálók',
            },
          },
          accessories: {
            title: 'Kávés kiegészítők',
            children: {
              frothers: 'Tejhabosítók',
              cups: 'Csészék és bögrék',
              storage: 'Kávétároló dobozok',
              descaler: 'Vízkőoldók',
            },
          },
          subscription: 'Kávé-előfizetés',
        },
      },
      kitchen: {
        title: 'Konyha',
        children: {
          cookware: {
            title: 'Edények és serpenyők',
            children: { pans: 'Serpenyők', pots: 'Lábasok és fazekak', woks: 'Wokok' },
          },
          baking: {
            title: 'Sütés',
            children: { tins: 'Sütőformák', tools: 'Sütési kellékek', cutters: 'Kiszúróformák' },
          },
          appliances: {
            title: 'Konyhai kisgépek',
            children: {
              kettles: 'Vízforralók',
              toasters: 'Kenyérpirítók',
              blenders: 'Turmixgépek',
              handMixers: 'Kézi mixerek',
            },
          },
          tableware: {
            title: 'Terítés',
            children: { plates: 'Tányérok', bowls: 'Tálak és tálkák', mugs: 'Csészék és bögrék', glasses: 'Poharak' },
          },
          storage: {
            title: 'Tárolás',
            children: { jars: 'Tárolóüvegek', containers: 'Ételtároló dobozok', breadBins: 'Kenyértartók' },
          },
        },
      },
      living: {
        title: 'Lakberendezés',
        children: {
          textiles: {
            title: 'Lakástextil',
            children: {
              cushions: 'Díszpárnák',
              blankets: 'Takarók és plédek',
              curtains: 'Függönyök',
              rugs: 'Szőnyegek',
            },
          },
          bedroom: {
            title: 'Hálószoba',
            children: { bedding: 'Ágyneműk', duvets: 'Paplanok', pillows: 'Párnák', toppers: 'Fedőmatracok' },
          },
          bathroom: {
            title: 'Fürdőszoba',
            children: {
              towels: 'Törölközők',
              bathMats: 'Fürdőszobaszőnyegek',
              bathAccessories: 'Fürdőszobai kiegészítők',
            },
          },
          decoration: {
            title: 'Dekoráció',
            children: { candles: 'Gyertyák és lámpások', vases: 'Vázák', frames: 'Képkeretek' },
          },
          lighting: {
            title: 'Lámpák',
            children: { tableLamps: 'Asztali lámpák', fairyLights: 'Fényfüzérek', outdoorLights: 'Kültéri lámpák' },
          },
        },
      },
      household: {
        title: 'Háztartás',
        children: {
          cleaning: {
            title: 'Takarítás',
            children: { cloths: 'Törlőkendők', brushes: 'Seprűk és kefék', mops: 'Felmosók' },
          },
          laundry: {
            title: 'Ruhaápolás',
            children: { dryingRacks: 'Ruhaszárítók', ironing: 'Vasalás', laundryBaskets: 'Szennyeskosarak' },
          },
          organising: {
            title: 'Rendszerezés',
            children: { boxes: 'Tárolódobozok', baskets: 'Kosarak', hangers: 'Vállfák' },
          },
          tools: {
            title: 'Szerszámok',
            children: {
              toolSets: 'Szerszámkészletek',
              screwdrivers: 'Akkus csavarozók',
              ladders: 'Létrák és fellépők',
            },
          },
        },
      },
      women: {
        title: 'Női',
        children: {
          clothing: {
            title: 'Ruházat',
            children: {
              tops: 'Pólók és topok',
              knitwear: 'Pulóverek és kardigánok',
              dresses: 'Ruhák',
              trousers: 'Nadrágok',
              jackets: 'Dzsekik és kabátok',
            },
          },
          underwear: {
            title: 'Fehérnemű',
            children: {
              bras: 'Melltartók',
              briefs: 'Bugyik',
              nightwear: 'Hálóruhák',
              hosiery: 'Zoknik és harisnyák',
            },
          },
          sportswear: {
            title: 'Sportruházat',
            children: { leggings: 'Leggingsek', sportTops: 'Sportpólók', sportBras: 'Sportmelltartók' },
          },
          shoes: {
            title: 'Cipők',
            children: { sneakers: 'Sneakerek', boots: 'Csizmák és bokacsizmák', slippers: 'Papucsok' },
          },
          accessories: {
            title: 'Kiegészítők',
            children: { bags: 'Táskák', scarves: 'Sálak és kendők', jewellery: 'Ékszerek' },
          },
        },
      },
      men: {
        title: 'Férfi',
        children: {
          clothing: {
            title: 'Ruházat',
            children: {
              shirts: 'Ingek',
              tshirts: 'Pólók és galléros pólók',
              knitwear: 'Pulóverek',
              trousers: 'Nadrágok',
              jackets: 'Dzsekik',
            },
          },
          underwear: {
            title: 'Alsóneműk',
            children: {
              briefs: 'Boxerek és alsónadrágok',
              undershirts: 'Atléták',
              nightwear: 'Pizsamák',
              socks: 'Zoknik',
            },
          },
          sportswear: {
            title: 'Sportruházat',
            children: {
              sportShirts: 'Sportpólók',
              sportTrousers: 'Sportnadrágok',
              baseLayers: 'Funkcionális aláöltözet',
            },
          },
          shoes: {
            title: 'Cipők',
            children: { sneakers: 'Sneakerek', boots: 'Bakancsok', slippers: 'Papucsok' },
          },
          accessories: {
            title: 'Kiegészítők',
            children: { belts: 'Övek', hats: 'Sapkák', wallets: 'Pénztárcák' },
          },
        },
      },
      children: {
        title: 'Gyerek',
        children: {
          baby: {
            title: 'Baba',
            children: { bodysuits: 'Bodyk', sleepingBags: 'Hálózsákok', babyCare: 'Pelenkázás és ápolás' },
          },
          girls: { title: 'Lányok', children: { tops: 'Pólók', trousers: 'Nadrágok', dresses: 'Ruhák' } },
          boys: { title: 'Fiúk', children: { tops: 'Pólók', trousers: 'Nadrágok', jackets: 'Dzsekik' } },
          toys: {
            title: 'Játékok',
            children: { wooden: 'Fajátékok', games: 'Társasjátékok és kirakók', outdoorToys: 'Kerti játékok' },
          },
          kidsRoom: {
            title: 'Gyerekszoba',
            children: { bedding: 'Gyerekágyneműk', lamps: 'Gyereklámpák', storage: 'Játéktárolók' },
          },
        },
      },
      sport: {
        title: 'Sport és szabadidő',
        children: {
          fitness: {
            title: 'Fitnesz',
            children: { mats: 'Jóga és pilates', weights: 'Súlyzók', equipment: 'Fitneszeszközök' },
          },
          cycling: {
            title: 'Kerékpározás',
            children: {
              bikeWear: 'Kerékpáros ruházat',
              helmets: 'Kerékpáros sisakok',
              bikeAccessories: 'Kerékpár-kiegészítők',
            },
          },
          outdoor: {
            title: 'Outdoor és túrázás',
            children: { backpacks: 'Hátizsákok', camping: 'Kemping', bottles: 'Kulacsok' },
          },
          swimming: {
            title: 'Fürdőruhák',
            children: {
              swimsuits: 'Női fürdőruhák',
              swimShorts: 'Fürdőnadrágok',
              beachTowels: 'Strandtörölközők',
            },
          },
        },
      },
      giftCards: {
        title: 'Ajándékkártyák',
        children: { card: 'Ajándékkártya', digital: 'Digitális ajándékkártya' },
      },
    },
    teaserHeading: 'Inspiráció',
    teaserLink: 'Megnézem',
    teasers: {
      espressoWeeks: 'Espresso hetek: új pörkölések',
      baristaAtHome: 'Barista otthon',
      machineAdvice: 'Melyik automata kávéfőző illik hozzám?',
      bakingTime: 'Itt a sütés ideje',
      pans: 'Serpenyők minden főzőlaphoz',
      breakfast: 'Jó kezdés a naphoz',
      cosyEvenings: 'Meghitt esték',
      freshBedding: 'Friss ágynemű',
      cleaning: 'Könnyed takarítás',
      tidyUp: 'Végre rend',
      knitwear: 'Puha kötöttáru',
      boots: 'Csizmák minden időjárásra',
      dresses: 'A szezon ruhái',
      shirts: 'Ingek az irodába',
      sneakers: 'Sneakerek minden napra',
      kidsRoom: 'Barátságos gyerekszoba',
      outdoorPlay: 'Irány a szabadba',
      woodenToys: 'Fajátékok',
      running: 'Futásra készen',
      yoga: 'Jóga otthon',
    },
    sections: {
      scout: 'Fedezze fel',
      new: 'Újdonságok',
      more: 'További témavilágok',
      lastChance: 'Utolsó esély',
    },
    overview: 'Témavilágok',
    worlds: {
      barista: 'Barista otthon',
      hiking: 'Túrázás és outdoor',
      balcony: 'Erkély és kert',
      winter: 'Téli kötöttáru',
      kitchen: 'Konyhai segítők',
      yoga: 'Jóga és relaxáció',
      kidsRoom: 'Gyerekszoba',
      bathroom: 'Wellness a fürdőszobában',
      travel: 'Utazás lazán',
      cosyLiving: 'Otthonos hangulat',
      running: 'Futószezon',
      sleep: 'Pihentető alvás',
    },
    // Intl writes "december 3."; the suffix replaces the ordinal dot: "december 3-ig".
    until: (date) => `${date.replace(/\.$/, '')}-ig`,
  },
  pl: {
    categories: {
      coffee: {
        title: 'Kawa',
        children: {
          beans: {
            title: 'Kawa ziarnista',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Kawy single origin',
              decaf: 'Bezkofeinowa',
            },
          },
          ground: {
            title: 'Kawa mielona',
            children: { filter: 'Kawa do przelewu', mild: 'Łagodne mieszanki', organic: 'Kawa ekologiczna' },
          },
          capsules: {
            title: 'Kapsułki z kawą',
            children: { espresso: 'Kapsułki espresso', lungo: 'Kapsułki lungo', decaf: 'Kapsułki bezkofeinowe' },
          },
          machines: {
            title: 'Ekspresy do kawy',
            children: {
              fullyAutomatic: 'Ekspresy automatyczne',
              portafilter: 'Ekspresy kolbowe',
              filter: 'Ekspresy przelewowe',
              capsule: 'Ekspresy na kapsułki',
              grinders: 'Młynki do kawy',
            },
          },
          accessories: {
            title: 'Akcesoria do kawy',
            children: {
              frothers: 'Spieniacze do mleka',
              cups: 'Filiżanki i kubki',
              storage: 'Pojemniki na kawę',
              descaler: 'Odkamieniacze',
            },
          },
          subscription: 'Subskrypcja kawy',
        },
      },
      kitchen: {
        title: 'Kuchnia',
        children: {
          cookware: { title: 'Garnki i patelnie', children: { pans: 'Patelnie', pots: 'Garnki', woks: 'Woki' } },
          baking: {
            title: 'Pieczenie',
            children: { tins: 'Formy do pieczenia', tools: 'Akcesoria do pieczenia', cutters: 'Foremki do ciastek' },
          },
          appliances: {
            title: 'Małe AGD',
            children: {
              kettles: 'Czajniki elektryczne',
              toasters: 'Tostery',
              blenders: 'Blendery kielichowe',
              handMixers: 'Miksery ręczne',
            },
          },
          tableware: {
            title: 'Zastawa stołowa',
            children: {
              plates: 'Talerze',
              bowls: 'Miski i salaterki',
              mugs: 'Filiżanki i kubki',
              glasses: 'Szklanki i kieliszki',
            },
          },
          storage: {
            title: 'Przechowywanie żywności',
            children: { jars: 'Słoiki', containers: 'Pojemniki na żywność', breadBins: 'Chlebaki' },
          },
        },
      },
      living: {
        title: 'Wnętrza',
        children: {
          textiles: {
            title: 'Tekstylia domowe',
            children: {
              cushions: 'Poduszki dekoracyjne',
              blankets: 'Koce i narzuty',
              curtains: 'Firany i zasłony',
              rugs: 'Dywany',
            },
          },
          bedroom: {
            title: 'Sypialnia',
            children: { bedding: 'Pościel', duvets: 'Kołdry', pillows: 'Poduszki', toppers: 'Toppery na materac' },
          },
          bathroom: {
            title: 'Łazienka',
            children: {
              towels: 'Ręczniki',
              bathMats: 'Dywaniki łazienkowe',
              bathAccessories: 'Akcesoria łazienkowe',
            },
          },
          decoration: {
            title: 'Dekoracje',
            children: { candles: 'Świece i lampiony', vases: 'Wazony', frames: 'Ramki na zdjęcia' },
          },
          lighting: {
            title: 'Oświetlenie',
            children: {
              tableLamps: 'Lampy stołowe',
              fairyLights: 'Girlandy świetlne',
              outdoorLights: 'Oświetlenie zewnętrzne',
            },
          },
        },
      },
      household: {
        title: 'Gospodarstwo domowe',
        children: {
          cleaning: {
            title: 'Sprzątanie',
            children: { cloths: 'Ściereczki', brushes: 'Miotły i szczotki', mops: 'Mopy' },
          },
          laundry: {
            title: 'Pranie',
            children: { dryingRacks: 'Suszarki na pranie', ironing: 'Prasowanie', laundryBaskets: 'Kosze na pranie' },
          },
          organising: {
            title: 'Przechowywanie',
            children: { boxes: 'Pudełka do przechowywania', baskets: 'Kosze', hangers: 'Wieszaki' },
          },
          tools: {
            title: 'Narzędzia',
            children: {
              toolSets: 'Zestawy narzędzi',
              screwdrivers: 'Wkrętarki akumulatorowe',
              ladders: 'Drabiny i podesty',
            },
          },
        },
      },
      women: {
        title: 'Kobiety',
        children: {
          clothing: {
            title: 'Odzież',
            children: {
              tops: 'T-shirty i topy',
              knitwear: 'Swetry i kardigany',
              dresses: 'Sukienki',
              trousers: 'Spodnie',
              jackets: 'Kurtki i płaszcze',
            },
          },
          underwear: {
            title: 'Bielizna',
            children: {
              bras: 'Biustonosze',
              briefs: 'Figi',
              nightwear: 'Bielizna nocna',
              hosiery: 'Skarpetki i rajstopy',
            },
          },
          sportswear: {
            title: 'Odzież sportowa',
            children: { leggings: 'Legginsy', sportTops: 'Koszulki sportowe', sportBras: 'Biustonosze sportowe' },
          },
          shoes: {
            title: 'Buty',
            children: { sneakers: 'Sneakersy', boots: 'Kozaki i botki', slippers: 'Kapcie' },
          },
          accessories: {
            title: 'Akcesoria',
            children: { bags: 'Torebki', scarves: 'Szale i chusty', jewellery: 'Biżuteria' },
          },
        },
      },
      men: {
        title: 'Mężczyźni',
        children: {
          clothing: {
            title: 'Odzież',
            children: {
              shirts: 'Koszule',
              tshirts: 'T-shirty i koszulki polo',
              knitwear: 'Swetry',
              trousers: 'Spodnie',
              jackets: 'Kurtki',
            },
          },
          underwear: {
            title: 'Bielizna',
            children: {
              briefs: 'Bokserki i slipy',
              undershirts: 'Podkoszulki',
              nightwear: 'Piżamy',
              socks: 'Skarpetki',
            },
          },
          sportswear: {
            title: 'Odzież sportowa',
            children: {
              sportShirts: 'Koszulki sportowe',
              sportTrousers: 'Spodnie sportowe',
              baseLayers: 'Bielizna termoaktywna',
            },
          },
          shoes: { title: 'Buty', children: { sneakers: 'Sneakersy', boots: 'Trzewiki', slippers: 'Kapcie' } },
          accessories: {
            title: 'Akcesoria',
            children: { belts: 'Paski', hats: 'Czapki', wallets: 'Portfele' },
          },
        },
      },
      children: {
        title: 'Dzieci',
        children: {
          baby: {
            title: 'Niemowlęta',
            children: { bodysuits: 'Body', sleepingBags: 'Śpiworki', babyCare: 'Przewijanie i pielęgnacja' },
          },
          girls: { title: 'Dziewczynki', children: { tops: 'Koszulki', trousers: 'Spodnie', dresses: 'Sukienki' } },
          boys: { title: 'Chłopcy', children: { tops: 'Koszulki', trousers: 'Spodnie', jackets: 'Kurtki' } },
          toys: {
            title: 'Zabawki',
            children: { wooden: 'Zabawki drewniane', games: 'Gry i puzzle', outdoorToys: 'Zabawki ogrodowe' },
          },
          kidsRoom: {
            title: 'Pokój dziecięcy',
            children: { bedding: 'Pościel dziecięca', lamps: 'Lampki dziecięce', storage: 'Pojemniki na zabawki' },
          },
        },
      },
      sport: {
        title: 'Sport i rekreacja',
        children: {
          fitness: {
            title: 'Fitness',
            children: { mats: 'Joga i pilates', weights: 'Hantle i obciążniki', equipment: 'Sprzęt fitness' },
          },
          cycling: {
            title: 'Rower',
            children: {
              bikeWear: 'Odzież rowerowa',
              helmets: 'Kaski rowerowe',
              bikeAccessories: 'Akcesoria rowerowe',
            },
          },
          outdoor: {
            title: 'Outdoor i turystyka',
            children: { backpacks: 'Plecaki', camping: 'Kemping', bottles: 'Bidony i butelki' },
          },
          swimming: {
            title: 'Stroje kąpielowe',
            children: {
              swimsuits: 'Kostiumy kąpielowe i bikini',
              swimShorts: 'Kąpielówki',
              beachTowels: 'Ręczniki plażowe',
            },
          },
        },
      },
      giftCards: {
        title: 'Karty podarunkowe',
        children: { card: 'Karta podarunkowa', digital: 'E-karta podarunkowa' },
      },
    },
    teaserHeading: 'Inspiracje',
    teaserLink: 'Odkryj teraz',
    teasers: {
      espressoWeeks: 'Tygodnie espresso: nowe palenia',
      baristaAtHome: 'Barista w domu',
      machineAdvice: 'Jak wybrać ekspres automatyczny',
      bakingTime: 'Czas na pieczenie',
      pans: 'Patelnie na każdą kuchenkę',
      breakfast: 'Dobry początek dnia',
      cosyEvenings: 'Przytulne wieczory',
      freshBedding: 'Świeża pościel',
      cleaning: 'Sprzątanie bez wysiłku',
      tidyUp: 'Wreszcie porządek',
      knitwear: 'Miękkie dzianiny',
      boots: 'Buty na każdą pogodę',
      dresses: 'Sukienki sezonu',
      shirts: 'Koszule do biura',
      sneakers: 'Sneakersy na co dzień',
      kidsRoom: 'Przytulny pokój dziecięcy',
      outdoorPlay: 'Wszyscy na dwór',
      woodenToys: 'Zabawki z drewna',
      running: 'Gotowi do biegu',
      yoga: 'Joga w domu',
    },
    sections: {
      scout: 'Odkrywaj',
      new: 'Nowości',
      more: 'Więcej światów tematycznych',
      lastChance: 'Ostatnia szansa',
    },
    overview: 'Światy tematyczne',
    worlds: {
      barista: 'Barista w domu',
      hiking: 'Turystyka i outdoor',
      balcony: 'Balkon i ogród',
      winter: 'Zimowe dzianiny',
      kitchen: 'Kuchenni pomocnicy',
      yoga: 'Joga i relaks',
      kidsRoom: 'Pokój dziecięcy',
      bathroom: 'Łazienka jak spa',
      travel: 'Podróżuj wygodnie',
      cosyLiving: 'Przytulny dom',
      running: 'Sezon biegowy',
      sleep: 'Zdrowy sen',
    },
    // Intl writes the genitive ("3 grudnia"), which "do" needs.
    until: (date) => `do ${date}`,
  },
  sk: {
    categories: {
      coffee: {
        title: 'Káva',
        children: {
          beans: {
            title: 'Zrnková káva',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Jednodruhové kávy',
              decaf: 'Bez kofeínu',
            },
          },
          ground: {
            title: 'Mletá káva',
            children: { filter: 'Filtrovaná káva', mild: 'Jemné zmesi', organic: 'Bio káva' },
          },
          capsules: {
            title: 'Kávové kapsuly',
            children: { espresso: 'Kapsuly espresso', lungo: 'Kapsuly lungo', decaf: 'Kapsuly bez kofeínu' },
          },
          machines: {
            title: 'Kávovary',
            children: {
              fullyAutomatic: 'Automatické kávovary',
              portafilter: 'Pákové kávovary',
              filter: 'Prekvapkávače',
              capsule: 'Kapsulové kávovary',
              grinders: 'Mlynčeky na kávu',
            },
          },
          accessories: {
            title: 'Príslušenstvo ku káve',
            children: {
              frothers: 'Napeňovače mlieka',
              cups: 'Šálky a hrnčeky',
              storage: 'Dózy na kávu',
              descaler: 'Odvápňovače',
            },
          },
          subscription: 'Predplatné kávy',
        },
      },
      kitchen: {
        title: 'Kuchyňa',
        children: {
          cookware: { title: 'Hrnce a panvice', children: { pans: 'Panvice', pots: 'Hrnce', woks: 'Woky' } },
          baking: {
            title: 'Pečenie',
            children: { tins: 'Formy na pečenie', tools: 'Pomôcky na pečenie', cutters: 'Vykrajovačky' },
          },
          appliances: {
            title: 'Kuchynské spotrebiče',
            children: {
              kettles: 'Rýchlovarné kanvice',
              toasters: 'Hriankovače',
              blenders: 'Mixéry',
              handMixers: 'Ručné šľahače',
            },
          },
          tableware: {
            title: 'Stolovanie',
            children: { plates: 'Taniere', bowls: 'Misky a misy', mugs: 'Šálky a hrnčeky', glasses: 'Poháre' },
          },
          storage: {
            title: 'Skladovanie potravín',
            children: { jars: 'Sklenené dózy', containers: 'Boxy na potraviny', breadBins: 'Chlebníky' },
          },
        },
      },
      living: {
        title: 'Bývanie',
        children: {
          textiles: {
            title: 'Bytový textil',
            children: {
              cushions: 'Dekoračné vankúše',
              blankets: 'Deky a prehozy',
              curtains: 'Záclony a závesy',
              rugs: 'Koberce',
            },
          },
          bedroom: {
            title: 'Spálňa',
            children: {
              bedding: 'Posteľná bielizeň',
              duvets: 'Prikrývky',
              pillows: 'Vankúše',
              toppers: 'Vrchné matrace',
            },
          },
          bathroom: {
            title: 'Kúpeľňa',
            children: {
              towels: 'Uteráky a osušky',
              bathMats: 'Kúpeľňové predložky',
              bathAccessories: 'Kúpeľňové doplnky',
            },
          },
          decoration: {
            title: 'Dekorácie',
            children: { candles: 'Sviečky a lampáše', vases: 'Vázy', frames: 'Fotorámiky' },
          },
          lighting: {
            title: 'Svietidlá',
            children: {
              tableLamps: 'Stolové lampy',
              fairyLights: 'Svetelné reťaze',
              outdoorLights: 'Vonkajšie svietidlá',
            },
          },
        },
      },
      household: {
        title: 'Domácnosť',
        children: {
          cleaning: {
            title: 'Upratovanie',
            children: { cloths: 'Utierky a handričky', brushes: 'Metly a kefy', mops: 'Mopy' },
          },
          laundry: {
            title: 'Starostlivosť o bielizeň',
            children: {
              dryingRacks: 'Sušiaky na bielizeň',
              ironing: 'Žehlenie',
              laundryBaskets: 'Koše na bielizeň',
            },
          },
          organising: {
            title: 'Úložné systémy',
            children: { boxes: 'Úložné boxy', baskets: 'Košíky', hangers: 'Vešiaky' },
          },
          tools: {
            title: 'Náradie',
            children: { toolSets: 'Sady náradia', screwdrivers: 'Aku skrutkovače', ladders: 'Rebríky a schodíky' },
          },
        },
      },
      women: {
        title: 'Ženy',
        children: {
          clothing: {
            title: 'Oblečenie',
            children: {
              tops: 'Tričká a topy',
              knitwear: 'Svetre a kardigány',
              dresses: 'Šaty',
              trousers: 'Nohavice',
              jackets: 'Bundy a kabáty',
            },
          },
          underwear: {
            title: 'Spodná bielizeň',
            children: {
              bras: 'Podprsenky',
              briefs: 'Nohavičky',
              nightwear: 'Nočná bielizeň',
              hosiery: 'Ponožky a pančuchové nohavice',
            },
          },
          sportswear: {
            title: 'Športové oblečenie',
            children: { leggings: 'Legíny', sportTops: 'Športové tričká', sportBras: 'Športové podprsenky' },
          },
          shoes: {
            title: 'Obuv',
            children: { sneakers: 'Tenisky', boots: 'Čižmy a členková obuv', slippers: 'Papuče' },
          },
          accessories: {
            title: 'Doplnky',
            children: { bags: 'Kabelky a tašky', scarves: 'Šály a šatky', jewellery: 'Šperky' },
          },
        },
      },
      men: {
        title: 'Muži',
        children: {
          clothing: {
            title: 'Oblečenie',
            children: {
              shirts: 'Košele',
              tshirts: 'Tričká a polokošele',
              knitwear: 'Svetre',
              trousers: 'Nohavice',
              jackets: 'Bundy',
            },
          },
          underwear: {
            title: 'Spodná bielizeň',
            children: { briefs: 'Boxerky a slipy', undershirts: 'Tielka', nightwear: 'Pyžamá', socks: 'Ponožky' },
          },
          sportswear: {
            title: 'Športové oblečenie',
            children: {
              sportShirts: 'Športové tričká',
              sportTrousers: 'Športové nohavice',
              baseLayers: 'Funkčná bielizeň',
            },
          },
          shoes: {
            title: 'Obuv',
            children: { sneakers: 'Tenisky', boots: 'Členková obuv', slippers: 'Papuče' },
          },
          accessories: {
            title: 'Doplnky',
            children: { belts: 'Opasky', hats: 'Čiapky a šiltovky', wallets: 'Peňaženky' },
          },
        },
      },
      children: {
        title: 'Deti',
        children: {
          baby: {
            title: 'Bábätká',
            children: { bodysuits: 'Body', sleepingBags: 'Spacie vaky', babyCare: 'Prebaľovanie a starostlivosť' },
          },
          girls: { title: 'Dievčatá', children: { tops: 'Tričká', trousers: 'Nohavice', dresses: 'Šaty' } },
          boys: { title: 'Chlapci', children: { tops: 'Tričká', trousers: 'Nohavice', jackets: 'Bundy' } },
          toys: {
            title: 'Hračky',
            children: { wooden: 'Drevené hračky', games: 'Hry a puzzle', outdoorToys: 'Hračky na záhradu' },
          },
          kidsRoom: {
            title: 'Detská izba',
            children: { bedding: 'Detská posteľná bielizeň', lamps: 'Detské lampičky', storage: 'Úložné boxy' },
          },
        },
      },
      sport: {
        title: 'Šport a voľný čas',
        children: {
          fitness: {
            title: 'Fitness',
            children: { mats: 'Jóga a pilates', weights: 'Činky a závažia', equipment: 'Fitness vybavenie' },
          },
          cycling: {
            title: 'Cyklistika',
            children: {
              bikeWear: 'Cyklistické oblečenie',
              helmets: 'Cyklistické prilby',
              bikeAccessories: 'Príslušenstvo na bicykel',
            },
          },
          outdoor: {
            title: 'Outdoor a turistika',
            children: { backpacks: 'Batohy', camping: 'Kempovanie', bottles: 'Fľaše na pitie' },
          },
          swimming: {
            title: 'Plavky',
            children: { swimsuits: 'Dámske plavky', swimShorts: 'Kúpacie šortky', beachTowels: 'Plážové osušky' },
          },
        },
      },
      giftCards: {
        title: 'Darčekové karty',
        children: { card: 'Darčeková karta', digital: 'Elektronická darčeková karta' },
      },
    },
    teaserHeading: 'Inšpirácia',
    teaserLink: 'Objavte teraz',
    teasers: {
      espressoWeeks: 'Týždne espressa: nové praženia',
      baristaAtHome: 'Barista doma',
      machineAdvice: 'Ako vybrať automatický kávovar',
      bakingTime: 'Čas na pečenie',
      pans: 'Panvice na každý sporák',
      breakfast: 'Dobrý začiatok dňa',
      cosyEvenings: 'Útulné večery',
      freshBedding: 'Svieža posteľná bielizeň',
      cleaning: 'Upratovanie ľahko a rýchlo',
      tidyUp: 'Konečne poriadok',
      knitwear: 'Jemné svetre',
      boots: 'Obuv do každého počasia',
      dresses: 'Šaty tejto sezóny',
      shirts: 'Košele do kancelárie',
      sneakers: 'Tenisky na každý deň',
      kidsRoom: 'Útulná detská izba',
      outdoorPlay: 'Hurá von',
      woodenToys: 'Hračky z dreva',
      running: 'Pripravení na beh',
      yoga: 'Jóga doma',
    },
    sections: {
      scout: 'Objavujte',
      new: 'Novinky',
      more: 'Ďalšie tematické svety',
      lastChance: 'Posledná šanca',
    },
    overview: 'Tematické svety',
    worlds: {
      barista: 'Barista doma',
      hiking: 'Turistika a outdoor',
      balcony: 'Balkón a záhrada',
      winter: 'Zimné svetre',
      kitchen: 'Kuchynskí pomocníci',
      yoga: 'Jóga a relax',
      kidsRoom: 'Detská izba',
      bathroom: 'Wellness v kúpeľni',
      travel: 'Cestovanie v pohode',
      cosyLiving: 'Útulný domov',
      running: 'Bežecká sezóna',
      sleep: 'Zdravý spánok',
    },
    // Intl writes the genitive ("3. decembra"), which "do" needs.
    until: (date) => `do ${date}`,
  },
  tr: {
    categories: {
      coffee: {
        title: 'Kahve',
        children: {
          beans: {
            title: 'Çekirdek kahve',
            children: {
              espresso: 'Espresso',
              crema: 'Caffè Crema',
              singleOrigin: 'Tek kökenli kahveler',
              decaf: 'Kafeinsiz',
            },
          },
          ground: {
            title: 'Öğütülmüş kahve',
            children: { filter: 'Filtre kahve', mild: 'Yumuşak içimli kahveler', organic: 'Organik kahve' },
          },
          capsules: {
            title: 'Kapsül kahve',
            children: { espresso: 'Espresso kapsüller', lungo: 'Lungo kapsüller', decaf: 'Kafeinsiz kapsüller' },
          },
          machines: {
            title: 'Kahve makineleri',
            children: {
              fullyAutomatic: 'Tam otomatik kahve makineleri',
              portafilter: 'Portafiltreli espresso makineleri',
              filter: 'Filtre kahve makineleri',
              capsule: 'Kapsüllü kahve makineleri',
              grinders: 'Kahve öğütücüler',
            },
          },
          accessories: {
            title: 'Kahve aksesuarları',
            children: {
              frothers: 'Süt köpürtücüler',
              cups: 'Fincan ve kupalar',
              storage: 'Kahve saklama kapları',
              descaler: 'Kireç çözücüler',
            },
          },
          subscription: 'Kahve aboneliği',
        },
      },
      kitchen: {
        title: 'Mutfak',
        children: {
          cookware: {
            title: 'Tencere ve tavalar',
            children: { pans: 'Tavalar', pots: 'Tencereler', woks: 'Wok tavalar' },
          },
          baking: {
            title: 'Pasta ve fırın',
            children: { tins: 'Kek kalıpları', tools: 'Pasta gereçleri', cutters: 'Kurabiye kalıpları' },
          },
          appliances: {
            title: 'Küçük ev aletleri',
            children: {
              kettles: 'Su ısıtıcılar',
              toasters: 'Ekmek kızartma makineleri',
              blenders: 'Blenderlar',
              handMixers: 'El mikserleri',
            },
          },
          tableware: {
            title: 'Sofra',
            children: { plates: 'Tabaklar', bowls: 'Kâseler', mugs: 'Fincan ve kupalar', glasses: 'Bardaklar' },
          },
          storage: {
            title: 'Saklama',
            children: { jars: 'Kavanozlar', containers: 'Saklama kapları', breadBins: 'Ekmek kutuları' },
          },
        },
      },
      living: {
        title: 'Ev ve yaşam',
        children: {
          textiles: {
            title: 'Ev tekstili',
            children: {
              cushions: 'Kırlentler',
              blankets: 'Battaniye ve pikeler',
              curtains: 'Perdeler',
              rugs: 'Halılar',
            },
          },
          bedroom: {
            title: 'Yatak odası',
            children: {
              bedding: 'Nevresim takımları',
              duvets: 'Yorganlar',
              pillows: 'Yastıklar',
              toppers: 'Yatak pedleri',
            },
          },
          bathroom: {
            title: 'Banyo',
            children: { towels: 'Havlular', bathMats: 'Banyo paspasları', bathAccessories: 'Banyo aksesuarları' },
          },
          decoration: {
            title: 'Dekorasyon',
            children: { candles: 'Mum ve fenerler', vases: 'Vazolar', frames: 'Çerçeveler' },
          },
          lighting: {
            title: 'Aydınlatma',
            children: {
              tableLamps: 'Masa lambaları',
              fairyLights: 'Dekoratif ışıklar',
              outdoorLights: 'Dış mekân aydınlatma',
            },
          },
        },
      },
      household: {
        title: 'Ev gereçleri',
        children: {
          cleaning: {
            title: 'Temizlik',
            children: { cloths: 'Temizlik bezleri', brushes: 'Süpürge ve fırçalar', mops: 'Moplar' },
          },
          laundry: {
            title: 'Çamaşır bakımı',
            children: {
              dryingRacks: 'Çamaşır kurutmalıkları',
              ironing: 'Ütüleme',
              laundryBaskets: 'Çamaşır sepetleri',
            },
          },
          organising: {
            title: 'Düzenleme',
            children: { boxes: 'Saklama kutuları', baskets: 'Sepetler', hangers: 'Askılar' },
          },
          tools: {
            title: 'El aletleri',
            children: { toolSets: 'Alet setleri', screwdrivers: 'Akülü vidalamalar', ladders: 'Merdivenler' },
          },
        },
      },
      women: {
        title: 'Kadın',
        children: {
          clothing: {
            title: 'Giyim',
            children: {
              tops: 'Tişört ve bluzlar',
              knitwear: 'Kazak ve hırkalar',
              dresses: 'Elbiseler',
              trousers: 'Pantolonlar',
              jackets: 'Ceket ve montlar',
            },
          },
          underwear: {
            title: 'İç giyim',
            children: {
              bras: 'Sütyenler',
              briefs: 'Külotlar',
              nightwear: 'Gecelik ve pijamalar',
              hosiery: 'Çorap ve külotlu çoraplar',
            },
          },
          sportswear: {
            title: 'Spor giyim',
            children: { leggings: 'Taytlar', sportTops: 'Spor tişörtleri', sportBras: 'Spor sütyenleri' },
          },
          shoes: {
            title: 'Ayakkabı',
            children: { sneakers: 'Sneaker', boots: 'Çizme ve botlar', slippers: 'Ev terlikleri' },
          },
          accessories: {
            title: 'Aksesuar',
            children: { bags: 'Çantalar', scarves: 'Atkı ve şallar', jewellery: 'Takılar' },
          },
        },
      },
      men: {
        title: 'Erkek',
        children: {
          clothing: {
            title: 'Giyim',
            children: {
              shirts: 'Gömlekler',
              tshirts: 'Tişört ve polo yakalar',
              knitwear: 'Kazaklar',
              trousers: 'Pantolonlar',
              jackets: 'Ceket ve montlar',
            },
          },
          underwear: {
            title: 'İç giyim',
            children: {
              briefs: 'Boxer ve slipler',
              undershirts: 'Atletler',
              nightwear: 'Pijamalar',
              socks: 'Çoraplar',
            },
          },
          sportswear: {
            title: 'Spor giyim',
            children: {
              sportShirts: 'Spor tişörtleri',
              sportTrousers: 'Eşofman altları',
              baseLayers: 'Termal iç giyim',
            },
          },
          shoes: {
            title: 'Ayakkabı',
            children: { sneakers: 'Sneaker', boots: 'Botlar', slippers: 'Ev terlikleri' },
          },
          accessories: {
            title: 'Aksesuar',
            children: { belts: 'Kemerler', hats: 'Bere ve şapkalar', wallets: 'Cüzdanlar' },
          },
        },
      },
      children: {
        title: 'Çocuk',
        children: {
          baby: {
            title: 'Bebek',
            children: { bodysuits: 'Zıbınlar', sleepingBags: 'Uyku tulumları', babyCare: 'Bez değiştirme ve bakım' },
          },
          girls: {
            title: 'Kız çocuk',
            children: { tops: 'Tişörtler', trousers: 'Pantolonlar', dresses: 'Elbiseler' },
          },
          boys: {
            title: 'Erkek çocuk',
            children: { tops: 'Tişörtler', trousers: 'Pantolonlar', jackets: 'Montlar' },
          },
          toys: {
            title: 'Oyuncaklar',
            children: {
              wooden: 'Ahşap oyuncaklar',
              games: 'Oyunlar ve yapbozlar',
              outdoorToys: 'Bahçe oyuncakları',
            },
          },
          kidsRoom: {
            title: 'Çocuk odası',
            children: {
              bedding: 'Çocuk nevresimleri',
              lamps: 'Çocuk odası lambaları',
              storage: 'Oyuncak kutuları',
            },
          },
        },
      },
      sport: {
        title: 'Spor ve boş zaman',
        children: {
          fitness: {
            title: 'Fitness',
            children: { mats: 'Yoga ve pilates', weights: 'Dambıl ve ağırlıklar', equipment: 'Fitness ekipmanları' },
          },
          cycling: {
            title: 'Bisiklet',
            children: {
              bikeWear: 'Bisiklet giyim',
              helmets: 'Bisiklet kaskları',
              bikeAccessories: 'Bisiklet aksesuarları',
            },
          },
          outdoor: {
            title: 'Outdoor ve doğa yürüyüşü',
            children: { backpacks: 'Sırt çantaları', camping: 'Kamp', bottles: 'Mataralar' },
          },
          swimming: {
            title: 'Plaj ve havuz',
            children: { swimsuits: 'Mayo ve bikiniler', swimShorts: 'Deniz şortları', beachTowels: 'Plaj havluları' },
          },
        },
      },
      giftCards: { title: 'Hediye kartları', children: { card: 'Hediye kartı', digital: 'Dijital hediye kartı' } },
    },
    teaserHeading: 'İlham',
    teaserLink: 'Hemen keşfedin',
    teasers: {
      espressoWeeks: 'Espresso haftaları: yeni kavrumlar',
      baristaAtHome: 'Evde barista',
      machineAdvice: 'Hangi tam otomatik makine bana uygun?',
      bakingTime: 'Fırın zamanı',
      pans: 'Her ocağa uygun tavalar',
      breakfast: 'Güne güzel başlayın',
      cosyEvenings: 'Sıcacık akşamlar',
      freshBedding: 'Tertemiz nevresimler',
      cleaning: 'Temizlik artık çok kolay',
      tidyUp: 'Sonunda düzen',
      knitwear: 'Yumuşacık triko',
      boots: 'Her havaya uygun botlar',
      dresses: 'Sezonun elbiseleri',
      shirts: 'Ofis için gömlekler',
      sneakers: 'Her gün için sneaker',
      kidsRoom: 'Huzurlu bir çocuk odası',
      outdoorPlay: 'Haydi dışarı',
      woodenToys: 'Ahşap oyuncaklar',
      running: 'Koşuya hazır',
      yoga: 'Evde yoga',
    },
    sections: {
      scout: 'Keşfedin',
      new: 'Yeni',
      more: 'Daha fazla tema dünyası',
      lastChance: 'Son fırsat',
    },
    overview: 'Tema dünyaları',
    worlds: {
      barista: 'Evde barista',
      hiking: 'Doğa yürüyüşü ve outdoor',
      balcony: 'Balkon ve bahçe',
      winter: 'Kışlık triko',
      kitchen: 'Mutfak yardımcıları',
      yoga: 'Yoga ve rahatlama',
      kidsRoom: 'Çocuk odası',
      bathroom: 'Banyoda spa keyfi',
      travel: 'Rahat seyahat',
      cosyLiving: 'Sıcacık bir ev',
      running: 'Koşu sezonu',
      sleep: 'Deliksiz uyku',
    },
    until: turkishUntil,
  },
};

/** Regional words where a site's usage differs from its language's (before CH's "ss" for "ß"). */
const regionalWords: Readonly<Partial<Record<Locale, Partial<Record<CategoryPath, string>>>>> = {
  'de-AT': {
    'living/textiles/cushions': 'Zierpolster',
    'living/bedroom/pillows': 'Kopfpolster',
  },
  'de-CH': {
    'sport/cycling': 'Velosport',
    'sport/cycling/bikeWear': 'Velobekleidung',
    'sport/cycling/helmets': 'Velohelme',
    'sport/cycling/bikeAccessories': 'Velozubehör',
  },
};

// ---------------------------------------------------------------------------------------------
// Building the answers

interface SiteWords {
  words: Vocabulary;
  locale: Locale;
  /** Swiss German writes "ss" for "ß" (spec README, decision 8); other sites keep their text. */
  local: (text: string) => string;
  regional: Readonly<Partial<Record<string, string>>>;
}

function siteWords(site: SiteCode): SiteWords {
  const { locale, language } = sites[site];
  return {
    words: vocabularies[language],
    locale,
    local: locale === 'de-CH' ? (text) => text.replaceAll('ß', 'ss') : (text) => text,
    regional: regionalWords[locale] ?? {},
  };
}

/** The tree and its words, seen key by key (the typed views above guarantee they match). */
type TreeLevel = readonly string[] | { readonly [key: string]: TreeLevel };
type NodeWords = string | { readonly title: string; readonly children: Readonly<Record<string, NodeWords>> };

const isLeafList = (level: TreeLevel): level is readonly string[] => Array.isArray(level);

function childEntries(level: TreeLevel): (readonly [string, TreeLevel | undefined])[] {
  return isLeafList(level) ? level.map((key) => [key, undefined] as const) : Object.entries(level);
}

function childWords(words: NodeWords, key: string, path: string): NodeWords {
  const found = typeof words === 'string' ? undefined : words.children[key];
  if (found === undefined) throw new Error(`navigationCatalogue: no words for ${path}/${key}`);
  return found;
}

function teaser(key: TeaserKey, site: SiteWords): Teaser {
  const { url } = teaserSpecs[key];
  return {
    title: site.local(site.words.teasers[key]),
    link: { url, title: site.local(site.words.teaserLink) },
    // The teaser's title says what the picture shows, so the picture is decorative.
    image: { src: imageSrc(teaserImageKey(key)), alt: '' },
  };
}

function categoryNode(
  key: string,
  words: NodeWords,
  subtree: TreeLevel | undefined,
  parentKeys: readonly string[],
  site: SiteWords,
): NavigationNode {
  const keys = [...parentKeys, key];
  const path = keys.join('/');
  const title = site.regional[path] ?? (typeof words === 'string' ? words : words.title);
  const children = childEntries(subtree ?? []).map(([childKey, childTree]) =>
    categoryNode(childKey, childWords(words, childKey, path), childTree, keys, site),
  );
  const teasers = teasersByPath[path];
  const partner = path === partnerLink.path;
  return {
    title: site.local(title),
    href: partner ? partnerLink.href : hrefOf(keys),
    ...(partner && { target: '_blank' }),
    ...(children.length > 0 && { children }),
    ...(teasers && {
      teaser: {
        title: site.local(site.words.teaserHeading),
        list: teasers.map((teaserKey) => teaser(teaserKey, site)),
      },
    }),
  };
}

/** `GET /service/header-backend/api/show` on a site: nine top-level categories, three levels deep. */
export function categoryNavigationFor(site: SiteCode): CategoryNavigation {
  const words = siteWords(site);
  const topWords: Readonly<Record<string, NodeWords>> = words.words.categories;
  return childEntries(categoryTree).map(([key, subtree]) =>
    categoryNode(key, childWords({ title: '', children: topWords }, key, ''), subtree, [], words),
  );
}

/** The calendar day `days` after `today`, in local time (as the shopper's client counts days). */
function addDays(today: Date, days: number): Date {
  return new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
}

const isoDate = (date: Date) =>
  [date.getFullYear(), date.getMonth() + 1, date.getDate()].map((part) => String(part).padStart(2, '0')).join('-');

/**
 * A theme world as the service sends it: what the client reads, and fields it does not read
 * (`imageDerivative`, `zoom`), which it does not check either.
 */
type ServiceThemeWorld = Omit<ThemeWorld, 'desktopImg'> & {
  desktopImg: {
    imageDerivative: string;
    cutout: { focusPoint: { x: number; y: number }; zoom: number; aspectRatio: number };
  };
};
type ServiceThemeWorldSection = Omit<ThemeWorldSection, 'themeworlds'> & { themeworlds: ServiceThemeWorld[] };
/** The theme-world answer as the service sends it, with its `translations`, which the client does not read. */
export type ServiceThemeWorldNavigation = Omit<ThemeWorldNavigation, 'sections'> & {
  sections: Partial<Record<ThemeWorldSectionKey, ServiceThemeWorldSection>>;
  translations: Record<string, string>;
};

function themeWorld(key: WorldKey, site: SiteWords, today: Date): ServiceThemeWorld {
  const spec = worldSpecs[key];
  const end = addDays(today, spec.daysLeft);
  const endText = new Intl.DateTimeFormat(site.locale, { day: 'numeric', month: 'long' }).format(end);
  return {
    url: themeWorldHref(key),
    imgUrl: imageSrc(worldImageKey(key)),
    desktopImg: {
      imageDerivative: 'desktop',
      cutout: { focusPoint: { ...spec.focus }, zoom: spec.zoom, aspectRatio: spec.aspectRatio },
    },
    title: site.local(site.words.worlds[key]),
    card: spec.card ?? false,
    availability: [...spec.availability],
    badges: [...spec.badges],
    endDate: isoDate(end),
    endDateText: site.local(site.words.until(endText, end.getDate())),
    // Any text asks for the hint; the client writes it itself, with plurals.
    ...(spec.section === 'lastChance' && { onlyXDaysLeftText: 'x' }),
  };
}

function section(key: ThemeWorldSectionKey, site: SiteWords, today: Date): ServiceThemeWorldSection {
  return {
    headline: site.local(site.words.sections[key]),
    themeworlds: worldKeys
      .filter((world) => worldSpecs[world].section === key)
      .map((world) => themeWorld(world, site, today)),
  };
}

/**
 * `GET /service/themeworld-frontend/api/themeworlds/navigation` on a site. End dates count from
 * `today`, so "last chance" always ends in 1, 2 and 5 days.
 */
export function themeWorldNavigationFor(site: SiteCode, today: Date): ServiceThemeWorldNavigation {
  const words = siteWords(site);
  return {
    // Deliberately not in display order: the client must order the sections itself.
    sections: {
      lastChance: section('lastChance', words, today),
      more: section('more', words, today),
      scout: section('scout', words, today),
      new: section('new', words, today),
    },
    translations: {},
    overview: { title: words.local(words.words.overview), url: '/themeworld' },
  };
}
