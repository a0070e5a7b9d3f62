import { currentPagePath, nodesAlong, toggleDrillDown } from '../../../src/features/navigation/drillDown';
import type { NavigationNode } from '../../../src/features/navigation/types';

const tree: NavigationNode[] = [
  {
    title: 'Bohnen',
    href: '/c/coffee/beans',
    children: [
      { title: 'Espresso', href: '/c/coffee/beans/espresso' },
      { title: 'Crema', href: '/c/coffee/beans/crema' },
    ],
  },
  {
    title: 'Maschinen',
    href: '/c/coffee/machines',
    children: [{ title: 'Vollautomaten', href: '/c/coffee/machines/automatic' }],
  },
  { title: 'Partner', href: 'https://partner.example/coffee' },
];

describe('toggling a drill-down node (header-search-cart.md 4)', () => {
  it('selects a node that was not selected', () => {
    expect(toggleDrillDown([], ['1'])).toEqual(['1']);
  });

  it('deselects a selected node and closes its branch below it', () => {
    expect(toggleDrillDown(['0', '1'], ['0'])).toEqual([]);
    expect(toggleDrillDown(['0', '1'], ['0', '1'])).toEqual(['0']);
  });

  it('selecting a node deselects its children and the branch open beside it', () => {
    expect(toggleDrillDown(['0', '1'], ['1'])).toEqual(['1']);
    expect(toggleDrillDown(['0', '1'], ['0', '0'])).toEqual(['0', '0']);
  });
});

describe('the node holding the current page', () => {
  it('is found at any depth, with the path down to it', () => {
    expect(currentPagePath(tree, '/c/coffee/beans/crema')).toEqual(['0', '1']);
    expect(currentPagePath(tree, '/c/coffee/machines')).toEqual(['1']);
  });

  it('holds the pages below it and ignores a trailing slash', () => {
    expect(currentPagePath(tree, '/c/coffee/machines/automatic/')).toEqual(['1', '0']);
    expect(currentPagePath(tree, '/c/coffee/beans/espresso/500g')).toEqual(['0', '0']);
  });

  it('is none for a page outside the tree, and never an external address', () => {
    expect(currentPagePath(tree, '/c/kitchen')).toEqual([]);
    expect(currentPagePath(tree, '/c/coffee/beansalad')).toEqual([]);
    expect(currentPagePath(tree, '/coffee')).toEqual([]);
  });
});

describe('the nodes along a path', () => {
  it('lists them from the first level down and stops where the tree does', () => {
    expect(nodesAlong(tree, ['0', '1']).map((node) => node.title)).toEqual(['Bohnen', 'Crema']);
    expect(nodesAlong(tree, ['2', '0']).map((node) => node.title)).toEqual(['Partner']);
    expect(nodesAlong(tree, ['7'])).toEqual([]);
  });
});
