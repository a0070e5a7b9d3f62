import type { SiteCode } from '../../config/sites';

/** Whether a field of the form shows, and whether it must be filled. */
export type FieldRule = 'hidden' | 'optional' | 'required';

export interface NewsletterLinks {
  readonly voucherConditions: string;
  readonly contact: string;
  readonly privacy: string;
  readonly exampleNewsletter: string;
}

/** TR's two extra pages of the newsletter checkbox. */
export interface TurkishNewsletterLinks {
  readonly newsletterHint: string;
  readonly usageConsent: string;
}

export interface NewsletterMarket {
  /** E-mail shows and is required everywhere; the other fields follow newsletter-footer-preview.md 2.1. */
  readonly salutation: FieldRule;
  readonly names: FieldRule;
  /** AT: a name filled when the form is set up (prefill) cannot be changed. */
  readonly lockPrefilledNames: boolean;
  /** TR: the required newsletter checkbox (legals), with its two pages. */
  readonly newsletterCheckbox?: TurkishNewsletterLinks;
  /**
   * The spec says the per-market link paths exist and does not show them; these defaults follow
   * each site's language and are meant to be replaced by the real paths.
   */
  readonly links: NewsletterLinks;
}

const germanLinks: NewsletterLinks = {
  voucherConditions: '/service/gutscheinbedingungen',
  contact: '/contact',
  privacy: '/service/datenschutz',
  exampleNewsletter: '/service/newsletter-beispiel',
};

/** The per-market newsletter form: fields, locking and link paths, typed per site. */
export const newsletterMarkets: Readonly<Record<SiteCode, NewsletterMarket>> = {
  DE: { salutation: 'hidden', names: 'hidden', lockPrefilledNames: false, links: germanLinks },
  AT: { salutation: 'optional', names: 'optional', lockPrefilledNames: true, links: germanLinks },
  CH: { salutation: 'hidden', names: 'hidden', lockPrefilledNames: false, links: germanLinks },
  CH_FR: {
    salutation: 'hidden',
    names: 'hidden',
    lockPrefilledNames: false,
    links: {
      voucherConditions: '/service/conditions-bon',
      contact: '/contact',
      privacy: '/service/protection-des-donnees',
      exampleNewsletter: '/service/exemple-newsletter',
    },
  },
  CZ: {
    salutation: 'hidden',
    names: 'hidden',
    lockPrefilledNames: false,
    links: {
      voucherConditions: '/service/podminky-poukazu',
      contact: '/contact',
      privacy: '/service/ochrana-osobnich-udaju',
      exampleNewsletter: '/service/ukazka-newsletteru',
    },
  },
  HU: {
    salutation: 'required',
    names: 'required',
    lockPrefilledNames: false,
    links: {
      voucherConditions: '/service/kuponfeltetelek',
      contact: '/contact',
      privacy: '/service/adatvedelem',
      exampleNewsletter: '/service/hirlevel-minta',
    },
  },
  PL: {
    salutation: 'hidden',
    names: 'hidden',
    lockPrefilledNames: false,
    links: {
      voucherConditions: '/service/warunki-kuponu',
      contact: '/contact',
      privacy: '/service/ochrona-danych',
      exampleNewsletter: '/service/przykladowy-newsletter',
    },
  },
  SK: {
    salutation: 'hidden',
    names: 'hidden',
    lockPrefilledNames: false,
    links: {
      voucherConditions: '/service/podmienky-poukazu',
      contact: '/contact',
      privacy: '/service/ochrana-osobnych-udajov',
      exampleNewsletter: '/service/ukazka-newslettera',
    },
  },
  TR: {
    salutation: 'hidden',
    names: 'required',
    lockPrefilledNames: false,
    newsletterCheckbox: {
      newsletterHint: '/service/e-bulten-bilgilendirme',
      usageConsent: '/service/ticari-elektronik-ileti-onayi',
    },
    links: {
      voucherConditions: '/service/kupon-kosullari',
      contact: '/contact',
      privacy: '/service/kisisel-verilerin-korunmasi',
      exampleNewsletter: '/service/ornek-e-bulten',
    },
  },
};
