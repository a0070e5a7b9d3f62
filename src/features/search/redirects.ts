import type { SiteCode } from '../../config/sites';
import { submittedTerm } from './normaliseSearchTerm';
export type RedirectTable = Readonly<Record<string, string>>;

/**
 * Exact search words that lead to a fixed page instead of results (header-search-cart.md 2).
 * The words are data, one JSON file per site, so editors change them without touching code. Each
 * site's table is a chunk of its own: the page loads its site's beside its locale, before the
 * first render (`loadRedirectTable`), so the other eight never reach a shopper. HU has only its
 * catalogue entry.
 */
const tableLoaders: Readonly<Record<SiteCode, () => Promise<{ default: RedirectTable }>>> = {
  DE: () => import(/* webpackChunkName: "redirects-DE" */ './redirects/DE.json'),
  AT: () => import(/* webpackChunkName: "redirects-AT" */ './redirects/AT.json'),
  CH: () => import(/* webpackChunkName: "redirects-CH" */ './redirects/CH.json'),
  CH_FR: () => import(/* webpackChunkName: "redirects-CH_FR" */ './redirects/CH_FR.json'),
  CZ: () => import(/* webpackChunkName: "redirects-CZ" */ './redirects/CZ.json'),
  HU: () => import(/* webpackChunkName: "redirects-HU" */ './redirects/HU.json'),
  PL: () => import(/* webpackChunkName: "redirects-PL" */ './redirects/PL.json'),
  SK: () => import(/* webpackChunkName: "redirects-SK" */ './redirects/SK.json'),
  TR: () => import(/* webpackChunkName: "redirects-TR" */ './redirects/TR.json'),
};

const loadedTables = new Map<SiteCode, RedirectTable>();

/**
 * Loads a site's redirect table once. A table that does not arrive is logged and taken as empty:
 * every word is then a search, and the search still works.
 */
export async function loadRedirectTable(site: SiteCode): Promise<void> {
  if (loadedTables.has(site)) return;
  try {
    loadedTables.set(site, (await tableLoaders[site]()).default);
  } catch (error) {
    console.warn(`search: the ${site} redirect table did not load; every word is a search`, error);
    loadedTables.set(site, {});
  }
}

/**
 * The target of a search word on this site, or undefined. Keys match exactly and case-sensitively
 * (header-search-cart.md 5) after the spec's normalisation, which trims nothing. Only a table's own
 * keys count: "constructor" or "__proto__" must go to search, not to Object.prototype.
 */
export function matchRedirect(site: SiteCode, term: string): string | undefined {
  const word = submittedTerm(term);
  const table = loadedTables.get(site);
  if (!table) throw new Error(`The ${site} redirect table is not loaded: the page calls loadRedirectTable at start.`);
  return word !== '' && Object.hasOwn(table, word) ? table[word] : undefined;
}
