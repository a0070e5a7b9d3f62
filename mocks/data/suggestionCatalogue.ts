import type { Site, SiteCode } from '../../src/config/sites';
import { sites } from '../../src/config/sites';
import type { SuggestedProduct, SuggestionResponse } from '../../src/features/search/types';

type Language = Site['language'];

/*
 * Every product is a cell of a family's grid (blend × pack size, appliance × colour, ...). The
 * grid's axes are language-neutral keys, so a product keeps its id on every site and only its
 * words change; the vocabulary tables below are typed as complete records, so a language that
 * forgets a colour or a machine fails to compile instead of silently shrinking its catalogue.
 */
const blends = ['espresso', 'crema', 'mild', 'brazil', 'colombia', 'ethiopia', 'decaf', 'intenso'] as const;
const machineTypes = [
  'thermo',
  'grinder',
  'filter',
  'fullyAutomatic',
  'espresso',
  'portafilter',
  'capsule',
  'coffeeGrinder',
] as const;
const frotherTypes = ['induction', 'handheld'] as const;
const kettleTypes = ['classic', 'glass', 'mini'] as const;
const towelTypes = ['hand', 'bath', 'guest'] as const;
const panTypes = ['castAluminium', 'ceramic', 'grill', 'wok'] as const;
const storageTypes = ['coffeeTin', 'jarSet', 'containerSet', 'basket', 'breadBin', 'spiceRack'] as const;
const mugTypes = ['mug', 'cupSet', 'espressoCups', 'travelMug'] as const;
const beddingTypes = ['satin', 'linen', 'flannel'] as const;
const audiences = ['women', 'men'] as const;
const jumperTypes = ['knit', 'cardigan', 'hoodie'] as const;
const shirtTypes = ['tshirt', 'shirt', 'polo'] as const;
const sockTypes = ['sport', 'business', 'thermal'] as const;
const shoeTypes = ['sneaker', 'boot', 'loafer'] as const;

type Blend = (typeof blends)[number];
type Audience = (typeof audiences)[number];
export type ProductColour = 'black' | 'white' | 'steel' | 'red' | 'grey' | 'navy' | 'green' | 'brown';

const applianceColours: readonly ProductColour[] = ['black', 'white', 'steel', 'red'];
const towelColours: readonly ProductColour[] = ['white', 'grey', 'navy', 'red', 'green'];
const storageColours: readonly ProductColour[] = ['white', 'grey'];
const mugColours: readonly ProductColour[] = ['white', 'grey', 'navy'];
const beddingColours: readonly ProductColour[] = ['white', 'grey', 'navy', 'green'];
const fashionColours: readonly ProductColour[] = ['black', 'white', 'navy', 'grey', 'red'];
const shoeColours: readonly ProductColour[] = ['black', 'white', 'brown'];
const beanSizes = ['500 g', '1 kg'];
const groundSizes = ['250 g', '500 g'];
const capsuleCounts = [10, 30, 60];
const panSizes = [24, 28, 32];

/** The pictogram a product's mock image shows; also the id block it is numbered in. */
export const productFamilies = [
  'beans',
  'ground',
  'capsules',
  'machine',
  'frother',
  'kettle',
  'towel',
  'pan',
  'storage',
  'mug',
  'bedding',
  'jumper',
  'shirt',
  'socks',
  'shoes',
  'giftCard',
] as const;
export type ProductFamily = (typeof productFamilies)[number];

/** Ids are 6 digits: the family's block plus the cell's position, stable as long as the grids are. */
const familyBlock: Record<ProductFamily, number> = {
  beans: 110000,
  ground: 120000,
  capsules: 130000,
  machine: 140000,
  frother: 150000,
  kettle: 210000,
  towel: 220000,
  pan: 230000,
  storage: 240000,
  mug: 250000,
  bedding: 260000,
  jumper: 310000,
  shirt: 320000,
  socks: 330000,
  shoes: 340000,
  // The cart mock's gift card is 700001 too.
  giftCard: 700000,
};

type Names<Key extends string> = Readonly<Record<Key, string>>;

interface Vocabulary {
  colour: Names<ProductColour>;
  withColour: (item: string, colour: string) => string;
  blend: Names<Blend>;
  beans: (blend: string, size: string) => string;
  ground: (blend: string, size: string) => string;
  capsules: (blend: string, count: number) => string;
  machine: Names<(typeof machineTypes)[number]>;
  frother: Names<(typeof frotherTypes)[number]>;
  kettle: Names<(typeof kettleTypes)[number]>;
  towel: Names<(typeof towelTypes)[number]>;
  /** Followed by ", <size> cm" in every language. */
  pan: Names<(typeof panTypes)[number]>;
  storage: Names<(typeof storageTypes)[number]>;
  mug: Names<(typeof mugTypes)[number]>;
  bedding: Names<(typeof beddingTypes)[number]>;
  jumper: Readonly<Record<Audience, Names<(typeof jumperTypes)[number]>>>;
  shirt: Readonly<Record<Audience, Names<(typeof shirtTypes)[number]>>>;
  socks: Names<(typeof sockTypes)[number]>;
  shoes: Readonly<Record<Audience, Names<(typeof shoeTypes)[number]>>>;
  giftCard: (amount: string) => string;
  alt: (title: string) => string;
  /** What shoppers type, most asked first: the service lists equally good matches in this order. */
  searchTerms: readonly string[];
}

const commaColour = (item: string, colour: string) => `${item}, ${colour}`;

