import type { SiteCode } from '../../config/sites';
import { submittedTerm } from './normaliseSearchTerm';
import AT from './redirects/AT.json';
import CH from './redirects/CH.json';
import CH_FR from './redirects/CH_FR.json';
import CZ from './redirects/CZ.json';
import DE from './redirects/DE.json';
import HU from './redirects/HU.json';
import PL from './redirects/PL.json';
import SK from './redirects/SK.json';
import TR from './redirects/TR.json';

export type RedirectTable = Readonly<Record<string, string>>;

/**
 * Exact search words that lead to a fixed page instead of results (header-search-cart.md 2).
 * The words are data, one JSON file per site, so editors change them without touching code; a
 * value that is not a string fails the type check here. HU has only its catalogue entry.
 */
export const redirectTables: Readonly<Record<SiteCode, RedirectTable>> = {
  DE,
  AT,
  CH,
  CH_FR,
  CZ,
  HU,
  PL,
  SK,
  TR,
};

/**
 * The target of a search word on this site, or undefined. Keys match exactly and case-sensitively
 * (header-search-cart.md 5) after the spec's normalisation, which trims nothing. Only a table's own
 * keys count: "constructor" or "__proto__" must go to search, not to Object.prototype.
 */
export function matchRedirect(site: SiteCode, term: string): string | undefined {
  const word = submittedTerm(term);
  const table = redirectTables[site];
  return word !== '' && Object.hasOwn(table, word) ? table[word] : undefined;
}
