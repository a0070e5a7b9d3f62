import type { Locale, Site, SiteCode } from '../../src/config/sites';
import { sites } from '../../src/config/sites';

type Language = Site['language'];

/*
 * The mock promotion service's answers (header-search-cart.md 3 and 7): the content a CMS editor
 * writes for the four promotion types, per site and in its language. As in navigationCatalogue.ts
 * the structure (links, images, voucher codes, dates, amounts) is language-neutral and the words
 * come from one complete typed vocabulary per language: a language that forgets a text fails to
 * compile. The broken answers at the end are what the client must survive; the hostile ones are in
 * hostileContent.ts.
 */

/** Where the mock image handler serves the pictures; each is `${promotionImagePath}/<key>.svg`. */
export const promotionImagePath = '/mock-images/promotions';

const imageSrc = (key: string) => `${promotionImagePath}/${key}.svg`;

// ---------------------------------------------------------------------------------------------
// The content as the CMS writes it (before the client's checks in types.ts)

type ColourContent = { colorCode: string };
type CutoutContent = {
  imagePath: string;
  targetSize: { width: number; height: number };
  breakpoint: string;
};
type ImageContent = { imageData: { cutouts: CutoutContent[] } };
type VoucherOrButtonContent =
  | { selector: 'voucherCode'; voucherCode: { code: string; instruction: string } }
  | { selector: 'ctaButton'; ctaButton: { ctaLink: { url: string; text: string } } };
type LegalContent = { legalText: string; legalTextHint: string; legalTextHintShort: string };

type HeaderBenefitsContent = {
  links: { url: string; text: string; boldLink?: boolean }[];
  backgroundColor: ColourContent;
  promotionTextColor: ColourContent;
};
type TopBannerContent = LegalContent & {
  headline: string;
  promotionShortText: string;
  promotionLongText: string;
  link: string;
  voucherOrButton: VoucherOrButtonContent;
  useDarkTheme: boolean;
  backgroundColor: ColourContent;
  promotionTextColor: ColourContent;
};
type PiContent = { headline: string; subline: string; piImage: ImageContent; link: string };
type CategoryContent = LegalContent & {
  headline: string;
  subline: string;
  img: ImageContent;
  voucherOrButton: VoucherOrButtonContent;
};

export type MockPromotionKind =
  'headerBenefits' | 'topBannerVoucher' | 'topBannerCta' | 'pi' | 'categoryVoucher' | 'categoryButton';

