import type { NavigationNode } from './types';

/*
 * The category flyout's drill-down (header-search-cart.md 4): a node is addressed by its path of
 * keys from the category's children down; the selection is one such path, the open branch.
 */

/** A node's key among its siblings: its position, which is all the service guarantees. */
export const nodeKey = (index: number) => String(index);

/**
 * A node toggles its selected state; selecting a node deselects its children (and whatever
 * else was open beside it); deselecting it closes its branch below it.
 */
export function toggleDrillDown(current: readonly string[], node: readonly string[]): string[] {
  const selected = node.length > 0 && node.every((key, depth) => current[depth] === key);
  return selected ? node.slice(0, -1) : [...node];
}

const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Does this node's address lead to the page at `pathname` (or a page below it)? */
function holds(node: NavigationNode, pathname: string): boolean {
  if (!node.href.startsWith('/')) return false;
  const href = normalisePath(node.href.split(/[?#]/)[0] ?? '');
  const page = normalisePath(pathname);
  return page === href || page.startsWith(`${href}/`);
}

/**
 * The path to the deepest node holding the current page, which is pre-selected, so the shopper
 * finds the flyout open where they are; empty when no node holds it.
 */
export function currentPagePath(nodes: readonly NavigationNode[] | undefined, pathname: string): string[] {
  for (const [index, node] of (nodes ?? []).entries()) {
    if (holds(node, pathname)) return [nodeKey(index), ...currentPagePath(node.children, pathname)];
  }
  return [];
}

/** The nodes along a path, from the first level down; stops where the tree does. */
export function nodesAlong(nodes: readonly NavigationNode[] | undefined, path: readonly string[]): NavigationNode[] {
  const [key, ...rest] = path;
  const node = key === undefined ? undefined : nodes?.[Number(key)];
  return node ? [node, ...nodesAlong(node.children, rest)] : [];
}
