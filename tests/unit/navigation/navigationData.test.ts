import * as v from 'valibot';
import { categoryNavigationFor, themeWorldNavigationFor } from '../../../mocks/data/navigationCatalogue';
import { siteCodes } from '../../../src/config/sites';
import { defaultCategoryNavigation } from '../../../src/features/navigation/defaultNavigation';
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

  it("default bar is the service's top level, so nothing moves when the answer arrives", () => {
    expect(defaultCategoryNavigation[site]).toEqual(categories.map(({ title, href }) => ({ title, href })));
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