/** A promotion as the service holds it; the handler JSON.stringifies `content` into contentJSON. */
export interface MockPromotion {
  type: 'ApiHeaderBenefitsPromotion' | 'ApiTopBannerPromotion' | 'ApiPiPromotion' | 'ApiCategory';
  content: Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** The pictures the answers use, with what each shows (a neutral English word). */
const pictures = {
  barista: 'coffee',
  bedding: 'bed',
  knitwear: 'sweater',
} as const;
type PictureKey = keyof typeof pictures;

/** One picture in the cutouts a block asks for: `pi-barista-l`, `category-bedding-xl`, ... */
interface CutoutSpec {
  readonly width: number;
  readonly height: number;
  readonly breakpoint: string;
}
const piCutouts: readonly CutoutSpec[] = [
  { width: 640, height: 360, breakpoint: 'l' },
  { width: 375, height: 211, breakpoint: 'xs' },
];
/** The category banner's 16/9 cutouts. */
const categoryCutouts: readonly CutoutSpec[] = [
  { width: 1280, height: 720, breakpoint: 'xl' },
  { width: 640, height: 360, breakpoint: 'm' },
];

const imageKey = (prefix: 'pi' | 'category', picture: PictureKey, breakpoint: string) =>
  `${prefix}-${picture}-${breakpoint}`;

function cutout(prefix: 'pi' | 'category', picture: PictureKey, spec: CutoutSpec): CutoutContent {
  return {
    imagePath: imageSrc(imageKey(prefix, picture, spec.breakpoint)),
    targetSize: { width: spec.width, height: spec.height },
    breakpoint: spec.breakpoint,
  };
}

const image = (prefix: 'pi' | 'category', picture: PictureKey, specs: readonly CutoutSpec[]): ImageContent => ({
  imageData: { cutouts: specs.map((spec) => cutout(prefix, picture, spec)) },
});

const imageLabels: ReadonlyMap<string, string> = new Map([
  ...piCutouts.map((spec) => [imageKey('pi', 'barista', spec.breakpoint), pictures.barista] as const),
  ...(['bedding', 'knitwear'] as const).flatMap((picture) =>
    categoryCutouts.map((spec) => [imageKey('category', picture, spec.breakpoint), pictures[picture]] as const),
  ),
]);

/**
 * What the picture `${promotionImagePath}/<key>.svg` shows, as a short neutral English word
 * ('coffee', 'bed'); undefined for a key no answer uses.
 */
export function promotionImageLabel(key: string): string | undefined {
  return imageLabels.get(key);
}

// ---------------------------------------------------------------------------------------------
// Per-site offers (amounts in the site's currency, ASCII voucher codes)

interface SiteOffer {
  /** Free-shipping amount for sites whose sites.ts row has no headerFreeShippingFrom. */
  readonly freeShippingFallback?: number;
  /** Minimum order value of the voucher offers. */
  readonly minimumOrder: number;
  /** The top banner's code: 10 % on coffee machines. */
  readonly machineCode: string;
  /** The category banner's code: 15 % on bedding. */
  readonly beddingCode: string;
}

const siteOffers: Readonly<Record<SiteCode, SiteOffer>> = {
  DE: { minimumOrder: 49, machineCode: 'KAFFEE10', beddingCode: 'TRAUM15' },
  AT: { minimumOrder: 49, machineCode: 'KAFFEE10', beddingCode: 'TRAUM15' },
  CH: { minimumOrder: 59, machineCode: 'KAFFEE10', beddingCode: 'TRAUM15' },
  CH_FR: { minimumOrder: 59, machineCode: 'CAFE10', beddingCode: 'REVE15' },
  CZ: { freeShippingFallback: 999, minimumOrder: 1290, machineCode: 'KAVA10', beddingCode: 'SEN15' },
  HU: { freeShippingFallback: 15000, minimumOrder: 20000, machineCode: 'KAVE10', beddingCode: 'ALOM15' },
  PL: { freeShippingFallback: 100, minimumOrder: 199, machineCode: 'KAWA10', beddingCode: 'SEN15' },
  SK: { freeShippingFallback: 40, minimumOrder: 49, machineCode: 'KAVA10', beddingCode: 'SPANOK15' },
  TR: { minimumOrder: 1500, machineCode: 'KAHVE10', beddingCode: 'UYKU15' },
};

/** The discounts the texts name, as fractions (formatted with Intl's percent style). */
const discounts = { newsletter: 0.1, machines: 0.1, bedding: 0.15 } as const;

/** Fixed last days, so answers are the same on every run (formatted in UTC). */
const offerEnds = {
  machines: Date.UTC(2026, 11, 31),
  bedding: Date.UTC(2027, 0, 15),
  winter: Date.UTC(2027, 0, 31),
} as const;

const links = {
  freeShipping: '/service/shipping',
  newsletter: '/subscribenewsletter',
  crossChannel: '/c/click-and-collect',
  service: '/service',
  machines: '/c/coffee/machines',
  winter: '/themeworld/winter',
  barista: '/themeworld/barista',
  knitwear: '/c/women/clothing/knitwear',
} as const;

// ---------------------------------------------------------------------------------------------
// Vocabularies

interface Vocabulary {
  benefits: {
    /** Given the amount as Intl writes it ("20 €", "CHF 30"). */
    freeShipping: (amount: string) => string;
    /** Given the discount as Intl writes it ("10 %", "%10"). */
    newsletter: (percent: string) => string;
    crossChannel: string;
    service: string;
  };
  /** Top banner with a voucher code: coffee machines. */
  machines: { headline: (percent: string) => string; shortText: string; longText: (percent: string) => string };
  /** Top banner with a button: the winter theme world. */
  winter: { headline: string; shortText: string; longText: string };
  /** Phase-integration block: the barista theme world. */
  barista: { headline: string; subline: string };
  /** Category banner with a voucher code: bedding. */
  bedding: { headline: (percent: string) => string; subline: string };
  /** Category banner with a button: women's knitwear. */
  knitwear: { headline: string; subline: string };
  /** "Enter the code in the cart". */
  voucherInstruction: string;
  /** The winter banner's button. */
  discover: string;
  /** The knitwear banner's button. */
  toCollection: string;
  /** A voucher's terms, given the last day (Intl, dateStyle long) and the minimum order value. */
  voucherLegal: (until: string, minimum: string) => string;
  /** An offer's terms while stocks last, given the last day. */
  stockLegal: (until: string) => string;
  legalHint: string;
  legalHintShort: string;
}

/** Hungarian "until": `2026. december 31.` → `2026. december 31-ig`. */
const hungarianUntil = (date: string) => `${date.replace(/\.$/, '')}-ig`;

const vocabularies: Readonly<Record<Language, Vocabulary>> = {
  de: {
    benefits: {
      freeShipping: (amount) => `Versandkostenfrei ab ${amount}`,
      newsletter: (percent) => `Newsletter abonnieren & ${percent} Rabatt sichern`,
      crossChannel: 'Online bestellen, in der Filiale abholen',
      service: 'Service & Hilfe',
    },
    machines: {
      headline: (percent) => `${percent} auf Kaffeemaschinen`,
      shortText: 'Mit Gutscheincode – nur für kurze Zeit',
      longText: (percent) =>
        `Ob Vollautomat, Siebträger oder Filtermaschine: Suchen Sie sich Ihre neue Kaffeemaschine aus und sparen Sie ${percent}.`,
    },
    winter: {
      headline: 'Willkommen in der Winterwelt',
      shortText: 'Gemütliche Wohnideen und wärmende Begleiter für kalte Tage',
      longText:
        'Strickdecken, Thermobecher und heiße Getränke: Entdecken Sie alles, was den Winter gemütlich macht – in vielen Filialen und online.',
    },
    barista: {
      headline: 'Barista-Wissen für zu Hause',
      subline: 'Tipps, Rezepte und die richtige Ausstattung – so genießen Sie den perfekten Espresso',
    },
    bedding: {
      headline: (percent) => `${percent} auf Bettwäsche`,
      subline: 'Frische Farben und weiche Stoffe für erholsame Nächte',
    },
    knitwear: {
      headline: 'Neue Strickmode für Damen',
      subline: 'Kuschelige Pullover und Cardigans für die kalte Jahreszeit',
    },
    voucherInstruction: 'Code im Warenkorb eingeben',
    discover: 'Jetzt entdecken',
    toCollection: 'Zur Kollektion',
    voucherLegal: (until, minimum) =>
      `Gültig bis zum ${until} ab einem Mindestbestellwert von ${minimum}. ` +
      'Nicht mit anderen Gutscheinen oder Aktionen kombinierbar und nur einmal pro Kunde einlösbar.',
    stockLegal: (until) => `Angebot gültig bis zum ${until}, solange der Vorrat reicht. Abbildungen ähnlich.`,
    legalHint: 'Es gelten die Aktionsbedingungen',
    legalHintShort: 'Bedingungen',
  },
  fr: {
    benefits: {
      freeShipping: (amount) => `Livraison gratuite dès ${amount}`,
      newsletter: (percent) => `${percent} de réduction avec la newsletter`,
      crossChannel: 'Commandez en ligne, retirez en filiale',
      service: 'Service et aide',
    },
    machines: {
      headline: (percent) => `${percent} sur les machines à café`,
      shortText: 'Avec code promo, pour une durée limitée',
      longText: (percent) =>
        `Automatique, à porte-filtre ou à filtre\u00a0: choisissez votre nouvelle machine à café et économisez ${percent}.`,
    },
    winter: {
      headline: 'Bienvenue dans l’univers de l’hiver',
      shortText: 'Des idées douillettes pour la maison et tout pour se réchauffer les jours de froid',
      longText:
        'Plaids en maille, mugs isothermes et boissons chaudes\u00a0: découvrez tout ce qui rend l’hiver douillet, en filiale et en ligne.',
    },
    barista: {
      headline: 'L’art du barista à la maison',
      subline: 'Astuces, recettes et bon équipement pour savourer l’espresso parfait',
    },
    bedding: {
      headline: (percent) => `${percent} sur le linge de lit`,
      subline: 'Des couleurs fraîches et des tissus doux pour des nuits reposantes',
    },
    knitwear: {
      headline: 'Nouvelle mode en maille pour femme',
      subline: 'Pulls et cardigans tout doux pour la saison froide',
    },
    voucherInstruction: 'Saisissez le code dans le panier',
    discover: 'Découvrir maintenant',
    toCollection: 'Voir la collection',
    voucherLegal: (until, minimum) =>
      `Valable jusqu’au ${until} dès un montant de commande minimum de ${minimum}. ` +
      'Non cumulable avec d’autres bons ou promotions, utilisable une seule fois par client.',
    stockLegal: (until) =>
      `Offre valable jusqu’au ${until}, dans la limite des stocks disponibles. Illustrations non contractuelles.`,
    legalHint: 'Offre soumise à conditions',
    legalHintShort: 'Conditions',
  },
  cs: {
    benefits: {
      freeShipping: (amount) => `Doprava zdarma při nákupu nad ${amount}`,
      newsletter: (percent) => `Sleva ${percent} za přihlášení k newsletteru`,
      crossChannel: 'Objednejte online, vyzvedněte na prodejně',
      service: 'Zákaznický servis',
    },
    machines: {
      headline: (percent) => `Sleva ${percent} na kávovary`,
      shortText: 'Se slevovým kódem – jen po omezenou dobu',
      longText: (percent) =>
        `Automatický, pákový nebo překapávací kávovar: vyberte si nový kávovar a ušetřete ${percent}.`,
    },
    winter: {
      headline: 'Vítejte v zimním světě',
      shortText: 'Útulné nápady pro domov a vše, co zahřeje v chladných dnech',
      longText: 'Pletené deky, termohrnky a horké nápoje: objevte vše, co zimu zpříjemní – na prodejnách i online.',
    },
    barista: {
      headline: 'Baristické umění doma',
      subline: 'Tipy, recepty a správné vybavení pro dokonalé espresso',
    },
    bedding: {
      headline: (percent) => `Sleva ${percent} na povlečení`,
      subline: 'Svěží barvy a jemné látky pro klidné noci',
    },
    knitwear: {
      headline: 'Nová dámská pletená móda',
      subline: 'Hebké svetry a kardigany na chladné dny',
    },
    voucherInstruction: 'Zadejte kód v košíku',
    discover: 'Objevte nyní',
    toCollection: 'Prohlédnout kolekci',
    voucherLegal: (until, minimum) =>
      `Platí do ${until} při minimální hodnotě objednávky ${minimum}. ` +
      'Nelze kombinovat s jinými poukazy ani akcemi, každý zákazník může kód uplatnit pouze jednou.',
    stockLegal: (until) => `Nabídka platí do ${until} nebo do vyprodání zásob. Obrázky jsou ilustrační.`,
    legalHint: 'Platí podmínky akce',
    legalHintShort: 'Podmínky',
  },
  hu: {
    benefits: {
      freeShipping: (amount) => `Ingyenes szállítás ${amount} felett`,
      newsletter: (percent) => `${percent} kedvezmény hírlevél-feliratkozásért`,
      crossChannel: 'Rendeljen online, vegye át üzletünkben',
      service: 'Ügyfélszolgálat és segítség',
    },
    machines: {
      headline: (percent) => `${percent} kedvezmény kávéfőzőkre`,
      shortText: 'Kuponkóddal – csak korlátozott ideig',
      longText: (percent) =>
        `Automata, karos vagy filteres kávéfőző: válassza ki új kávéfőzőjét, és most ${percent} kedvezményt kap rá.`,
    },
    winter: {
      headline: 'Hangolódjon a télre',
      shortText: 'Otthonos ötletek és melengető kedvencek a hideg napokra',
      longText:
        'Kötött takarók, termoszbögrék és forró italok: fedezze fel mindazt, amitől a tél igazán hangulatos – üzleteinkben és online.',
    },
    barista: {
      headline: 'Barista-tudás otthonra',
      subline: 'Tippek, receptek és a megfelelő felszerelés a tökéletes eszpresszóhoz',
    },
    bedding: {
      headline: (percent) => `${percent} kedvezmény ágyneműkre`,
      subline: 'Üde színek és puha anyagok a pihentető éjszakákért',
    },
    knitwear: {
      headline: 'Új női kötött divat',
      subline: 'Puha pulóverek és kardigánok a hideg évszakra',
    },
    voucherInstruction: 'Adja meg a kódot a kosárban',
    discover: 'Fedezze fel most',
    toCollection: 'Megnézem a kollekciót',
    voucherLegal: (until, minimum) =>
      `Érvényes ${hungarianUntil(until)}, legalább ${minimum} értékű rendelés esetén. ` +
      'Más kuponokkal és akciókkal nem vonható össze, és vásárlónként csak egyszer váltható be.',
    stockLegal: (until) =>
      `Az ajánlat ${hungarianUntil(until)}, illetve a készlet erejéig érvényes. A képek illusztrációk.`,
    legalHint: 'Az akció feltételekhez kötött',
    legalHintShort: 'Feltételek',
  },
  pl: {
    benefits: {
      freeShipping: (amount) => `Darmowa dostawa przy zamówieniach od ${amount}`,
      newsletter: (percent) => `${percent} rabatu za zapis do newslettera`,
      crossChannel: 'Zamów online, odbierz w sklepie',
      service: 'Obsługa klienta i pomoc',
    },
    machines: {
      headline: (percent) => `${percent} rabatu na ekspresy do kawy`,
      shortText: 'Z kodem rabatowym – tylko przez krótki czas',
      longText: (percent) =>
        `Ekspres automatyczny, kolbowy czy przelewowy: wybierz swój nowy ekspres do kawy i zaoszczędź ${percent}.`,
    },
    winter: {
      headline: 'Poczuj zimowy klimat',
      shortText: 'Przytulne pomysły do domu i wszystko, co rozgrzewa w chłodne dni',
      longText:
        'Koce z dzianiny, kubki termiczne i gorące napoje: odkryj wszystko, co sprawia, że zima jest przytulna – w sklepach i online.',
    },
    barista: {
      headline: 'Sztuka baristy w domu',
      subline: 'Porady, przepisy i odpowiedni sprzęt do idealnego espresso',
    },
    bedding: {
      headline: (percent) => `${percent} rabatu na pościel`,
      subline: 'Świeże kolory i miękkie tkaniny na spokojne noce',
    },
    knitwear: {
      headline: 'Nowa damska moda z dzianiny',
      subline: 'Miękkie swetry i kardigany na chłodne dni',
    },
    voucherInstruction: 'Wpisz kod w koszyku',
    discover: 'Odkryj teraz',
    toCollection: 'Zobacz kolekcję',
    voucherLegal: (until, minimum) =>
      `Kod ważny do ${until} r. przy minimalnej wartości zamówienia ${minimum}. ` +
      'Nie łączy się z innymi kodami rabatowymi ani promocjami. Każdy klient może go wykorzystać tylko raz.',
    stockLegal: (until) => `Oferta ważna do ${until} r. lub do wyczerpania zapasów. Zdjęcia mają charakter poglądowy.`,
    legalHint: 'Obowiązuje regulamin promocji',
    legalHintShort: 'Regulamin',
  },
  sk: {
    benefits: {
      freeShipping: (amount) => `Doprava zadarmo pri nákupe nad ${amount}`,
      newsletter: (percent) => `Zľava ${percent} za prihlásenie na odber newslettera`,
      crossChannel: 'Objednajte online, vyzdvihnite si v predajni',
      service: 'Zákaznícky servis',
    },
    machines: {
      headline: (percent) => `Zľava ${percent} na kávovary`,
      shortText: 'So zľavovým kódom – len na obmedzený čas',
      longText: (percent) =>
        `Automatický, pákový alebo prekvapkávací kávovar: vyberte si nový kávovar a ušetrite ${percent}.`,
    },
    winter: {
      headline: 'Vitajte v zimnom svete',
      shortText: 'Útulné nápady do domova a všetko, čo zahreje v chladných dňoch',
      longText:
        'Pletené deky, termohrnčeky a horúce nápoje: objavte všetko, čo zimu spríjemní – v predajniach aj online.',
    },
    barista: {
      headline: 'Baristické umenie doma',
      subline: 'Tipy, recepty a správne vybavenie pre dokonalé espresso',
    },
    bedding: {
      headline: (percent) => `Zľava ${percent} na posteľnú bielizeň`,
      subline: 'Svieže farby a jemné látky pre pokojné noci',
    },
    knitwear: {
      headline: 'Nová dámska pletená móda',
      subline: 'Mäkké svetre a kardigány na chladné dni',
    },
    voucherInstruction: 'Zadajte kód v košíku',
    discover: 'Objavte teraz',
    toCollection: 'Pozrieť kolekciu',
    voucherLegal: (until, minimum) =>
      `Platí do ${until} pri minimálnej hodnote objednávky ${minimum}. ` +
      'Nedá sa kombinovať s inými poukážkami ani akciami, každý zákazník môže kód uplatniť iba raz.',
    stockLegal: (until) => `Ponuka platí do ${until} alebo do vypredania zásob. Obrázky sú ilustračné.`,
    legalHint: 'Platia podmienky akcie',
    legalHintShort: 'Podmienky',
  },
  tr: {
    benefits: {
      freeShipping: (amount) => `${amount} üzeri siparişlerde ücretsiz kargo`,
      newsletter: (percent) => `E-bültene kaydolun, ${percent} indirim kazanın`,
      crossChannel: 'Online sipariş verin, mağazadan teslim alın',
      service: 'Müşteri hizmetleri ve yardım',
    },
    machines: {
      headline: (percent) => `Kahve makinelerinde ${percent} indirim`,
      shortText: 'Kupon koduyla, sınırlı süre için',
      longText: (percent) =>
        `Tam otomatik, portafiltreli ya da filtre kahve makinesi: yeni kahve makinenizi seçin, ${percent} indirimden yararlanın.`,
    },
    winter: {
      headline: 'Kış dünyasına hoş geldiniz',
      shortText: 'Soğuk günler için sıcacık ev fikirleri',
      longText:
        'Örgü battaniyeler, termos kupalar ve sıcak içecekler: kışı keyifli kılan her şeyi mağazalarımızda ve online olarak keşfedin.',
    },
    barista: {
      headline: 'Evde barista sanatı',
      subline: 'Mükemmel bir espresso için ipuçları, tarifler ve doğru ekipman',
    },
    bedding: {
      headline: (percent) => `Nevresim takımlarında ${percent} indirim`,
      subline: 'Huzurlu geceler için canlı renkler ve yumuşak kumaşlar',
    },
    knitwear: {
      headline: 'Yeni sezon kadın triko modası',
      subline: 'Soğuk günler için yumuşacık kazaklar ve hırkalar',
    },
    voucherInstruction: 'Kodu sepette girin',
    discover: 'Hemen keşfedin',
    toCollection: 'Koleksiyonu keşfedin',
    voucherLegal: (until, minimum) =>
      `${until} tarihine kadar, en az ${minimum} tutarındaki siparişlerde geçerlidir. ` +
      'Diğer kupon ve kampanyalarla birleştirilemez; her müşteri kodu yalnızca bir kez kullanabilir.',
    stockLegal: (until) =>
      `Kampanya ${until} tarihine kadar, stoklarla sınırlı olarak geçerlidir. Görseller temsilidir.`,
    legalHint: 'Kampanya koşulları geçerlidir',
    legalHintShort: 'Koşullar',
  },
};

// ---------------------------------------------------------------------------------------------
// Building the answers

interface SiteWords {
  readonly words: Vocabulary;
  readonly offer: SiteOffer;
  /** Swiss German writes "ss" for "ß" (spec README, decision 8); other sites keep their text. */
  readonly local: (text: string) => string;
  /** An amount in the site's currency, without decimals. */
  readonly money: (amount: number) => string;
  readonly percent: (fraction: number) => string;
  /** A fixed day (UTC milliseconds) in the locale's long style. */
  readonly date: (utc: number) => string;
  readonly freeShippingFrom: string;
}

function moneyFormat(locale: Locale, currency: string): (amount: number) => string {
  // minimumFractionDigits too, so CHF (two default decimals) is accepted by older engines.
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return (amount) => format.format(amount);
}

function siteWords(code: SiteCode): SiteWords {
  const site = sites[code];
  const offer = siteOffers[code];
  const { locale } = site;
  const money = moneyFormat(locale, site.currency.code);
  const shipping = site.headerFreeShippingFrom;
  const freeShippingFrom = shipping
    ? moneyFormat(locale, shipping.currency)(shipping.amount)
    : offer.freeShippingFallback !== undefined
      ? money(offer.freeShippingFallback)
      : undefined;
  if (freeShippingFrom === undefined) throw new Error(`promotionCatalogue: no free-shipping amount for ${code}`);
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    words: vocabularies[site.language],
    offer,
    local: locale === 'de-CH' ? (text) => text.replaceAll('ß', 'ss') : (text) => text,
    money,
    percent: (fraction) => percentFormat.format(fraction),
    date: (utc) => dateFormat.format(new Date(utc)),
    freeShippingFrom,
  };
}

