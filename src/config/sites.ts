/**
 * The one per-site table (spec README decision 1). Every per-site difference is a row here;
 * nothing else in the code branches on a site code.
 * Sources: header-search-cart.md 1, 3 (currencies), 9 (thresholds, return rights);
 * newsletter-footer-preview.md 2.2 (logo folders), 9 (age notes, footer figures, locales).
 */
export const siteCodes = ['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'HU', 'PL', 'SK', 'TR'] as const;
export type SiteCode = (typeof siteCodes)[number];

export const locales = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'cs-CZ', 'hu-HU', 'pl-PL', 'sk-SK', 'tr-TR'] as const;
export type Locale = (typeof locales)[number];

export type CurrencyCode = 'EUR' | 'CHF' | 'CZK' | 'HUF' | 'PLN' | 'TRY';

export interface Money {
  readonly amount: number;
  readonly currency: CurrencyCode;
}

export interface Period {
  readonly count: number;
  readonly unit: 'day' | 'month';
}

export type NameOrder = 'givenFirst' | 'familyFirst';

export interface Site {
  readonly code: SiteCode;
  readonly locale: Locale;
  /** ISO 639-1, for the `lang` attribute's language part and language-keyed content. */
  readonly language: 'de' | 'fr' | 'cs' | 'hu' | 'pl' | 'sk' | 'tr';
  readonly currency: {
    readonly code: CurrencyCode;
    /** Display label of header-search-cart.md 3. */
    readonly label: string;
    /** The symbol is shown for every site except DE. */
    readonly showSymbol: boolean;
    /**
     * Amounts are written as number and label ("1.000 TL", newsletter-footer-preview.md 9), where
     * Intl's currency format would give a sign the shoppers do not write ("₺1.000").
     */
    readonly labelAfterAmount?: boolean;
  };
  /** Free-shipping threshold named in header texts (header-search-cart.md 9), where given. */
  readonly headerFreeShippingFrom?: Money;
  /** Free-delivery figure named in the footer (newsletter-footer-preview.md 9), where given. */
  readonly footerFreeDeliveryFrom?: Money;
  /** Return period of the footer figures; CH_FR follows CH. */
  readonly returnPeriod: Period;
  /** Minimum age in the legal texts. TR is not given: we use 18, the stricter of the two. */
  readonly ageNote: 16 | 18;
  /** Sub-folder of /service/footer-images/logos/; DE uses the root folder. */
  readonly footerLogoFolder: string;
  /** The theme-world overview's relative path, the navigation bar's first item (header-search-cart.md 2). */
  readonly themeWorldPath: string;
  /**
   * The site's own public address (scheme and host, no trailing slash), for the absolute links
   * search engines read: the canonical link and the hreflang alternates (issue 38). The spec names
   * no domains: these are placeholders in the `.example` space, to be replaced by the real ones.
   */
  readonly origin: string;
  /** Free delivery for loyalty-card holders (newsletter-footer-preview.md 9: CZ, SK). */
  readonly footerFreeDeliveryWithCardFrom?: Money;
  /** Customer hotline hours named in the footer (spec 9: TR, daily 09:00-19:00). */
  readonly hotline?: { readonly from: string; readonly to: string };
  /**
   * The order a form asks for a person's names (issue 46): Hungarian forms ask for the family name
   * first, as Hungarian writes a name; the others the given name first. The newsletter and contact
   * forms read it; the greeting's name order is its message's (`greeting.text.fullName`).
   */
  readonly nameOrder: NameOrder;
  /** The support footer's per-country rules (spec 2.3). */
  readonly support: {
    /** HU: callback information with a link instead of a phone number. */
    readonly callbackInsteadOfPhone: boolean;
    /** CZ, SK: the contact name is a mailto link. */
    readonly contactNameAsMailto: boolean;
    /** PL: the service-name line is omitted. */
    readonly showServiceName: boolean;
  };
}

const support = { callbackInsteadOfPhone: false, contactNameAsMailto: false, showServiceName: true } as const;

const eur = { code: 'EUR', label: 'Euro' } as const;
const chf = { code: 'CHF', label: 'CHF', showSymbol: true } as const;

