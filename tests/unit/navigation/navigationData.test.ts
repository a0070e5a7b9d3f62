import { createIntl } from 'react-intl';
import * as v from 'valibot';
import { categoryNavigationFor, themeWorldNavigationFor } from '../../../mocks/data/navigationCatalogue';
import { siteCodes, sites } from '../../../src/config/sites';
import { defaultCategoryNavigation } from '../../../src/features/navigation/defaultNavigation';
import { localeMessages } from '../../support/messages';
import {
  categoryNavigationSchema,
  themeWorldNavigationSchema,
  themeWorldSectionKeys,
  type NavigationNode,
} from '../../../src/features/navigation/types';

const depth = (nodes: readonly NavigationNode[] | undefined): number =>
  nodes?.length ? 1 + Math.max(...nodes.map((node) => depth(node.children))) : 0;

describe.each(siteCodes)('the navigation of %s', (site) => {
  const categories = categoryNavigationFor(site);

  // The default titles come from the locale's messages (issue 46). A no-break space the message
  // sets after a one-letter word ("Sport i rekreacja") is as wide as the service's space.
  it("default bar is the service's top level, so nothing moves when the answer arrives", () => {
    const { locale } = sites[site];
    const intl = createIntl({ locale, messages: localeMessages[locale] });
    const spaced = (nodes: readonly { title: string; href: string }[]) =>
      nodes.map(({ title, href }) => ({ title: title.replace(/\u00a0/gu, ' '), href }));
    expect(spaced(defaultCategoryNavigation(intl))).toEqual(spaced(categories));
  });

  // Issue 46: the titles lived in the code, where translators never saw them.
  it("default bar's titles are the locale file's messages, so a translator's change shows", () => {
    const { locale } = sites[site];
    const messages = { ...localeMessages[locale], 'navigation.default.coffee': 'Übersetzt' };
    const titles = defaultCategoryNavigation(createIntl({ locale, messages })).map(({ title }) => title);
    expect(titles[0]).toBe('Übersetzt');
    expect(titles).toHaveLength(9);
  });

  it('mock passes the schemas: at least 8 categories, 3 levels, teasers, four theme-world sections', () => {
    expect(v.safeParse(categoryNavigationSchema, categories).success).toBe(true);
    expect(categories.length).toBeGreaterThanOrEqual(8);
    expect(depth(categories)).toBe(3);
    expect(categories.filter((node) => node.teaser?.list.length).length).toBeGreaterThanOrEqual(8);
    const worlds = v.parse(themeWorldNavigationSchema, themeWorldNavigationFor(site, new Date()));
    for (const key of themeWorldSectionKeys) expect(worlds.sections[key]?.themeworlds.length).toBeGreaterThan(0);
  });
});