function legal(site: SiteWords, legalText: string): LegalContent {
  return {
    legalText: site.local(legalText),
    legalTextHint: site.local(site.words.legalHint),
    legalTextHintShort: site.local(site.words.legalHintShort),
  };
}

function voucher(site: SiteWords, code: string): VoucherOrButtonContent {
  return {
    selector: 'voucherCode',
    voucherCode: { code, instruction: site.local(site.words.voucherInstruction) },
  };
}

function ctaButton(site: SiteWords, url: string, text: string): VoucherOrButtonContent {
  return { selector: 'ctaButton', ctaButton: { ctaLink: { url, text: site.local(text) } } };
}

function headerBenefits(site: SiteWords): HeaderBenefitsContent {
  const { benefits } = site.words;
  return {
    // The four tracked slots, in order: free shipping, newsletter, cross-channel, service.
    links: [
      { url: links.freeShipping, text: site.local(benefits.freeShipping(site.freeShippingFrom)), boldLink: true },
      { url: links.newsletter, text: site.local(benefits.newsletter(site.percent(discounts.newsletter))) },
      { url: links.crossChannel, text: site.local(benefits.crossChannel) },
      { url: links.service, text: site.local(benefits.service) },
    ],
    backgroundColor: { colorCode: '#f5ecdc' },
    promotionTextColor: { colorCode: '#3b2416' },
  };
}