const vocabularies: Readonly<Record<Language, Vocabulary>> = {
  de: {
    colour: {
      black: 'Schwarz',
      white: 'Weiß',
      steel: 'Edelstahl',
      red: 'Rot',
      grey: 'Grau',
      navy: 'Marineblau',
      green: 'Salbeigrün',
      brown: 'Braun',
    },
    withColour: commaColour,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Feine Milde',
      brazil: 'Brasil Santos',
      colombia: 'Kolumbien Hochland',
      ethiopia: 'Äthiopien Sidamo',
      decaf: 'Sanfte Milde Entkoffeiniert',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `${blend} – Kaffeebohnen, ${size}`,
    ground: (blend, size) => `${blend} – gemahlener Kaffee, ${size}`,
    capsules: (blend, count) => `${blend} – ${count} Kaffeekapseln`,
    machine: {
      thermo: 'Kaffeemaschine mit Thermokanne',
      grinder: 'Kaffeemaschine mit Mahlwerk',
      filter: 'Filterkaffeemaschine mit Glaskanne',
      fullyAutomatic: 'Kaffeevollautomat mit Milchsystem',
      espresso: 'Espressomaschine kompakt',
      portafilter: 'Siebträger-Espressomaschine',
      capsule: 'Kapselmaschine',
      coffeeGrinder: 'Elektrische Kaffeemühle mit Kegelmahlwerk',
    },
    frother: { induction: 'Induktions-Milchaufschäumer', handheld: 'Hand-Milchaufschäumer mit Akku' },
    kettle: {
      classic: 'Wasserkocher 1,7 l',
      glass: 'Glas-Wasserkocher 1,5 l mit LED-Beleuchtung',
      mini: 'Mini-Wasserkocher 0,8 l',
    },
    towel: {
      hand: 'Frottee-Handtuch 50 × 100 cm',
      bath: 'Duschtuch 70 × 140 cm',
      guest: 'Gästetücher, 2er-Set',
    },
    pan: {
      castAluminium: 'Aluguss-Bratpfanne',
      ceramic: 'Keramik-Pfanne',
      grill: 'Grillpfanne mit Antihaftbeschichtung',
      wok: 'Edelstahl-Wok mit Deckel',
    },
    storage: {
      coffeeTin: 'Kaffeedose mit Aromaventil',
      jarSet: 'Vorratsgläser, 3er-Set',
      containerSet: 'Frischhaltedosen, 5er-Set',
      basket: 'Aufbewahrungskorb aus Filz',
      breadBin: 'Brotkasten',
      spiceRack: 'Gewürzregal mit 12 Gläsern',
    },
    mug: {
      mug: 'Kaffeebecher 350 ml',
      cupSet: 'Kaffeetassen, 4er-Set',
      espressoCups: 'Espressotassen, 2er-Set',
      travelMug: 'Thermobecher To-go, 400 ml',
    },
    bedding: {
      satin: 'Mako-Satin-Bettwäsche 135 × 200 cm',
      linen: 'Leinen-Bettwäsche 135 × 200 cm',
      flannel: 'Biber-Bettwäsche 155 × 220 cm',
    },
    jumper: {
      women: { knit: 'Damen-Strickpullover', cardigan: 'Damen-Strickjacke', hoodie: 'Damen-Hoodie' },
      men: { knit: 'Herren-Strickpullover', cardigan: 'Herren-Strickjacke', hoodie: 'Herren-Kapuzenpullover' },
    },
    shirt: {
      women: { tshirt: 'Damen-T-Shirt aus Bio-Baumwolle', shirt: 'Damen-Bluse', polo: 'Damen-Poloshirt' },
      men: { tshirt: 'Herren-T-Shirt aus Bio-Baumwolle', shirt: 'Herren-Hemd, Slim Fit', polo: 'Herren-Poloshirt' },
    },
    socks: { sport: 'Sportsocken, 3 Paar', business: 'Business-Socken, 5 Paar', thermal: 'Thermosocken, 2 Paar' },
    shoes: {
      women: { sneaker: 'Damen-Sneaker aus Leder', boot: 'Damen-Stiefelette', loafer: 'Damen-Loafer' },
      men: { sneaker: 'Herren-Sneaker aus Leder', boot: 'Herren-Chelsea-Boots', loafer: 'Herren-Schnürschuhe' },
    },
    giftCard: (amount) => `Geschenkkarte ${amount}`,
    alt: (title) => `Produktbild: ${title}`,
    searchTerms: [
      'kaffee',
      'kaffeemaschine',
      'kaffeebohnen',
      'kaffeevollautomat',
      'kaffeemaschine mit mahlwerk',
      'kaffeemaschine mit thermokanne',
      'kaffeekapseln',
      'kaffee gemahlen',
      'kaffee entkoffeiniert',
      'kaffeevollautomat mit milchsystem',
      'kaffeemühle',
      'kaffeebecher',
      'kaffeetassen',
      'tasse',
      'tassen',
      'kaffeedose',
      'kaffeepads',
      'kaffee-abo',
      'espresso',
      'espressomaschine',
      'espressobohnen',
      'espressotassen',
      'siebträger',
      'siebträgermaschine',
      'filterkaffee',
      'filterkaffeemaschine',
      'caffè crema',
      'barista',
      'milchaufschäumer',
      'kapselmaschine',
      'entkalker',
      'wasserkocher',
      'wasserkocher glas',
      'handtuch',
      'handtücher',
      'weiße handtücher',
      'duschtuch',
      'gästetücher',
      'bratpfanne',
      'pfanne',
      'große pfanne',
      'pfannenset',
      'wok',
      'frischhaltedosen',
      'vorratsgläser',
      'vorratsdosen',
      'aufbewahrung',
      'aufbewahrungskorb',
      'brotkasten',
      'gewürzregal',
      'thermobecher',
      'bettwäsche',
      'bettwäsche 135x200',
      'fußmatte',
      'pullover',
      'pullover damen',
      'pullover herren',
      'strickjacke',
      'hoodie',
      't-shirt',
      't-shirt damen',
      'bluse',
      'hemd',
      'poloshirt',
      'socken',
      'sportsocken',
      'thermosocken',
      'schuhe',
      'sneaker',
      'weiße sneaker',
      'stiefeletten',
      'chelsea boots',
      'geschenkkarte',
      'gutschein',
    ],
  },
  fr: {
    colour: {
      black: 'noir',
      white: 'blanc',
      steel: 'inox',
      red: 'rouge',
      grey: 'gris',
      navy: 'bleu marine',
      green: 'vert sauge',
      brown: 'marron',
    },
    withColour: commaColour,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Fine Douceur',
      brazil: 'Brésil Santos',
      colombia: 'Colombie Altitude',
      ethiopia: 'Éthiopie Sidamo',
      decaf: 'Douceur Décaféiné',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `Café en grains ${blend}, ${size}`,
    ground: (blend, size) => `Café moulu ${blend}, ${size}`,
    capsules: (blend, count) => `${blend} – ${count} capsules de café`,
    machine: {
      thermo: 'Machine à café avec verseuse isotherme',
      grinder: 'Machine à café avec broyeur',
      filter: 'Cafetière filtre avec verseuse en verre',
      fullyAutomatic: 'Machine à café automatique avec système lait',
      espresso: 'Machine à expresso compacte',
      portafilter: 'Machine expresso à porte-filtre',
      capsule: 'Machine à capsules',
      coffeeGrinder: 'Moulin à café électrique à meules coniques',
    },
    frother: { induction: 'Mousseur à lait à induction', handheld: 'Mousseur à lait manuel sans fil' },
    kettle: {
      classic: 'Bouilloire 1,7 l',
      glass: 'Bouilloire en verre 1,5 l avec éclairage LED',
      mini: 'Mini-bouilloire 0,8 l',
    },
    towel: {
      hand: 'Serviette éponge 50 × 100 cm',
      bath: 'Drap de douche 70 × 140 cm',
      guest: 'Serviettes d’invité, lot de 2',
    },
    pan: {
      castAluminium: 'Poêle en fonte d’aluminium',
      ceramic: 'Poêle céramique',
      grill: 'Poêle gril antiadhésive',
      wok: 'Wok inox avec couvercle',
    },
    storage: {
      coffeeTin: 'Boîte à café avec valve arôme',
      jarSet: 'Bocaux de conservation, lot de 3',
      containerSet: 'Boîtes de conservation, lot de 5',
      basket: 'Panier de rangement en feutre',
      breadBin: 'Boîte à pain',
      spiceRack: 'Étagère à épices avec 12 pots',
    },
    mug: {
      mug: 'Mug à café 350 ml',
      cupSet: 'Tasses à café, lot de 4',
      espressoCups: 'Tasses à expresso, lot de 2',
      travelMug: 'Mug isotherme to go, 400 ml',
    },
    bedding: {
      satin: 'Parure de lit en satin de coton 160 × 210 cm',
      linen: 'Parure de lit en lin 160 × 210 cm',
      flannel: 'Parure de lit en flanelle 200 × 210 cm',
    },
    jumper: {
      women: { knit: 'Pull en maille femme', cardigan: 'Cardigan femme', hoodie: 'Sweat à capuche femme' },
      men: { knit: 'Pull en maille homme', cardigan: 'Cardigan homme', hoodie: 'Sweat à capuche homme' },
    },
    shirt: {
      women: { tshirt: 'T-shirt femme en coton bio', shirt: 'Blouse femme', polo: 'Polo femme' },
      men: { tshirt: 'T-shirt homme en coton bio', shirt: 'Chemise homme coupe ajustée', polo: 'Polo homme' },
    },
    socks: {
      sport: 'Chaussettes de sport, lot de 3',
      business: 'Chaussettes de ville, lot de 5',
      thermal: 'Chaussettes thermiques, lot de 2',
    },
    shoes: {
      women: { sneaker: 'Baskets en cuir femme', boot: 'Bottines femme', loafer: 'Mocassins femme' },
      men: { sneaker: 'Baskets en cuir homme', boot: 'Chelsea boots homme', loafer: 'Chaussures à lacets homme' },
    },
    giftCard: (amount) => `Carte cadeau ${amount}`,
    alt: (title) => `Photo du produit : ${title}`,
    searchTerms: [
      'café',
      'machine à café',
      'café en grains',
      'café moulu',
      'capsules de café',
      'machine à café avec broyeur',
      'machine à café automatique',
      'café décaféiné',
      'capsules',
      'cafetière',
      'cafetière filtre',
      'machine à expresso',
      'machine expresso',
      'machine à capsules',
      'expresso',
      'espresso',
      'porte-filtre',
      'moulin à café',
      'mousseur à lait',
      'détartrant',
      'abonnement café',
      'bouilloire',
      'bouilloire en verre',
      'serviette',
      'serviettes de bain',
      'serviette éponge',
      'drap de douche',
      'serviette d’invité',
      'poêle',
      'poêle céramique',
      'poêle gril',
      'wok',
      'boîte de conservation',
      'bocaux',
      'rangement',
      'panier de rangement',
      'boîte à pain',
      'boîte à café',
      'étagère à épices',
      'mug',
      'mug isotherme',
      'tasses à café',
      'tasses à expresso',
      'parure de lit',
      'linge de lit',
      'draps',
      'pull',
      'pull femme',
      'pull homme',
      'cardigan',
      'sweat à capuche',
      't-shirt',
      't-shirt femme',
      'blouse',
      'chemise',
      'chemise homme',
      'polo',
      'chaussettes',
      'chaussettes de sport',
      'chaussures',
      'baskets',
      'baskets femme',
      'bottines',
      'chelsea boots',
      'mocassins',
      'carte cadeau',
      'bon d’achat',
    ],
  },
  cs: {
    // Feminine forms: Czech shops list the colour as "(barva) černá" after a comma.
    colour: {
      black: 'černá',
      white: 'bílá',
      steel: 'nerez',
      red: 'červená',
      grey: 'šedá',
      navy: 'tmavě modrá',
      green: 'šalvějově zelená',
      brown: 'hnědá',
    },
    withColour: commaColour,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Jemná',
      brazil: 'Brazílie Santos',
      colombia: 'Kolumbie Supremo',
      ethiopia: 'Etiopie Sidamo',
      decaf: 'Jemná bez kofeinu',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `Zrnková káva ${blend}, ${size}`,
    ground: (blend, size) => `Mletá káva ${blend}, ${size}`,
    capsules: (blend, count) => `Kávové kapsle ${blend}, ${count} ks`,
    machine: {
      thermo: 'Kávovar s termokonvicí',
      grinder: 'Kávovar s mlýnkem',
      filter: 'Překapávací kávovar se skleněnou konvicí',
      fullyAutomatic: 'Automatický kávovar s mléčným systémem',
      espresso: 'Kompaktní espresso kávovar',
      portafilter: 'Pákový kávovar',
      capsule: 'Kapslový kávovar',
      coffeeGrinder: 'Elektrický mlýnek na kávu s kuželovými kameny',
    },
    frother: { induction: 'Indukční napěňovač mléka', handheld: 'Ruční napěňovač mléka s baterií' },
    kettle: {
      classic: 'Rychlovarná konvice 1,7 l',
      glass: 'Skleněná rychlovarná konvice 1,5 l s LED osvětlením',
      mini: 'Mini rychlovarná konvice 0,8 l',
    },
    towel: {
      hand: 'Froté ručník 50 × 100 cm',
      bath: 'Osuška 70 × 140 cm',
      guest: 'Ručníky pro hosty, sada 2 ks',
    },
    pan: {
      castAluminium: 'Pánev z litého hliníku',
      ceramic: 'Keramická pánev',
      grill: 'Grilovací pánev s nepřilnavým povrchem',
      wok: 'Nerezový wok s poklicí',
    },
    storage: {
      coffeeTin: 'Dóza na kávu s aroma ventilem',
      jarSet: 'Skleněné dózy na potraviny, sada 3 ks',
      containerSet: 'Dózy na potraviny, sada 5 ks',
      basket: 'Úložný koš z plsti',
      breadBin: 'Chlebník',
      spiceRack: 'Stojan na koření s 12 kořenkami',
    },
    mug: {
      mug: 'Hrnek na kávu 350 ml',
      cupSet: 'Šálky na kávu, sada 4 ks',
      espressoCups: 'Šálky na espresso, sada 2 ks',
      travelMug: 'Termohrnek to go, 400 ml',
    },
    bedding: {
      satin: 'Saténové povlečení 140 × 200 cm',
      linen: 'Lněné povlečení 140 × 200 cm',
      flannel: 'Flanelové povlečení 140 × 220 cm',
    },
    jumper: {
      women: { knit: 'Dámský pletený svetr', cardigan: 'Dámský kardigan', hoodie: 'Dámská mikina s kapucí' },
      men: { knit: 'Pánský pletený svetr', cardigan: 'Pánský kardigan', hoodie: 'Pánská mikina s kapucí' },
    },
    shirt: {
      women: { tshirt: 'Dámské tričko z biobavlny', shirt: 'Dámská halenka', polo: 'Dámská polokošile' },
      men: { tshirt: 'Pánské tričko z biobavlny', shirt: 'Pánská košile slim fit', polo: 'Pánská polokošile' },
    },
    socks: {
      sport: 'Sportovní ponožky, 3 páry',
      business: 'Společenské ponožky, 5 párů',
      thermal: 'Termo ponožky, 2 páry',
    },
    shoes: {
      women: { sneaker: 'Dámské kožené tenisky', boot: 'Dámské kotníkové boty', loafer: 'Dámské mokasíny' },
      men: { sneaker: 'Pánské kožené tenisky', boot: 'Pánské chelsea boty', loafer: 'Pánské šněrovací boty' },
    },
    giftCard: (amount) => `Dárková karta ${amount}`,
    alt: (title) => `Fotografie produktu: ${title}`,
    searchTerms: [
      'káva',
      'kávovar',
      'zrnková káva',
      'kávovar s mlýnkem',
      'automatický kávovar',
      'mletá káva',
      'kávové kapsle',
      'káva bez kofeinu',
      'pákový kávovar',
      'kapslový kávovar',
      'překapávač',
      'překapávací kávovar',
      'kapsle',
      'espresso',
      'mlýnek na kávu',
      'napěňovač mléka',
      'odvápňovač',
      'předplatné kávy',
      'rychlovarná konvice',
      'konvice',
      'skleněná konvice',
      'ručník',
      'ručníky',
      'osuška',
      'froté ručníky',
      'pánev',
      'keramická pánev',
      'grilovací pánev',
      'wok',
      'sada pánví',
      'dóza',
      'dózy na potraviny',
      'dóza na kávu',
      'úložný koš',
      'chlebník',
      'stojan na koření',
      'hrnek',
      'hrnek na kávu',
      'termohrnek',
      'šálky na kávu',
      'šálky na espresso',
      'povlečení',
      'saténové povlečení',
      'lněné povlečení',
      'svetr',
      'dámský svetr',
      'pánský svetr',
      'kardigan',
      'mikina',
      'mikina s kapucí',
      'tričko',
      'dámské tričko',
      'halenka',
      'košile',
      'pánská košile',
      'polokošile',
      'ponožky',
      'sportovní ponožky',
      'boty',
      'tenisky',
      'dámské tenisky',
      'kotníkové boty',
      'mokasíny',
      'dárková karta',
      'dárkový poukaz',
    ],
  },
  hu: {
    colour: {
      black: 'fekete',
      white: 'fehér',
      steel: 'nemesacél',
      red: 'piros',
      grey: 'szürke',
      navy: 'sötétkék',
      green: 'zsályazöld',
      brown: 'barna',
    },
    withColour: commaColour,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Lágy',
      brazil: 'Brazil Santos',
      colombia: 'Kolumbia Supremo',
      ethiopia: 'Etióp Sidamo',
      decaf: 'Koffeinmentes Lágy',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `Szemes kávé ${blend}, ${size}`,
    ground: (blend, size) => `Őrölt kávé ${blend}, ${size}`,
    capsules: (blend, count) => `Kávékapszula ${blend}, ${count} db`,
    machine: {
      thermo: 'Kávéfőző termoszkancsóval',
      grinder: 'Kávéfőző darálóval',
      filter: 'Filteres kávéfőző üvegkancsóval',
      fullyAutomatic: 'Automata kávégép tejhabosítóval',
      espresso: 'Kompakt eszpresszógép',
      portafilter: 'Karos kávéfőző',
      capsule: 'Kapszulás kávéfőző',
      coffeeGrinder: 'Elektromos kávédaráló kúpos őrlőművel',
    },
    frother: { induction: 'Indukciós tejhabosító', handheld: 'Akkus kézi tejhabosító' },
    kettle: {
      classic: 'Vízforraló 1,7 l',
      glass: 'Üveg vízforraló 1,5 l LED-világítással',
      mini: 'Mini vízforraló 0,8 l',
    },
    towel: {
      hand: 'Frottír törölköző 50 × 100 cm',
      bath: 'Fürdőlepedő 70 × 140 cm',
      guest: 'Vendégtörölköző, 2 darabos',
    },
    pan: {
      castAluminium: 'Öntött alumínium serpenyő',
      ceramic: 'Kerámia serpenyő',
      grill: 'Tapadásmentes grillserpenyő',
      wok: 'Rozsdamentes wok fedővel',
    },
    storage: {
      coffeeTin: 'Kávétároló doboz aromaszeleppel',
      jarSet: 'Üveg tárolóedények, 3 darabos',
      containerSet: 'Ételtároló doboz készlet, 5 darabos',
      basket: 'Filc tárolókosár',
      breadBin: 'Kenyértartó',
      spiceRack: 'Fűszertartó állvány 12 üveggel',
    },
    mug: {
      mug: 'Kávésbögre 350 ml',
      cupSet: 'Kávéscsésze-készlet, 4 darabos',
      espressoCups: 'Eszpresszócsésze, 2 darabos',
      travelMug: 'Termoszbögre to go, 400 ml',
    },
    bedding: {
      satin: 'Pamutszatén ágyneműhuzat 140 × 200 cm',
      linen: 'Len ágyneműhuzat 140 × 200 cm',
      flannel: 'Flanel ágyneműhuzat 140 × 220 cm',
    },
    jumper: {
      women: { knit: 'Női kötött pulóver', cardigan: 'Női kardigán', hoodie: 'Női kapucnis pulóver' },
      men: { knit: 'Férfi kötött pulóver', cardigan: 'Férfi kardigán', hoodie: 'Férfi kapucnis pulóver' },
    },
    shirt: {
      women: { tshirt: 'Női biopamut póló', shirt: 'Női blúz', polo: 'Női galléros póló' },
      men: { tshirt: 'Férfi biopamut póló', shirt: 'Férfi ing, slim fit', polo: 'Férfi galléros póló' },
    },
    socks: { sport: 'Sportzokni, 3 pár', business: 'Öltönyzokni, 5 pár', thermal: 'Thermo zokni, 2 pár' },
    shoes: {
      women: { sneaker: 'Női bőr sneaker', boot: 'Női bokacsizma', loafer: 'Női mokaszin' },
      men: { sneaker: 'Férfi bőr sneaker', boot: 'Férfi chelsea csizma', loafer: 'Férfi fűzős cipő' },
    },
    giftCard: (amount) => `Ajándékkártya ${amount}`,
    alt: (title) => `Termékfotó: ${title}`,
    searchTerms: [
      'kávé',
      'kávéfőző',
      'szemes kávé',
      'kávéfőző darálóval',
      'automata kávéfőző',
      'őrölt kávé',
      'kávékapszula',
      'koffeinmentes kávé',
      'kávégép',
      'automata kávégép',
      'eszpresszógép',
      'karos kávéfőző',
      'kapszulás kávéfőző',
      'filteres kávéfőző',
      'kapszula',
      'espresso',
      'kávédaráló',
      'tejhabosító',
      'vízkőoldó',
      'kávé előfizetés',
      'vízforraló',
      'üveg vízforraló',
      'törölköző',
      'fürdőlepedő',
      'frottír törölköző',
      'vendégtörölköző',
      'serpenyő',
      'kerámia serpenyő',
      'grillserpenyő',
      'wok',
      'edénykészlet',
      'ételtároló',
      'ételtároló doboz',
      'tárolókosár',
      'kenyértartó',
      'fűszertartó',
      'bögre',
      'kávésbögre',
      'termoszbögre',
      'kávéscsésze',
      'eszpresszócsésze',
      'ágynemű',
      'ágyneműhuzat',
      'pulóver',
      'női pulóver',
      'férfi pulóver',
      'kardigán',
      'kapucnis pulóver',
      'póló',
      'női póló',
      'blúz',
      'ing',
      'férfi ing',
      'galléros póló',
      'zokni',
      'sportzokni',
      'cipő',
      'sneaker',
      'bokacsizma',
      'chelsea csizma',
      'mokaszin',
      'ajándékkártya',
      'ajándékutalvány',
    ],
  },
  pl: {
    // Masculine forms: they agree with "kolor", which Polish shops put before the colour.
    colour: {
      black: 'czarny',
      white: 'biały',
      steel: 'inox',
      red: 'czerwony',
      grey: 'szary',
      navy: 'granatowy',
      green: 'szałwiowy',
      brown: 'brązowy',
    },
    withColour: (item, colour) => `${item}, kolor ${colour}`,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Łagodna',
      brazil: 'Brazylia Santos',
      colombia: 'Kolumbia Supremo',
      ethiopia: 'Etiopia Sidamo',
      decaf: 'Łagodna bezkofeinowa',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `Kawa ziarnista ${blend}, ${size}`,
    ground: (blend, size) => `Kawa mielona ${blend}, ${size}`,
    capsules: (blend, count) => `Kapsułki z kawą ${blend}, ${count} szt.`,
    machine: {
      thermo: 'Ekspres do kawy z dzbankiem termicznym',
      grinder: 'Ekspres do kawy z młynkiem',
      filter: 'Ekspres przelewowy ze szklanym dzbankiem',
      fullyAutomatic: 'Automatyczny ekspres do kawy z systemem mlecznym',
      espresso: 'Kompaktowy ekspres ciśnieniowy',
      portafilter: 'Ekspres kolbowy',
      capsule: 'Ekspres na kapsułki',
      coffeeGrinder: 'Elektryczny młynek do kawy z żarnami stożkowymi',
    },
    frother: { induction: 'Indukcyjny spieniacz do mleka', handheld: 'Ręczny spieniacz do mleka z akumulatorem' },
    kettle: {
      classic: 'Czajnik elektryczny 1,7 l',
      glass: 'Szklany czajnik elektryczny 1,5 l z podświetleniem LED',
      mini: 'Mini czajnik elektryczny 0,8 l',
    },
    towel: {
      hand: 'Ręcznik frotte 50 × 100 cm',
      bath: 'Ręcznik kąpielowy 70 × 140 cm',
      guest: 'Ręczniki dla gości, 2 szt.',
    },
    pan: {
      castAluminium: 'Patelnia z odlewanego aluminium',
      ceramic: 'Patelnia ceramiczna',
      grill: 'Patelnia grillowa z powłoką nieprzywierającą',
      wok: 'Wok ze stali nierdzewnej z pokrywką',
    },
    storage: {
      coffeeTin: 'Puszka na kawę z zaworem aromatu',
      jarSet: 'Słoiki do przechowywania, 3 szt.',
      containerSet: 'Pojemniki na żywność, 5 szt.',
      basket: 'Kosz do przechowywania z filcu',
      breadBin: 'Chlebak',
      spiceRack: 'Stojak na przyprawy z 12 słoiczkami',
    },
    mug: {
      mug: 'Kubek do kawy 350 ml',
      cupSet: 'Filiżanki do kawy, 4 szt.',
      espressoCups: 'Filiżanki do espresso, 2 szt.',
      travelMug: 'Kubek termiczny to go, 400 ml',
    },
    bedding: {
      satin: 'Pościel z satyny bawełnianej 160 × 200 cm',
      linen: 'Pościel lniana 160 × 200 cm',
      flannel: 'Pościel flanelowa 160 × 200 cm',
    },
    jumper: {
      women: { knit: 'Sweter damski z dzianiny', cardigan: 'Kardigan damski', hoodie: 'Bluza damska z kapturem' },
      men: { knit: 'Sweter męski z dzianiny', cardigan: 'Kardigan męski', hoodie: 'Bluza męska z kapturem' },
    },
    shirt: {
      women: { tshirt: 'T-shirt damski z bawełny organicznej', shirt: 'Bluzka damska', polo: 'Koszulka polo damska' },
      men: {
        tshirt: 'T-shirt męski z bawełny organicznej',
        shirt: 'Koszula męska slim fit',
        polo: 'Koszulka polo męska',
      },
    },
    socks: {
      sport: 'Skarpety sportowe, 3 pary',
      business: 'Skarpety garniturowe, 5 par',
      thermal: 'Skarpety termoaktywne, 2 pary',
    },
    shoes: {
      women: { sneaker: 'Sneakersy damskie ze skóry', boot: 'Botki damskie', loafer: 'Mokasyny damskie' },
      men: { sneaker: 'Sneakersy męskie ze skóry', boot: 'Sztyblety męskie', loafer: 'Półbuty męskie sznurowane' },
    },
    giftCard: (amount) => `Karta podarunkowa ${amount}`,
    alt: (title) => `Zdjęcie produktu: ${title}`,
    searchTerms: [
      'kawa',
      'ekspres do kawy',
      'kawa ziarnista',
      'ekspres do kawy z młynkiem',
      'ekspres automatyczny',
      'kawa mielona',
      'kapsułki z kawą',
      'kawa bezkofeinowa',
      'ekspres',
      'ekspres ciśnieniowy',
      'ekspres przelewowy',
      'ekspres kolbowy',
      'ekspres na kapsułki',
      'kapsułki',
      'espresso',
      'młynek do kawy',
      'spieniacz do mleka',
      'odkamieniacz',
      'subskrypcja kawy',
      'czajnik',
      'czajnik elektryczny',
      'czajnik szklany',
      'ręcznik',
      'ręczniki',
      'ręcznik kąpielowy',
      'ręczniki frotte',
      'patelnia',
      'patelnia ceramiczna',
      'patelnia grillowa',
      'wok',
      'zestaw garnków',
      'pojemniki na żywność',
      'słoiki',
      'puszka na kawę',
      'kosz do przechowywania',
      'chlebak',
      'stojak na przyprawy',
      'kubek',
      'kubek do kawy',
      'kubek termiczny',
      'filiżanki',
      'filiżanki do espresso',
      'pościel',
      'pościel lniana',
      'pościel satynowa',
      'sweter',
      'sweter damski',
      'sweter męski',
      'kardigan',
      'bluza z kapturem',
      't-shirt',
      'koszula',
      'koszula męska',
      'bluzka',
      'koszulka polo',
      'skarpety',
      'skarpetki',
      'buty',
      'sneakersy',
      'botki',
      'sztyblety',
      'mokasyny',
      'karta podarunkowa',
      'bon podarunkowy',
    ],
  },
  sk: {
    // Feminine forms, as Czech: "(farba) čierna".
    colour: {
      black: 'čierna',
      white: 'biela',
      steel: 'nerez',
      red: 'červená',
      grey: 'sivá',
      navy: 'tmavomodrá',
      green: 'šalviovo zelená',
      brown: 'hnedá',
    },
    withColour: commaColour,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Jemná',
      brazil: 'Brazília Santos',
      colombia: 'Kolumbia Supremo',
      ethiopia: 'Etiópia Sidamo',
      decaf: 'Jemná bez kofeínu',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `Zrnková káva ${blend}, ${size}`,
    ground: (blend, size) => `Mletá káva ${blend}, ${size}`,
    capsules: (blend, count) => `Kávové kapsuly ${blend}, ${count} ks`,
    machine: {
      thermo: 'Kávovar s termokanvicou',
      grinder: 'Kávovar s mlynčekom',
      filter: 'Prekvapkávací kávovar so sklenenou kanvicou',
      fullyAutomatic: 'Automatický kávovar s mliečnym systémom',
      espresso: 'Kompaktný espresso kávovar',
      portafilter: 'Pákový kávovar',
      capsule: 'Kapsulový kávovar',
      coffeeGrinder: 'Elektrický mlynček na kávu s kužeľovými kameňmi',
    },
    frother: { induction: 'Indukčný napeňovač mlieka', handheld: 'Ručný napeňovač mlieka s batériou' },
    kettle: {
      classic: 'Rýchlovarná kanvica 1,7 l',
      glass: 'Sklenená rýchlovarná kanvica 1,5 l s LED osvetlením',
      mini: 'Mini rýchlovarná kanvica 0,8 l',
    },
    towel: {
      hand: 'Froté uterák 50 × 100 cm',
      bath: 'Osuška 70 × 140 cm',
      guest: 'Uteráky pre hostí, sada 2 ks',
    },
    pan: {
      castAluminium: 'Panvica z liateho hliníka',
      ceramic: 'Keramická panvica',
      grill: 'Grilovacia panvica s nepriľnavým povrchom',
      wok: 'Nerezový wok s pokrievkou',
    },
    storage: {
      coffeeTin: 'Dóza na kávu s aróma ventilom',
      jarSet: 'Sklenené dózy na potraviny, sada 3 ks',
      containerSet: 'Dózy na potraviny, sada 5 ks',
      basket: 'Úložný kôš z plsti',
      breadBin: 'Chlebník',
      spiceRack: 'Stojan na korenie s 12 koreničkami',
    },
    mug: {
      mug: 'Hrnček na kávu 350 ml',
      cupSet: 'Šálky na kávu, sada 4 ks',
      espressoCups: 'Šálky na espresso, sada 2 ks',
      travelMug: 'Termohrnček to go, 400 ml',
    },
    bedding: {
      satin: 'Saténová posteľná bielizeň 140 × 200 cm',
      linen: 'Ľanová posteľná bielizeň 140 × 200 cm',
      flannel: 'Flanelová posteľná bielizeň 140 × 220 cm',
    },
    jumper: {
      women: { knit: 'Dámsky pletený sveter', cardigan: 'Dámsky kardigán', hoodie: 'Dámska mikina s kapucňou' },
      men: { knit: 'Pánsky pletený sveter', cardigan: 'Pánsky kardigán', hoodie: 'Pánska mikina s kapucňou' },
    },
    shirt: {
      women: { tshirt: 'Dámske tričko z biobavlny', shirt: 'Dámska blúzka', polo: 'Dámska polokošeľa' },
      men: { tshirt: 'Pánske tričko z biobavlny', shirt: 'Pánska košeľa slim fit', polo: 'Pánska polokošeľa' },
    },
    socks: {
      sport: 'Športové ponožky, 3 páry',
      business: 'Spoločenské ponožky, 5 párov',
      thermal: 'Termo ponožky, 2 páry',
    },
    shoes: {
      women: { sneaker: 'Dámske kožené tenisky', boot: 'Dámske členkové topánky', loafer: 'Dámske mokasíny' },
      men: { sneaker: 'Pánske kožené tenisky', boot: 'Pánske chelsea topánky', loafer: 'Pánske šnurovacie topánky' },
    },
    giftCard: (amount) => `Darčeková karta ${amount}`,
    alt: (title) => `Fotografia produktu: ${title}`,
    searchTerms: [
      'káva',
      'kávovar',
      'zrnková káva',
      'kávovar s mlynčekom',
      'automatický kávovar',
      'mletá káva',
      'kávové kapsuly',
      'káva bez kofeínu',
      'pákový kávovar',
      'kapsulový kávovar',
      'prekvapkávač',
      'prekvapkávací kávovar',
      'kapsuly',
      'espresso',
      'mlynček na kávu',
      'napeňovač mlieka',
      'odvápňovač',
      'predplatné kávy',
      'rýchlovarná kanvica',
      'kanvica',
      'sklenená kanvica',
      'uterák',
      'uteráky',
      'osuška',
      'froté uteráky',
      'panvica',
      'keramická panvica',
      'grilovacia panvica',
      'wok',
      'sada hrncov',
      'dóza',
      'dózy na potraviny',
      'dóza na kávu',
      'úložný kôš',
      'chlebník',
      'stojan na korenie',
      'hrnček',
      'hrnček na kávu',
      'termohrnček',
      'šálky na kávu',
      'šálky na espresso',
      'posteľná bielizeň',
      'obliečky',
      'saténové obliečky',
      'sveter',
      'dámsky sveter',
      'pánsky sveter',
      'kardigán',
      'mikina',
      'mikina s kapucňou',
      'tričko',
      'dámske tričko',
      'blúzka',
      'košeľa',
      'pánska košeľa',
      'polokošeľa',
      'ponožky',
      'športové ponožky',
      'topánky',
      'tenisky',
      'dámske tenisky',
      'členkové topánky',
      'mokasíny',
      'darčeková karta',
      'darčekový poukaz',
    ],
  },
  tr: {
    colour: {
      black: 'siyah',
      white: 'beyaz',
      steel: 'paslanmaz çelik',
      red: 'kırmızı',
      grey: 'gri',
      navy: 'lacivert',
      green: 'adaçayı yeşili',
      brown: 'kahverengi',
    },
    withColour: commaColour,
    blend: {
      espresso: 'Barista Espresso',
      crema: 'Barista Caffè Crema',
      mild: 'Yumuşak İçim',
      brazil: 'Brezilya Santos',
      colombia: 'Kolombiya Supremo',
      ethiopia: 'Etiyopya Sidamo',
      decaf: 'Kafeinsiz Yumuşak İçim',
      intenso: 'Espresso Intenso',
    },
    beans: (blend, size) => `Çekirdek kahve ${blend}, ${size}`,
    ground: (blend, size) => `Öğütülmüş filtre kahve ${blend}, ${size}`,
    capsules: (blend, count) => `Kapsül kahve ${blend}, ${count} adet`,
    machine: {
      // Turkish coffee is what a Turkish shop sells next to its filter machines.
      thermo: 'Türk kahvesi makinesi',
      grinder: 'Öğütücülü kahve makinesi',
      filter: 'Cam sürahili filtre kahve makinesi',
      fullyAutomatic: 'Süt sistemli tam otomatik kahve makinesi',
      espresso: 'Kompakt espresso makinesi',
      portafilter: 'Portafiltreli espresso makinesi',
      capsule: 'Kapsül kahve makinesi',
      coffeeGrinder: 'Konik öğütücülü elektrikli kahve değirmeni',
    },
    frother: { induction: 'İndüksiyonlu süt köpürtücü', handheld: 'Şarjlı el tipi süt köpürtücü' },
    kettle: {
      classic: 'Su ısıtıcı 1,7 l',
      glass: 'Cam su ısıtıcı 1,5 l, LED ışıklı',
      mini: 'Mini su ısıtıcı 0,8 l',
    },
    towel: {
      hand: 'El havlusu 50 × 100 cm',
      bath: 'Banyo havlusu 70 × 140 cm',
      guest: 'Misafir havlusu, 2 adet',
    },
    pan: {
      castAluminium: 'Döküm alüminyum tava',
      ceramic: 'Seramik tava',
      grill: 'Yapışmaz ızgara tava',
      wok: 'Kapaklı çelik wok',
    },
    storage: {
      coffeeTin: 'Aroma valfli kahve saklama kabı',
      jarSet: 'Cam saklama kavanozu, 3 adet',
      containerSet: 'Saklama kabı seti, 5 parça',
      basket: 'Keçe saklama sepeti',
      breadBin: 'Ekmek kutusu',
      spiceRack: '12 kavanozlu baharat standı',
    },
    mug: {
      mug: 'Kahve kupası 350 ml',
      cupSet: 'Kahve fincanı seti, 4 adet',
      espressoCups: 'Türk kahvesi fincan takımı, 2 kişilik',
      travelMug: 'Termos bardak to go, 400 ml',
    },
    bedding: {
      satin: 'Saten nevresim takımı, çift kişilik',
      linen: 'Keten nevresim takımı, çift kişilik',
      flannel: 'Flanel nevresim takımı, tek kişilik',
    },
    jumper: {
      women: { knit: 'Kadın ince triko kazak', cardigan: 'Kadın hırka', hoodie: 'Kadın kapüşonlu sweatshirt' },
      men: { knit: 'Erkek ince triko kazak', cardigan: 'Erkek hırka', hoodie: 'Erkek kapüşonlu sweatshirt' },
    },
    shirt: {
      women: { tshirt: 'Kadın organik pamuklu tişört', shirt: 'Kadın bluz', polo: 'Kadın polo yaka tişört' },
      men: { tshirt: 'Erkek organik pamuklu tişört', shirt: 'Erkek slim fit gömlek', polo: 'Erkek polo yaka tişört' },
    },
    socks: { sport: 'Spor çorap, 3 çift', business: 'Klasik çorap, 5 çift', thermal: 'Termal çorap, 2 çift' },
    shoes: {
      women: { sneaker: 'Kadın deri sneaker', boot: 'Kadın bot', loafer: 'Kadın loafer' },
      men: { sneaker: 'Erkek deri sneaker', boot: 'Erkek chelsea bot', loafer: 'Erkek bağcıklı ayakkabı' },
    },
    giftCard: (amount) => `Hediye kartı ${amount}`,
    alt: (title) => `Ürün görseli: ${title}`,
    searchTerms: [
      'kahve',
      'kahve makinesi',
      'türk kahvesi',
      'filtre kahve',
      'türk kahvesi makinesi',
      'filtre kahve makinesi',
      'tam otomatik kahve makinesi',
      'çekirdek kahve',
      'öğütülmüş kahve',
      'kapsül kahve',
      'kapsül kahve makinesi',
      'kafeinsiz kahve',
      'espresso',
      'espresso makinesi',
      'kahve değirmeni',
      'kahve fincanı',
      'kahve kupası',
      'süt köpürtücü',
      'kireç çözücü',
      'kahve aboneliği',
      'ıhlamur',
      'su ısıtıcı',
      'kettle',
      'cam su ısıtıcı',
      'havlu',
      'banyo havlusu',
      'havlu seti',
      'misafir havlusu',
      'tava',
      'seramik tava',
      'ızgara tava',
      'wok',
      'tencere seti',
      'saklama kabı',
      'kavanoz',
      'baharat standı',
      'ekmek kutusu',
      'saklama sepeti',
      'kupa',
      'termos bardak',
      'fincan takımı',
      'nevresim takımı',
      'çift kişilik nevresim',
      'kazak',
      'kadın kazak',
      'erkek kazak',
      'triko kazak',
      'ince kazak',
      'hırka',
      'sweatshirt',
      'kapüşonlu sweatshirt',
      'tişört',
      'kadın tişört',
      'bluz',
      'gömlek',
      'erkek gömlek',
      'polo yaka tişört',
      'çorap',
      'spor çorap',
      'ayakkabı',
      'sneaker',
      'bot',
      'kadın bot',
      'loafer',
      'hediye kartı',
      'hediye çeki',
      'indirim',
    ],
  },
};

