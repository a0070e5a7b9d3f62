import * as v from 'valibot';
import { contentText as text, optionalContentText as optionalText } from '../../api/contentAnswer';
import { optionalField, optionalListOf } from '../../api/lenient';
import { iconNames, type IconName } from '../../design-system/Icon/icons';
import { hasScheme, isImageSource, isSitePath } from '../../lib/contentAddress';

/*
 * The footer content (newsletter-footer-preview.md 3, "Footer content"): the promotion service's
 * SHOP_FOOTER answer carries it as a JSON string in contentJSON. It is written by editors, so it is
 * read defensively, block by block (docs/decisions.md, "Service answers are read leniently"): a block
 * that does not fit is left out with a warning, an item that does not fit is dropped from its list,
 * and the rest of the footer shows. Texts stay text; a link whose address
 * is not a site path, http(s) or mailto is not a link.
 */

/** The quality-seal logo keys (spec 3). An unknown key logs an error and renders nothing. */
export const logoKeys = [
  'atGuetezeichen2023',
  'anthrazit',
  'bevh',
  'chFRVersand',
  'chFrPost',
  'chPost',
  'chVersand',
  'czDpd',
  'dhl',
  'euTrustmark',
  'express',
  'gptw',
  'green',
  'gutGemacht',
  'hepsijet',
  'hermes',
  'horoz',
  'hvAustria',
  'jclAT',
  'kolaygelsin',
  'mastercard',
  'mngKargo',
  'paypal',
  'pfdc',
  'pfef',
  'postAT',
  'qualitaet',
  'sps',
  'trAmex',
  'trBkm',
  'trustEcoEu',
  'visa',
  'yurticikargo',
] as const;
export type LogoKey = (typeof logoKeys)[number];
export const isLogoKey = (key: string): key is LogoKey => (logoKeys as readonly string[]).includes(key);

/** A site path, an http(s) address or a mailto address; anything else (javascript:, data:) is not a link. */
export function isFooterHref(value: string): boolean {
  return isSitePath(value) || hasScheme(value, ['http:', 'https:', 'mailto:']);
}

const untrimmedText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' ? value : '')),
  ),
  '',
);
const flag = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => value === true),
  ),
  false,
);

/** A link: a text and, when its address is safe, the address. */
export const linkSchema = v.object({
  text,
  url: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && isFooterHref(value) ? value.trim() : undefined)),
    ),
  ),
});
export type FooterLink = v.InferOutput<typeof linkSchema>;

/** A list whose items are checked one by one: an item that does not fit is dropped, not the list. */
const listOf = <S extends v.GenericSchema>(name: string, item: S) => optionalListOf(`footer ${name}`, item);

/** A block that does not fit its schema is left out (with a warning); the other blocks still show. */
const block = <S extends v.GenericSchema>(name: string, schema: S) => optionalField(`footer ${name}`, schema);

const isIconName = (name: unknown): name is IconName =>
  typeof name === 'string' && (iconNames as readonly string[]).includes(name);
const iconName = v.custom<IconName>(isIconName);

/** An icon that links somewhere: social media, app stores, grouped icons. An unknown icon is dropped. */
export const linkedIconSchema = v.object({ iconName, link: linkSchema });
export type LinkedIcon = v.InferOutput<typeof linkedIconSchema>;

export const teaserGroupSchema = v.object({
  /** An unknown heading icon is left out; the heading shows. */
  heading: v.object({
    iconName: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((name) => (isIconName(name) ? name : undefined)),
      ),
    ),
    link: linkSchema,
  }),
  hideGroupInCheckout: flag,
  introductoryText: optionalText,
  links: listOf('teaser links', v.object({ link: linkSchema, hideInClassic: flag })),
  images: listOf(
    'teaser images',
    v.object({ label: text, source: v.pipe(v.string(), v.check(isImageSource), v.trim()) }),
  ),
});
export type TeaserGroup = v.InferOutput<typeof teaserGroupSchema>;

export const qualityLogoSchema = v.object({
  link: linkSchema,
  image: v.object({
    /** A logo key; an unknown one is kept here and logged where it renders (spec 3). */
    source: text,
    label: text,
    width: v.pipe(v.number(), v.minValue(1), v.maxValue(400)),
    height: v.pipe(v.number(), v.minValue(1), v.maxValue(200)),
  }),
});
export type QualityLogo = v.InferOutput<typeof qualityLogoSchema>;

export const footerContentSchema = v.object({
  headline: optionalText,
  teaser: block('teaser', v.object({ groups: listOf('teaser groups', teaserGroupSchema) })),
  seo: block(
    'seo',
    v.object({ heading: text, columns: listOf('seo columns', v.object({ links: listOf('seo links', linkSchema) })) }),
  ),
  socialMedia: block(
    'socialMedia',
    v.object({ heading: optionalText, socialMediaIcons: listOf('socialMediaIcons', linkedIconSchema) }),
  ),
  appReferences: block(
    'appReferences',
    v.object({ heading: optionalText, appIcons: listOf('appIcons', linkedIconSchema) }),
  ),
  groupedIcons: block(
    'groupedIcons',
    v.object({ heading: optionalText, linkedIcons: listOf('linkedIcons', linkedIconSchema) }),
  ),
  paymentAndDelivery: block(
    'paymentAndDelivery',
    v.object({ heading: optionalText, logos: listOf('paymentAndDelivery logos', qualityLogoSchema) }),
  ),
  legalLinks: listOf('legalLinks', linkSchema),
  viewChanger: block('viewChanger', v.object({ toMobile: linkSchema, toDesktop: linkSchema })),
  qualityLogos: listOf('qualityLogos', qualityLogoSchema),
  // The texts around the link keep their spaces: they join the link's text in one sentence.
  salesTax: block(
    'salesTax',
    v.object({ textBeforeLink: untrimmedText, textAfterLink: untrimmedText, link: linkSchema }),
  ),
});
export type FooterContent = v.InferOutput<typeof footerContentSchema>;