function topBannerVoucher(site: SiteWords): TopBannerContent {
  const { machines } = site.words;
  const percent = site.percent(discounts.machines);
  return {
    headline: site.local(machines.headline(percent)),
    promotionShortText: site.local(machines.shortText),
    promotionLongText: site.local(machines.longText(percent)),
    link: links.machines,
    voucherOrButton: voucher(site, site.offer.machineCode),
    ...legal(site, site.words.voucherLegal(site.date(offerEnds.machines), site.money(site.offer.minimumOrder))),
    useDarkTheme: true,
    backgroundColor: { colorCode: '#4a2c1d' },
    promotionTextColor: { colorCode: '#ffffff' },
  };
}

function topBannerCta(site: SiteWords): TopBannerContent {
  const { winter } = site.words;
  return {
    headline: site.local(winter.headline),
    promotionShortText: site.local(winter.shortText),
    promotionLongText: site.local(winter.longText),
    link: links.winter,
    voucherOrButton: ctaButton(site, links.winter, site.words.discover),
    ...legal(site, site.words.stockLegal(site.date(offerEnds.winter))),
    useDarkTheme: false,
    backgroundColor: { colorCode: '#f6e7ea' },
    promotionTextColor: { colorCode: '#4a1020' },
  };
}

function pi(site: SiteWords): PiContent {
  const { barista } = site.words;
  return {
    headline: site.local(barista.headline),
    subline: site.local(barista.subline),
    piImage: image('pi', 'barista', piCutouts),
    link: links.barista,
  };
}