/** Gift card values as each site's shop prints them, in its currency. */
const giftCardAmounts: Readonly<Record<SiteCode, readonly string[]>> = {
  DE: ['15 €', '25 €', '50 €', '100 €'],
  AT: ['15 €', '25 €', '50 €', '100 €'],
  CH: ['20 CHF', '50 CHF', '100 CHF', '200 CHF'],
  CH_FR: ['20 CHF', '50 CHF', '100 CHF', '200 CHF'],
  CZ: ['500 Kč', '1 000 Kč', '2 000 Kč', '5 000 Kč'],
  HU: ['5 000 Ft', '10 000 Ft', '20 000 Ft', '50 000 Ft'],
  PL: ['50 zł', '100 zł', '200 zł', '500 zł'],
  SK: ['15 €', '25 €', '50 €', '100 €'],
  TR: ['250 TL', '500 TL', '1.000 TL', '2.500 TL'],
};

const clothingSizes = ['S', 'M', 'L', 'XL'];
const sockSizes = ['35-38', '39-42', '43-46'];
const shoeSizes: Readonly<Record<Audience, readonly string[]>> = {
  women: ['37', '38', '39', '40'],
  men: ['42', '43', '44'],
};

/** One grid cell before it gets its id; `size` is the variant a fashion tile preselects. */
interface Draft {
  family: ProductFamily;
  title: string;
  colour: ProductColour | null;
  size: string | null;
}