export const sites: Readonly<Record<SiteCode, Site>> = {
  DE: {
    code: 'DE',
    locale: 'de-DE',
    language: 'de',
    currency: { ...eur, showSymbol: false },
    headerFreeShippingFrom: { amount: 20, currency: 'EUR' },
    returnPeriod: { count: 30, unit: 'day' },
    ageNote: 16,
    nameOrder: 'givenFirst',
    footerLogoFolder: '',
    themeWorldPath: '/themenwelten',
    origin: 'https://www.hunter.example.de',
    support,
  },
  AT: {
    code: 'AT',
    locale: 'de-AT',
    language: 'de',
    currency: { ...eur, showSymbol: true },
    headerFreeShippingFrom: { amount: 20, currency: 'EUR' },
    returnPeriod: { count: 14, unit: 'day' },
    ageNote: 16,
    nameOrder: 'givenFirst',
    footerLogoFolder: 'AT',
    themeWorldPath: '/themenwelten',
    origin: 'https://www.hunter.example.at',
    support,
  },
  CH: {
    code: 'CH',
    locale: 'de-CH',
    language: 'de',
    currency: chf,
    headerFreeShippingFrom: { amount: 30, currency: 'CHF' },
    returnPeriod: { count: 3, unit: 'month' },
    ageNote: 16,
    nameOrder: 'givenFirst',
    footerLogoFolder: 'CH',
    themeWorldPath: '/themenwelten',
    origin: 'https://www.hunter.example.ch',
    support,
  },
  CH_FR: {
    code: 'CH_FR',
    locale: 'fr-CH',
    language: 'fr',
    currency: chf,
    headerFreeShippingFrom: { amount: 30, currency: 'CHF' },
    returnPeriod: { count: 3, unit: 'month' },
    ageNote: 16,
    nameOrder: 'givenFirst',
    footerLogoFolder: 'CH_FR',
    themeWorldPath: '/mondes-thematiques',
    origin: 'https://fr.hunter.example.ch',
    support,
  },
  CZ: {
    code: 'CZ',
    locale: 'cs-CZ',
    language: 'cs',
    currency: { code: 'CZK', label: 'Kč', showSymbol: true },
    footerFreeDeliveryFrom: { amount: 999, currency: 'CZK' },
    returnPeriod: { count: 30, unit: 'day' },
    ageNote: 18,
    nameOrder: 'givenFirst',
    footerLogoFolder: 'CZ',
    themeWorldPath: '/tematicke-svety',
    origin: 'https://www.hunter.example.cz',
    footerFreeDeliveryWithCardFrom: { amount: 499, currency: 'CZK' },
    support: { ...support, contactNameAsMailto: true },
  },
  HU: {
    code: 'HU',
    locale: 'hu-HU',
    language: 'hu',
    currency: { code: 'HUF', label: 'Ft', showSymbol: true },
    returnPeriod: { count: 30, unit: 'day' },
    ageNote: 16,
    nameOrder: 'familyFirst',
    footerLogoFolder: 'HU',
    themeWorldPath: '/temavilagok',
    origin: 'https://www.hunter.example.hu',
    support: { ...support, callbackInsteadOfPhone: true },
  },
  PL: {
    code: 'PL',
    locale: 'pl-PL',
    language: 'pl',
    currency: { code: 'PLN', label: 'zł', showSymbol: true },
    footerFreeDeliveryFrom: { amount: 100, currency: 'PLN' },
    returnPeriod: { count: 30, unit: 'day' },
    ageNote: 16,
    nameOrder: 'givenFirst',
    // Not listed among the spec's logo sub-folders: PL uses the root folder.
    footerLogoFolder: '',
    themeWorldPath: '/swiaty-tematyczne',
    origin: 'https://www.hunter.example.pl',
    support: { ...support, showServiceName: false },
  },
  SK: {
    code: 'SK',
    locale: 'sk-SK',
    language: 'sk',
    currency: { ...eur, showSymbol: true },
    footerFreeDeliveryFrom: { amount: 40, currency: 'EUR' },
    returnPeriod: { count: 30, unit: 'day' },
    ageNote: 18,
    nameOrder: 'givenFirst',
    footerLogoFolder: 'SK',
    themeWorldPath: '/tematicke-svety',
    origin: 'https://www.hunter.example.sk',
    footerFreeDeliveryWithCardFrom: { amount: 20, currency: 'EUR' },
    support: { ...support, contactNameAsMailto: true },
  },
  TR: {
    code: 'TR',
    locale: 'tr-TR',
    language: 'tr',
    currency: { code: 'TRY', label: 'TL', showSymbol: true, labelAfterAmount: true },
    headerFreeShippingFrom: { amount: 175, currency: 'TRY' },
    footerFreeDeliveryFrom: { amount: 1000, currency: 'TRY' },
    returnPeriod: { count: 90, unit: 'day' },
    ageNote: 18,
    nameOrder: 'givenFirst',
    footerLogoFolder: 'TR',
    themeWorldPath: '/tema-dunyalari',
    origin: 'https://www.hunter.example.com.tr',
    hotline: { from: '09:00', to: '19:00' },
    support,
  },
};

export const defaultSiteCode: SiteCode = 'DE';

export function isSiteCode(value: unknown): value is SiteCode {
  return typeof value === 'string' && (siteCodes as readonly string[]).includes(value);
}

/**
 * Decision 1: the `site` query parameter overrides the mount element's `data-site`;
 * unknown or missing gives DE. Codes are matched case-insensitively (`?site=ch_fr` works).
 */
export function resolveSiteCode(dataSite: string | null | undefined, search: string): SiteCode {
  const fromQuery = new URLSearchParams(search).get('site');
  for (const candidate of [fromQuery, dataSite]) {
    const code = candidate?.trim().toUpperCase();
    if (isSiteCode(code)) return code;
  }
  return defaultSiteCode;
}
