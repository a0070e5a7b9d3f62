import type { Dispatch } from '@reduxjs/toolkit';
import { timings } from '../../config/timings';
import { debounce } from '../../lib/debounce';
import { pageScrolled } from './platformSlice';

/**
 * Reports where the page was scrolled to once scrolling has rested for 50 ms (header-search-cart.md
 * 9), as `platform/pageScrolled`: the header hides on the way down and the banners' legal texts
 * close. Returns the function that stops watching.
 */
export function watchScroll(dispatch: Dispatch, target: Window = window): () => void {
  const report = debounce(() => dispatch(pageScrolled(target.scrollY)), timings.scrollDebounceMs);
  target.addEventListener('scroll', report, { passive: true });
  return () => {
    report.cancel();
    target.removeEventListener('scroll', report);
  };
}
