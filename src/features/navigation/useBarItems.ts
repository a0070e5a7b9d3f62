import { useDeferredValue, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { selectSite } from '../../app/platform';
import { defaultCategoryNavigation } from './defaultNavigation';
import { navigationMessages } from './messages';
import { useGetCategoryNavigationQuery, useGetThemeWorldNavigationQuery } from './navigationApi';
import { themeWorldSectionKeys } from './themeWorldSections';
import type { NavigationNode, ThemeWorldNavigation } from './types';

/** What a bar item's flyout shows: the theme-world sections, or a category's drill-down and teasers. */
export type FlyoutItem =
  | {
      readonly kind: 'themeWorlds';
      readonly navigation: ThemeWorldNavigation;
      /** The overview page (the bar item's address), the flyout's first link. */
      readonly href: string;
    }
  | { readonly kind: 'category'; readonly node: NavigationNode };

export interface BarItem {
  /** Stable while the service's answer replaces the default: the item's position. */
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** Without one the item is a plain link. */
  readonly flyout?: FlyoutItem;
  /**
   * A default item standing in for the service's: it keeps the room of the flyout's chevron, so
   * the bar does not move when the answer turns it into a button.
   */
  readonly standIn?: boolean;
}

const hasThemeWorlds = (navigation: ThemeWorldNavigation | undefined): navigation is ThemeWorldNavigation =>
  themeWorldSectionKeys.some((key) => (navigation?.sections[key]?.themeworlds.length ?? 0) > 0);

/**
 * The bar's items (header-search-cart.md 2): the theme-world overview first (its address from the
 * site table), then one item per category. Until the category service answers, and for good when
 * it fails, the site's default navigation stands in, so the bar is never blank.
 *
 * The items are the same array while the answers are the same, and the bar takes a new one in a
 * deferred render (`useDeferredValue`): the answers' store updates are synchronous, and the bar's
 * ten items with their buttons took a task of 20–30 ms to render and commit in one piece (TBT,
 * issue 16). A deferred render yields to the browser between items.
 */
export function useBarItems(): BarItem[] {
  const intl = useIntl();
  const site = useAppSelector(selectSite);
  const { data } = useGetCategoryNavigationQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  const { data: themeWorlds } = useGetThemeWorldNavigationQuery(undefined, {
    selectFromResult: ({ data }) => ({ data }),
  });
  const themeWorldsTitle = intl.formatMessage(navigationMessages.themeWorlds);
  const items = useMemo(() => {
    const categories = data ?? defaultCategoryNavigation(intl);
    const themeWorldItem: BarItem = {
      id: 'themeworlds',
      title: themeWorlds?.overview?.title ?? themeWorldsTitle,
      href: site.themeWorldPath,
      ...(hasThemeWorlds(themeWorlds) && {
        flyout: { kind: 'themeWorlds', navigation: themeWorlds, href: site.themeWorldPath },
      }),
      ...(!themeWorlds && { standIn: true }),
    };
    return [
      themeWorldItem,
      ...categories.map((node, index): BarItem => ({
        id: `category-${index}`,
        title: node.title,
        href: node.href,
        ...((node.children?.length ?? 0) > 0 && { flyout: { kind: 'category', node } }),
        ...(!data && { standIn: true }),
      })),
    ];
  }, [data, themeWorlds, site, themeWorldsTitle, intl]);
  return useDeferredValue(items);
}
