import type { useAppDispatch } from '../../app/hooks';
import type { SiteCode } from '../../config/sites';
import { pageLocation } from '../../lib/pageLocation';
import { searchSubmitted } from './searchSlice';
import { searchTarget } from './searchTarget';

interface SubmitContext {
  site: SiteCode;
  dispatch: ReturnType<typeof useAppDispatch>;
  /** Client-side navigation where the shop's router is, else a page load. */
  navigate: (href: string) => void;
}

/**
 * Goes where a submitted term leads (header-search-cart.md 5): a redirect word to its page, any
 * other term to the results page. False for a term that is empty once normalised: nothing happens.
 */
export function submitSearch(term: string, { site, dispatch, navigate }: SubmitContext): boolean {
  const target = searchTarget(site, term);
  if (target.kind === 'empty') return false;
  dispatch(searchSubmitted({ href: target.href }));
  // Redirect pages are other applications' pages (or partner sites): always a page load.
  if (target.kind === 'redirect') pageLocation.assign(target.href);
  else navigate(target.href);
  return true;
}
