import * as v from 'valibot';
import { contentText as text, optionalContentText as optionalText } from '../../api/contentAnswer';
import { optionalField } from '../../api/lenient';
import { breakpoints, type Breakpoint } from '../../config/breakpoints';
import { limits } from '../../config/limits';
import { hasScheme, isImageSource, isSitePath } from '../../lib/contentAddress';

/*
 * The promotion service (header-search-cart.md 3 and 7): `{ type, contentJSON }`, where contentJSON
 * is a JSON string written in a CMS. The envelope (api/contentAnswer.ts) is checked where it enters;
 * the content is parsed and checked per type in parsePromotion.ts, defensively: content is data,
 * never markup.
 */

/** The query of a promotion request; tag filters are sent only when non-empty (spec 5). */
export interface PromotionArgs {
  readonly promotionId: string;
  readonly allOfTags?: readonly string[];
  readonly anyOfTags?: readonly string[];
  readonly noneOfTags?: readonly string[];
}

/** A site path or an http(s) address; anything else is not rendered as a link (spec, issue 13). */
export function isSafeHref(value: string): boolean {
  return isSitePath(value) || hasScheme(value, ['http:', 'https:']);
}

/** A link target: kept only when safe; an unsafe one becomes undefined (the text shows, unlinked). */
const href = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' && isSafeHref(value) ? value.trim() : undefined)),
  ),
);

/**
 * A colour value from content: `#rgb`, `#rrggbb`, `#rrggbbaa` or `rgb()/rgba()` with numbers only.
 * Anything else (a `url()`, an `expression`, a `;` that would end the declaration) is dropped.
 */
const colourPattern =
  /^(#[0-9a-f]{3}|#[0-9a-f]{6}|#[0-9a-f]{8}|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;
export const isColour = (value: string) => colourPattern.test(value.trim());
const colour = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const code = (value as { colorCode?: unknown } | null)?.colorCode;
      return typeof code === 'string' && isColour(code) ? code.trim() : undefined;
    }),
  ),
);

const breakpointNames = Object.keys(breakpoints) as Breakpoint[];

/** Image cutout (header-search-cart.md 3): one per breakpoint. */
export const cutoutSchema = v.object({
  imagePath: v.pipe(v.string(), v.check(isImageSource), v.trim()),
  targetSize: v.pipe(
    v.object({ width: v.pipe(v.number(), v.minValue(1)), height: v.pipe(v.number(), v.minValue(1)) }),
    v.check(({ width, height }) => {
      const { min, max } = limits.contentImageAspectRatio;
      return width / height >= min && width / height <= max;
    }, 'a ratio no picture has'),
  ),
  /**
   * From which width the cutout is the picture, read as the CSS min-width in px: a breakpoint's
   * name (`'m'`, header-search-cart.md 9) or a number the spec does not type (767, `'768'`). A
   * number that is one of the listed breakpoints is the top of the range below it, so the cutout
   * starts one pixel above (767 and 768 both mean from 768 px); any other number is the min-width.
   * Another text is left out with a warning: the cutout is then the picture from 0 px.
   */
  breakpoint: optionalField(
    'promotion cutout breakpoint',
    v.pipe(
      v.union([v.picklist(breakpointNames), v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/))]),
      v.transform((value) => {
        if (typeof value === 'string' && value in breakpoints) return breakpoints[value as Breakpoint] + 1;
        const px = Number(value);
        return (Object.values(breakpoints) as number[]).includes(px) ? px + 1 : px;
      }),
      v.minValue(0),
    ),
  ),
  /** CSS from the CMS: not applied (content is data, not style); kept out of the parsed output. */
  imageCss: v.optional(v.unknown()),
  containerCss: v.optional(v.unknown()),
});
export type Cutout = v.InferOutput<typeof cutoutSchema>;

/** `{ imageData: { cutouts: [...] } }`: invalid cutouts are dropped one by one. */
const image = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const cutouts = (value as { imageData?: { cutouts?: unknown } } | null)?.imageData?.cutouts;
      if (!Array.isArray(cutouts)) return undefined;
      const valid = cutouts.flatMap((cutout) => {
        const parsed = v.safeParse(cutoutSchema, cutout);
        return parsed.success ? [parsed.output] : [];
      });
      return valid.length > 0 ? valid : undefined;
    }),
  ),
);