function categoryVoucher(site: SiteWords): CategoryContent {
  const { bedding } = site.words;
  return {
    headline: site.local(bedding.headline(site.percent(discounts.bedding))),
    subline: site.local(bedding.subline),
    img: image('category', 'bedding', categoryCutouts),
    voucherOrButton: voucher(site, site.offer.beddingCode),
    ...legal(site, site.words.voucherLegal(site.date(offerEnds.bedding), site.money(site.offer.minimumOrder))),
  };
}

function categoryButton(site: SiteWords): CategoryContent {
  const { knitwear } = site.words;
  return {
    headline: site.local(knitwear.headline),
    subline: site.local(knitwear.subline),
    img: image('category', 'knitwear', categoryCutouts),
    voucherOrButton: ctaButton(site, links.knitwear, site.words.toCollection),
    ...legal(site, site.words.stockLegal(site.date(offerEnds.winter))),
  };
}

const builders: Readonly<Record<MockPromotionKind, (site: SiteWords) => MockPromotion>> = {
  headerBenefits: (site) => ({ type: 'ApiHeaderBenefitsPromotion', content: headerBenefits(site) }),
  topBannerVoucher: (site) => ({ type: 'ApiTopBannerPromotion', content: topBannerVoucher(site) }),
  topBannerCta: (site) => ({ type: 'ApiTopBannerPromotion', content: topBannerCta(site) }),
  pi: (site) => ({ type: 'ApiPiPromotion', content: pi(site) }),
  categoryVoucher: (site) => ({ type: 'ApiCategory', content: categoryVoucher(site) }),
  categoryButton: (site) => ({ type: 'ApiCategory', content: categoryButton(site) }),
};

/** `GET /service/promotion/api/promotion/{id}` on a site: one promotion of the given kind. */
export function promotionFor(site: SiteCode, kind: MockPromotionKind): MockPromotion {
  return builders[kind](siteWords(site));
}

// ---------------------------------------------------------------------------------------------
// Broken answers (the hostile ones are in hostileContent.ts)

/** contentJSON cut off mid-object: not JSON. */
export const badContentJSON = '{"headline": "Unvollständig", ';

/** A type the client does not know: nothing is shown (header-search-cart.md 5). */
export const unknownTypePromotion: { type: string; content: Record<string, unknown> } = {
  type: 'ApiCountdownPromotion',
  content: { headline: 'Countdown' },
};
