import { lazy } from 'react';

/**
 * The footer's preview slot, as the feature's index hands it out: in the footer's chunk, its only
 * host, while the page evaluates this index at start for the slice and the listeners.
 */
export const LazyPreviewSlot = lazy(() =>
  import(/* webpackChunkName: "footer" */ './PreviewSlot').then((chunk) => ({ default: chunk.PreviewSlot })),
);
