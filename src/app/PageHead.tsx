import { useIntl, type MessageDescriptor } from 'react-intl';
import { siteCodes, sites, type Site } from '../config/sites';
import { pagePaths } from '../config/endpoints';
import { useAppSelector } from './hooks';
import { selectSite } from './platform';
import { useAddress } from './routing';

/** The site whose page is `x-default`, for a searcher whose language no site speaks (docs/decisions.md). */
const defaultSite = sites.DE;

/** A page's path in another site: the paths the site table keeps per site map onto each other, others stay. */
const pathIn = (pathname: string, from: Site, to: Site) =>
  pathname === from.themeWorldPath ? to.themeWorldPath : pathname;

/**
 * The page's own address for search engines, on the site's domain (docs/decisions.md, "Canonical
 * and alternate addresses"): only the search's `query` says what a page shows; every other
 * parameter (`site`, `mock`, a campaign's `utm_*`, the double opt-in's token) is left out.
 */
function addressIn(site: Site, pathname: string, query: string) {
  return `${site.origin}${pathname}${query ? `?${new URLSearchParams({ query }).toString()}` : ''}`;
}

/**
 * What search engines read in the head of every page (issue 38): the page type's description in the
 * site's language, the canonical address and the hreflang alternates, one per site and `x-default`.
 * React puts the tags into the document's head, on the server (renderPage moves them there) and in
 * the browser, and swaps them with the page on a client-side navigation.
 */
export function PageHead({ description }: { description: MessageDescriptor }) {
  const intl = useIntl();
  const site = useAppSelector(selectSite);
  const { pathname, search } = useAddress();
  const query = pathname === pagePaths.search ? (new URLSearchParams(search).get('query')?.trim() ?? '') : '';
  // A search term is a word of one language: its results have equivalents only in the sites that speak it.
  const alternates = siteCodes.map((code) => sites[code]).filter((other) => !query || other.language === site.language);
  const href = (other: Site) => addressIn(other, pathIn(pathname, site, other), query);
  return (
    <>
      <meta name="description" content={intl.formatMessage(description)} />
      <link rel="canonical" href={href(site)} />
      {alternates.map((other) => (
        <link key={other.code} rel="alternate" hrefLang={other.locale} href={href(other)} />
      ))}
      {alternates.includes(defaultSite) && <link rel="alternate" hrefLang="x-default" href={href(defaultSite)} />}
    </>
  );
}
