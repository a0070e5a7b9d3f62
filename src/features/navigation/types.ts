import * as v from 'valibot';
import { listOf, optionalField, optionalListOf } from '../../api/lenient';
import { calendarDay, ratio } from '../../api/untypedForms';
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
const target = optionalField('navigation target', v.string());

/** Teaser (header-search-cart.md 3): link{url or href, title, target}, image{src, alt}, title. */
export const teaserSchema = v.pipe(
  v.object({
    title: text,
    link: v.object({
      url: v.optional(href),
      href: v.optional(href),
      title: optionalField('teaser link title', v.string()),
      target,
    }),
    image: optionalField(
      'teaser image',
      v.object({ src: imageSource, alt: optionalField('teaser image alt', v.string()) }),
    ),
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
  children: optionalField('navigation children', listOf(v.lazy(() => navigationNodeSchema))),
  teaser: optionalField(
    'navigation teaser',
    v.object({ title: optionalField('teaser title', v.string()), list: listOf(teaserSchema) }),
  ),
});

/**
 * `GET /service/header-backend/api/show`: the category list, one node per bar item. A node that
 * does not parse is left out; an answer none of whose nodes parses is refused, so the bar keeps
 * the site's default navigation rather than going blank.
 */
export const categoryNavigationSchema = v.pipe(
  v.array(v.unknown()),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const nodes = v.parse(listOf(navigationNodeSchema), dataset.value);
    if (dataset.value.length > 0 && nodes.length === 0) {
      addIssue({ message: 'no category in the answer parses' });
      return NEVER;
    }
    return nodes;
  }),
);
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
const knownKeys = <const K extends string>(name: string, keys: readonly K[]) => optionalListOf(name, v.picklist(keys));

/** Theme world (header-search-cart.md 3); `{product}Card` is `card`, as in `isCardMember`. */
export const themeWorldSchema = v.object({
  url: href,
  imgUrl: imageSource,
  desktopImg: optionalField(
    'theme world desktopImg',
    v.object({
      cutout: optionalField(
        'theme world cutout',
        v.object({
          focusPoint: optionalField('theme world focusPoint', v.object({ x: v.number(), y: v.number() })),
          /**
           * A number (1.78) or a text ('16/9'): the spec does not type it. A ratio no picture has
           * (limits.contentImageAspectRatio) reads as none: the card's own.
           */
          aspectRatio: optionalField(
            'theme world aspectRatio',
            v.pipe(
              ratio,
              v.transform((value) => {
                const { min, max } = limits.contentImageAspectRatio;
                return value >= min && value <= max ? value : undefined;
              }),
            ),
          ),
        }),
      ),
    }),
  ),
  title: text,
  card: optionalField('theme world card', v.boolean(), false),
  availability: knownKeys('theme world availability', availabilityKeys),
  badges: knownKeys('theme world badges', badgeKeys),
  /** The last day, as a calendar day or a date-time (the spec does not type it): kept as YYYY-MM-DD. */
  endDate: optionalField('theme world endDate', calendarDay),
  /** The service's own end-date wording ("bis 3. Dezember"), shown as it comes. */
  endDateText: optionalField('theme world endDateText', v.string()),
  /** Present when the service wants the "only X days left" hint; our text says it with plurals. */
  onlyXDaysLeftText: optionalField('theme world onlyXDaysLeftText', v.string()),
});
export type ThemeWorld = v.InferOutput<typeof themeWorldSchema>;

export { themeWorldSectionKeys, type ThemeWorldSectionKey } from './themeWorldSections';

const sectionSchema = v.object({ headline: text, themeworlds: listOf(themeWorldSchema) });
export type ThemeWorldSection = v.InferOutput<typeof sectionSchema>;

/** `GET /service/themeworld-frontend/api/themeworlds/navigation` (header-search-cart.md 3). */
export const themeWorldNavigationSchema = v.object({
  sections: v.object({
    scout: optionalField('theme world section scout', sectionSchema),
    new: optionalField('theme world section new', sectionSchema),
    more: optionalField('theme world section more', sectionSchema),
    lastChance: optionalField('theme world section lastChance', sectionSchema),
  }),
  // `translations` is not read (our texts are react-intl messages), so it is not checked.
  /** The overview page's own title and address; the bar links the site table's path. */
  overview: optionalField('theme world overview', v.object({ title: text, url: href })),
});
export type ThemeWorldNavigation = v.InferOutput<typeof themeWorldNavigationSchema>;