const cross = <A, B, R>(as: readonly A[], bs: readonly B[], make: (a: A, b: B) => R): R[] =>
  as.flatMap((a) => bs.map((b) => make(a, b)));

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

function drafts(v: Vocabulary, site: SiteCode): Draft[] {
  const plain = (family: ProductFamily, title: string): Draft => ({ family, title, colour: null, size: null });
  const coloured = (family: ProductFamily, item: string, colour: ProductColour, size: string | null = null) => ({
    family,
    title: v.withColour(item, v.colour[colour]),
    colour,
    size,
  });
  const fashion = <Type extends string>(
    family: ProductFamily,
    names: Readonly<Record<Audience, Names<Type>>>,
    types: readonly Type[],
    colourList: readonly ProductColour[],
    sizes: (audience: Audience) => readonly string[],
  ) =>
    audiences.flatMap((audience) =>
      cross(types, colourList, (type, colour) => ({ type, colour })).map(({ type, colour }, index) =>
        coloured(family, names[audience][type], colour, pick(sizes(audience), index)),
      ),
    );

  return [
    ...cross(blends, beanSizes, (blend, size) => plain('beans', v.beans(v.blend[blend], size))),
    ...cross(blends, groundSizes, (blend, size) => plain('ground', v.ground(v.blend[blend], size))),
    ...cross(blends, capsuleCounts, (blend, count) => plain('capsules', v.capsules(v.blend[blend], count))),
    ...cross(machineTypes, applianceColours, (type, colour) => coloured('machine', v.machine[type], colour)),
    ...cross(frotherTypes, applianceColours, (type, colour) => coloured('frother', v.frother[type], colour)),
    ...cross(kettleTypes, applianceColours, (type, colour) => coloured('kettle', v.kettle[type], colour)),
    ...cross(towelTypes, towelColours, (type, colour) => coloured('towel', v.towel[type], colour)),
    ...cross(panTypes, panSizes, (type, cm) => plain('pan', `${v.pan[type]}, ${cm} cm`)),
    ...cross(storageTypes, storageColours, (type, colour) => coloured('storage', v.storage[type], colour)),
    ...cross(mugTypes, mugColours, (type, colour) => coloured('mug', v.mug[type], colour)),
    ...cross(beddingTypes, beddingColours, (type, colour) => coloured('bedding', v.bedding[type], colour)),
    ...fashion('jumper', v.jumper, jumperTypes, fashionColours, () => clothingSizes),
    ...fashion('shirt', v.shirt, shirtTypes, fashionColours, () => clothingSizes),
    ...cross(sockTypes, fashionColours, (type, colour) => ({ type, colour })).map(({ type, colour }, index) =>
      coloured('socks', v.socks[type], colour, pick(sockSizes, index)),
    ),
    ...fashion('shoes', v.shoes, shoeTypes, shoeColours, (audience) => shoeSizes[audience]),
    ...giftCardAmounts[site].map((amount) => plain('giftCard', v.giftCard(amount))),
  ];
}

