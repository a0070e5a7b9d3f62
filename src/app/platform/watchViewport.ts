import type { Dispatch } from '@reduxjs/toolkit';
import { timings } from '../../config/timings';
import { debounce } from '../../lib/debounce';
import { viewportResized } from './platformSlice';

/**
 * Reports the window's width to the store after it has been quiet for 500 ms, so a drag of the
 * window edge is one `platform/viewportResized` action in DevTools, not hundreds.
 * Returns the function that stops watching.
 */
export function watchViewport(dispatch: Dispatch, target: Window = window): () => void {
  const report = debounce(() => dispatch(viewportResized(target.innerWidth)), timings.resizeDebounceMs);
  target.addEventListener('resize', report);
  return () => {
    report.cancel();
    target.removeEventListener('resize', report);
  };
}