/** A switch: true or false; anything else is left out with a warning and reads as false. */
const flag = (name: string) => optionalField(name, v.boolean(), false);
const darkTheme = flag('promotion useDarkTheme');

const voucherCodeSchema = v.object({ code: text, instruction: optionalText });
const ctaButtonSchema = v.object({ ctaLink: v.object({ url: href, text }) });

/** A voucher or a call-to-action: `voucherOrButton.selector` picks one (header-search-cart.md 3). */
const voucherOrButton = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value): { voucher?: VoucherCode; cta?: CtaButton } | undefined => {
      const choice = value as { selector?: unknown; voucherCode?: unknown; ctaButton?: unknown } | null;
      if (choice?.selector === 'voucherCode') {
        const parsed = v.safeParse(voucherCodeSchema, choice.voucherCode);
        return parsed.success ? { voucher: parsed.output } : undefined;
      }
      if (choice?.selector === 'ctaButton') {
        const parsed = v.safeParse(ctaButtonSchema, choice.ctaButton);
        return parsed.success && parsed.output.ctaLink.url ? { cta: parsed.output } : undefined;
      }
      return undefined;
    }),
  ),
);

export type VoucherCode = v.InferOutput<typeof voucherCodeSchema>;
export type CtaButton = v.InferOutput<typeof ctaButtonSchema>;

const benefitLinkSchema = v.object({ url: href, text, boldLink: flag('header benefit boldLink') });

/**
 * Header benefits: a row of up to four links, one per tracked slot. A slot is the link's position
 * in the service's list (free shipping first), so a link left out for being invalid leaves its
 * slot empty rather than handing it to the next one.
 */
export const headerBenefitsSchema = v.object({
  links: v.pipe(
    v.array(v.unknown()),
    v.transform((links) =>
      links.slice(0, 4).flatMap((link, slot) => {
        const parsed = v.safeParse(benefitLinkSchema, link);
        return parsed.success ? [{ ...parsed.output, slot }] : [];
      }),
    ),
    v.minLength(1),
  ),
  backgroundColor: colour,
  promotionTextColor: colour,
});

/** Top banner: headline, link, voucher code or call-to-action, expandable legal text. */
export const topBannerSchema = v.object({
  headline: text,
  promotionShortText: optionalText,
  promotionLongText: optionalText,
  link: href,
  linkURL: href,
  voucherOrButton,
  legalText: optionalText,
  legalTextHint: optionalText,
  legalTextHintShort: optionalText,
  useDarkTheme: darkTheme,
  backgroundColor: colour,
  promotionTextColor: colour,
});

/** Phase-integration block: image, headline, subline, link. */
export const piPromotionSchema = v.object({
  headline: text,
  subline: optionalText,
  piImage: image,
  link: href,
  linkURL: href,
  useDarkTheme: darkTheme,
  backgroundColor: colour,
  promotionTextColor: colour,
});

/** Category promotion banner: headline, subline, voucher or button, legal hint, 16/9 image. */
export const categoryBannerSchema = v.object({
  headline: text,
  subline: optionalText,
  img: image,
  voucherOrButton,
  legalText: optionalText,
  legalTextHint: optionalText,
  legalTextHintShort: optionalText,
  useDarkTheme: darkTheme,
  backgroundColor: colour,
  promotionTextColor: colour,
});

export type HeaderBenefits = v.InferOutput<typeof headerBenefitsSchema>;
export type TopBanner = v.InferOutput<typeof topBannerSchema>;
export type PiPromotion = v.InferOutput<typeof piPromotionSchema>;
export type CategoryBanner = v.InferOutput<typeof categoryBannerSchema>;

/** A promotion that can be shown: its type and its checked content. */
export type Promotion =
  | { readonly type: 'ApiHeaderBenefitsPromotion'; readonly content: HeaderBenefits }
  | { readonly type: 'ApiTopBannerPromotion'; readonly content: TopBanner }
  | { readonly type: 'ApiPiPromotion'; readonly content: PiPromotion }
  | { readonly type: 'ApiCategory'; readonly content: CategoryBanner };
