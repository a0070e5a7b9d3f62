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
  let frame: number | undefined;
  let task: ReturnType<typeof setTimeout> | undefined;
  // The report waits until the frame after the input is painted (issue 38): it is a store update
  // that runs every selector of the page, and in the event's own task it was part of the first
  // click's or key's time to the next paint (INP), for a flag the next check reads minutes later.
  const onActivity = () => {
    if (Date.now() - lastReport < activityReportMs) return;
    lastReport = Date.now();
    frame = target.requestAnimationFrame(() => {
      task = setTimeout(() => dispatch(userActivitySeen()), 0);
    });
  };
  target.document.addEventListener('visibilitychange', onVisibility);
  // The store assumes a visible page; one opened in a background tab says so only once shown.
  if (target.document.visibilityState === 'hidden') onVisibility();
  for (const name of activityEvents) target.addEventListener(name, onActivity, { passive: true, capture: true });
  return () => {
    target.document.removeEventListener('visibilitychange', onVisibility);
    for (const name of activityEvents) target.removeEventListener(name, onActivity, { capture: true });
    if (frame !== undefined) target.cancelAnimationFrame(frame);
    clearTimeout(task);
  };
}
