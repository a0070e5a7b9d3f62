import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectPreviewActive } from '../previewSlice';

// Staff only: the panel and its dialog are a chunk that shoppers never download.
const PreviewPanel = lazy(() => import(/* webpackChunkName: "preview" */ './PreviewPanel'));

/**
 * The footer's preview slot (newsletter-footer-preview.md 2.2, 2.4): the staff panel, only while
 * the preview session is active (a preview cookie and a successful auth check).
 */
export function PreviewSlot() {
  const active = useAppSelector(selectPreviewActive);
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <PreviewPanel />
    </Suspense>
  );
}
