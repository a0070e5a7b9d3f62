import type { LayoutPlatform } from '../../app/platform';
import { endpoints } from '../../config/endpoints';
import { cookieNames } from '../../config/storage';
import { readCookie } from '../../lib/cookies';
import type { NewsletterStatus } from './useNewsletterStatus';
import { isLogoKey, type FooterContent, type TeaserGroup } from './types';

/** How the footer is shown (newsletter-footer-preview.md 2.2, footer props). */
export interface FooterMode {
  platform: LayoutPlatform;
  /** Reduced mode: affiliate visitors and the new native app. */
  reduced: boolean;
  /** The footer of the checkout's pages: groups flagged hideGroupInCheckout are left out. */
  checkout: boolean;
}

/** Reduced mode comes on with an affiliate cookie or `xc-app=new` (spec 2.2). */
export function reducedByCookies(cookieString?: string): boolean {
  return (
    readCookie(cookieNames.affiliate, cookieString) !== undefined ||
    readCookie(cookieNames.nativeApp, cookieString) === 'new'
  );
}

/**
 * The teaser groups to show: hide-in-checkout groups leave in the checkout and in reduced mode; on
 * CLASSIC the links flagged hideInClassic leave too, as the group's heading links to its overview.
 */
export function visibleGroups(groups: readonly TeaserGroup[], mode: FooterMode): TeaserGroup[] {
  return groups
    .filter((group) => !(group.hideGroupInCheckout && (mode.checkout || mode.reduced)))
    .map((group) =>
      mode.platform === 'CLASSIC' ? { ...group, links: group.links.filter((link) => !link.hideInClassic) } : group,
    );
}

/** The content the mode shows: reduced mode leaves out the SEO block and the icon groups. */
export function visibleContent(content: FooterContent, mode: FooterMode): FooterContent {
  const groups = visibleGroups(content.teaser?.groups ?? [], mode);
  if (!mode.reduced) return { ...content, teaser: { groups } };
  return {
    ...content,
    teaser: { groups },
    seo: undefined,
    socialMedia: undefined,
    appReferences: undefined,
    groupedIcons: undefined,
  };
}

/**
 * The newsletter block shows unless the page hides the form, the customer already signed up or
 * waits for the confirmation, or the footer is reduced (spec 2.2).
 */
export function showsNewsletter(pageShowsNewsletter: boolean, status: NewsletterStatus | undefined, reduced: boolean) {
  return pageShowsNewsletter && !reduced && status !== 'WAITING_FOR_DOI' && status !== 'SUBSCRIBED';
}

/**
 * A quality or payment logo's address: /service/footer-images/logos/{folder/}{key}.svg, with the
 * site's sub-folder (DE and PL use the root). An unknown key is logged as an error and yields '' (spec 3).
 */
export function logoPath(key: string, folder: string): string {
  if (!isLogoKey(key)) {
    // "An unknown key logs an error" (newsletter-footer-preview.md 3): an error, as monitoring
    // watches errors.
    console.error(`footer: unknown logo source "${key}"; not shown`);
    return '';
  }
  return [endpoints.footerLogos, folder, `${key}.svg`].filter(Boolean).join('/');
}