/** Splits into words at anything that is not a letter, mark or digit: "T-Shirt" is "t" and "shirt". */
const wordPattern = /[^\p{L}\p{M}\p{N}]+/u;

interface Searchable {
  /** Lower-cased in the site's locale, runs of white space as one space. */
  whole: string;
  words: string[];
}

function searchable(text: string, locale: string): Searchable {
  // NFC: a shopper's keyboard may send "é" as e + combining accent, the catalogue has one letter.
  const lower = text.normalize('NFC').toLocaleLowerCase(locale);
  return { whole: lower.replace(/\s+/g, ' ').trim(), words: lower.split(wordPattern).filter(Boolean) };
}

/** 0: the whole text starts with the query; 1: each typed word starts one of the text's words. */
function matchRank(text: Searchable, query: Searchable): 0 | 1 | undefined {
  if (text.whole.startsWith(query.whole)) return 0;
  if (query.words.every((typed) => text.words.some((word) => word.startsWith(typed)))) return 1;
  return undefined;
}

function slug(title: string, locale: string): string {
  return title
    .toLocaleLowerCase(locale)
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

interface Entry {
  product: SuggestedProduct;
  family: ProductFamily;
  colour: ProductColour | null;
  search: Searchable;
}

interface SiteCatalogue {
  entries: Entry[];
  byId: Map<string, Entry>;
  terms: { term: string; search: Searchable }[];
}

const built = new Map<SiteCode, SiteCatalogue>();

function siteCatalogue(site: SiteCode): SiteCatalogue {
  const cached = built.get(site);
  if (cached) return cached;
  const { locale, language } = sites[site];
  const vocabulary = vocabularies[language];
  // Swiss German writes "ss" for "ß" (spec README, decision 8): titles, alt texts, terms and addresses.
  const local = locale === 'de-CH' ? (text: string) => text.replaceAll('ß', 'ss') : (text: string) => text;
  const counters = new Map<ProductFamily, number>();
  const entries = drafts(vocabulary, site).map(({ family, title: rawTitle, colour, size }): Entry => {
    const position = (counters.get(family) ?? 0) + 1;
    counters.set(family, position);
    const id = String(familyBlock[family] + position);
    const title = local(rawTitle);
    return {
      product: {
        id,
        title,
        productViewUrl: `/p/${slug(title, locale)}/${id}`,
        webshopProductDimensionKey: size === null ? null : `${id}-${size}`,
        imageProductThumb: `/mock-images/products/${id}.svg`,
        imageAltText: local(vocabulary.alt(rawTitle)),
      },
      family,
      colour,
      search: searchable(title, locale),
    };
  });
  const terms = vocabulary.searchTerms.map((raw) => {
    const term = local(raw).toLocaleLowerCase(locale);
    return { term, search: searchable(term, locale) };
  });
  const catalogue = { entries, byId: new Map(entries.map((entry) => [entry.product.id, entry])), terms };
  built.set(site, catalogue);
  return catalogue;
}

/** Every product the mock search service knows on a site, in catalogue order. */
export function catalogueProducts(site: SiteCode): SuggestedProduct[] {
  return siteCatalogue(site).entries.map((entry) => entry.product);
}

/** Every search term the mock service may suggest on a site, lower-cased in its locale. */
export function catalogueSearchTerms(site: SiteCode): string[] {
  return siteCatalogue(site).terms.map((entry) => entry.term);
}

/** One product by id, for a demo product page. */
export function catalogueProduct(site: SiteCode, id: string): SuggestedProduct | undefined {
  return siteCatalogue(site).byId.get(id)?.product;
}

/** What a product's mock image shows. Ids are the same on every site, so no site is needed. */
export function productArtwork(id: string): { family: ProductFamily; colour: ProductColour | null } | undefined {
  const entry = siteCatalogue('DE').byId.get(id);
  return entry && { family: entry.family, colour: entry.colour };
}

const limitOf = (count: number) => (Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0);

function ranked<T>(items: readonly T[], searchOf: (item: T) => Searchable, query: Searchable, max: number): T[] {
  const limit = limitOf(max);
  if (limit === 0) return [];
  const hits: { item: T; rank: number }[] = [];
  for (const item of items) {
    const rank = matchRank(searchOf(item), query);
    if (rank !== undefined) hits.push({ item, rank });
  }
  // Array.prototype.sort is stable: equal ranks keep catalogue order.
  return hits
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((hit) => hit.item);
}

/**
 * The suggestion service's answer: terms and products whose whole text, or each of whose typed
 * words, is a prefix (in the site's locale, case-insensitive), whole-text prefixes first.
 * "kaffeem" finds "Kaffeemaschine mit Mahlwerk"; "maschine" does not, as shoppers type from a word's start.
 */
export function suggest(site: SiteCode, q: string, maxSearchTerms: number, maxProducts: number): SuggestionResponse {
  const { entries, terms } = siteCatalogue(site);
  const query = searchable(q, sites[site].locale);
  if (query.words.length === 0) return { searchTerms: [], products: [] };
  return {
    searchTerms: ranked(terms, (term) => term.search, query, maxSearchTerms).map(({ term }) => ({ searchterm: term })),
    products: ranked(entries, (entry) => entry.search, query, maxProducts).map((entry) => ({ ...entry.product })),
  };
}
