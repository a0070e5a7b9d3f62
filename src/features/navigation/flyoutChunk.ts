import { timings } from '../../config/timings';
import { chunkLoader } from '../../lib/chunkLoader';

/**
 * The flyout contents' chunk (theme-world cards, drill-down, teasers): not part of the first
 * paint, downloaded on the first hover, focus or tap on the bar. A failed download is asked for
 * again at the next hover or opening, after a short back-off. One place imports it, so a test can
 * hold or fail the download.
 */
export const flyoutChunk = chunkLoader(
  () => import(/* webpackChunkName: "navigation-flyouts" */ './components/FlyoutContent'),
  { retryAfterMs: timings.chunkRetryBackoffMs },
);
export const loadFlyoutChunk = () => flyoutChunk.load();
