import * as v from 'valibot';
import { limits } from '../../config/limits';
import { hasScheme, isImageSource, isSitePath } from '../../lib/contentAddress';

/*
 * The two navigation services' answers (header-search-cart.md 3 and 7), checked where they enter
 * (decision "Every answer is checked where it enters"). The spec names the fields, not the
 * envelope: decided in docs/decisions.md ("Navigation answers").
 */

const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);

/**
 * A link the shopper may follow: a site path or an http(s) address. Anything else (a
 * `javascript:` or `data:` address from content) fails the check instead of reaching an `href`.
 */
const isLinkTarget = (value: string) => isSitePath(value) || hasScheme(value, ['http:', 'https:']);

const href = v.pipe(text, v.check(isLinkTarget, 'not a site path or an http(s) address'), v.trim());
/** A picture: a site path or an https address, what the page may load (lib/contentAddress.ts). */
const imageSource = v.pipe(text, v.check(isImageSource, 'not a site path or an https address'), v.trim());
/** `_blank` opens a new tab; anything else is the same tab. */
const target = v.nullish(v.string());

/** Teaser (header-search-cart.md 3): link{url or href, title, target}, image{src, alt}, title. */
export const teaserSchema = v.pipe(
  v.object({
    title: text,
    link: v.object({
      url: v.optional(href),
      href: v.optional(href),
      title: v.nullish(v.string()),
      target,
    }),
    image: v.nullish(v.object({ src: imageSource, alt: v.nullish(v.string()) })),
  }),
  v.check((teaser) => Boolean(teaser.link.url ?? teaser.link.href), 'a teaser needs a link'),
);
export type Teaser = v.InferOutput<typeof teaserSchema>;

/**
 * Navigation node (header-search-cart.md 3). `index`, `childIsSelected` and `lastSelectedNode` are
 * the old client's drill-down state; ours lives in the `flyout` slice, so they are not read.
 */
export interface NavigationNode {
  title: string;
  href: string;
  target?: string | null | undefined;
  children?: NavigationNode[] | undefined;
  teaser?: { title?: string | null | undefined; list: Teaser[] } | null | undefined;
}

export const navigationNodeSchema: v.GenericSchema<unknown, NavigationNode> = v.object({
  title: text,
  href,
  target,
  children: v.optional(v.array(v.lazy(() => navigationNodeSchema))),
  teaser: v.nullish(v.object({ title: v.nullish(v.string()), list: v.array(teaserSchema) })),
});

/** `GET /service/header-backend/api/show`: the category list, one node per bar item. */
export const categoryNavigationSchema = v.array(navigationNodeSchema);
export type CategoryNavigation = NavigationNode[];

/** Availability keys of a theme world (header-search-cart.md 3). */
export const availabilityKeys = [
  'onlineOnly',
  'nextWeekStore',
  'thisWeekStore',
  'storeAlso',
  'storeWednesday',
] as const;
export type Availability = (typeof availabilityKeys)[number];
/** Badge keys of a theme world. */
export const badgeKeys = ['scout', 'new', 'preview'] as const;
export type Badge = (typeof badgeKeys)[number];

/** Unknown keys are dropped, not fatal: a new key from the service must not hide the world. */
const knownKeys = <const K extends string>(keys: readonly K[]) =>
  v.pipe(
    v.optional(v.array(v.string()), []),
    v.transform((values) => values.filter((value): value is K => (keys as readonly string[]).includes(value))),
  );

/** Theme world (header-search-cart.md 3); `{product}Card` is `card`, as in `isCardMember`. */
export const themeWorldSchema = v.object({
  url: href,
  imgUrl: imageSource,
  desktopImg: v.nullish(
    v.object({
      imageDerivative: v.nullish(v.string()),
      cutout: v.nullish(
        v.object({
          focusPoint: v.nullish(v.object({ x: v.number(), y: v.number() })),
          zoom: v.nullish(v.number()),
          /** A ratio no picture has (limits.contentImageAspectRatio) reads as none: the card's own. */
          aspectRatio: v.nullish(
            v.pipe(
              v.number(),
              v.transform((ratio) => {
                const { min, max } = limits.contentImageAspectRatio;
                return ratio >= min && ratio <= max ? ratio : undefined;
              }),
            ),
          ),
        }),
      ),
    }),
  ),
  title: text,
  card: v.optional(v.boolean(), false),
  availability: knownKeys(availabilityKeys),
  badges: knownKeys(badgeKeys),
  /** ISO date (YYYY-MM-DD) of the last day. */
  endDate: v.nullish(v.pipe(v.string(), v.isoDate())),
  /** The service's own end-date wording ("bis 3. Dezember"), shown as it comes. */
  endDateText: v.nullish(v.string()),
  /** Present when the service wants the "only X days left" hint; our text says it with plurals. */
  onlyXDaysLeftText: v.nullish(v.string()),
});
export type ThemeWorld = v.InferOutput<typeof themeWorldSchema>;

export { themeWorldSectionKeys, type ThemeWorldSectionKey } from './themeWorldSections';

const sectionSchema = v.object({ headline: text, themeworlds: v.array(themeWorldSchema) });
export type ThemeWorldSection = v.InferOutput<typeof sectionSchema>;

/** `GET /service/themeworld-frontend/api/themeworlds/navigation` (header-search-cart.md 3). */
export const themeWorldNavigationSchema = v.object({
  sections: v.object({
    scout: v.optional(sectionSchema),
    new: v.optional(sectionSchema),
    more: v.optional(sectionSchema),
    lastChance: v.optional(sectionSchema),
  }),
  translations: v.optional(v.record(v.string(), v.string()), {}),
  /** The overview page's own title and address; the bar links the site table's path. */
  overview: v.optional(v.object({ title: text, url: href })),
});
export type ThemeWorldNavigation = v.InferOutput<typeof themeWorldNavigationSchema>;
