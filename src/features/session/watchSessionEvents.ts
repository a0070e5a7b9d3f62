import type { Dispatch } from '@reduxjs/toolkit';
import { pageVisibilityChanged, userActivitySeen } from '../login';

/** The shopper's activity is reported at most this often: enough for a check every 3 minutes. */
const activityReportMs = 30_000;
const activityEvents = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The window events session renewal needs: the page's visibility (from the start: a hidden page
 * is reported at once) and the shopper's activity.
 */
export function watchSessionEvents(dispatch: Dispatch, target: Window = window): () => void {
  const onVisibility = () => dispatch(pageVisibilityChanged({ visible: target.document.visibilityState !== 'hidden' }));
  let lastReport = -Infinity;
  const onActivity = () => {
    if (Date.now() - lastReport < activityReportMs) return;
    lastReport = Date.now();
    dispatch(userActivitySeen());
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  // The store assumes a visible page; one opened in a background tab says so only once shown.
  if (target.document.visibilityState === 'hidden') onVisibility();
  for (const name of activityEvents) target.addEventListener(name, onActivity, { passive: true, capture: true });
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    for (const name of activityEvents) target.removeEventListener(name, onActivity, { capture: true });
  };
}
