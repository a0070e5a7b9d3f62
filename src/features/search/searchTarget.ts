import { pagePaths } from '../../config/endpoints';
import type { SiteCode } from '../../config/sites';
import { matchRedirect } from './redirects';
import { normaliseSearchTerm, submittedTerm } from './normaliseSearchTerm';

export type SearchTarget = { kind: 'redirect'; href: string } | { kind: 'search'; href: string } | { kind: 'empty' };

/**
 * Where a submitted term leads (header-search-cart.md 5): a redirect-table word to its page,
 * any other non-empty term to the results page, an empty one nowhere (the caller only focuses the
 * field). `href` is a same-origin path, or an https address for a partner site.
 */
export function searchTarget(site: SiteCode, rawTerm: unknown): SearchTarget {
  const redirect = matchRedirect(site, submittedTerm(rawTerm));
  if (redirect !== undefined) return { kind: 'redirect', href: redirect };
  // Only the search itself ignores the spaces around a term.
  const term = normaliseSearchTerm(rawTerm);
  if (term === '') return { kind: 'empty' };
  return { kind: 'search', href: `${pagePaths.search}?query=${encodeURIComponent(term)}` };
}
