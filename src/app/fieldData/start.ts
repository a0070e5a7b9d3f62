import { fieldDataMetaName } from '../../config/fieldDataMeta';
import { caughtErrorEvent } from '../SlotBoundary';

/**
 * Field data (docs/field-data.md), in the initial chunk: only what must be there from the start,
 * in as few bytes as it takes (the initial JS is at its budget). When the page names a field-data
 * address (`<meta name="shop-field-data">`), the page's errors are noted from now on (20 at most),
 * and the reporter (web-vitals and the beacons, a chunk of its own) is loaded once the page has
 * loaded and the browser is idle (at once where it cannot say): it takes over the errors noted so
 * far and the listening. The vitals do not need it earlier: web-vitals reads the browser's buffered
 * entries. Without the meta nothing is listened to and nothing loaded.
 */
export function startFieldData() {
  const endpoint = document.querySelector<HTMLMetaElement>(`meta[name="${fieldDataMetaName}"]`)?.content;
  if (!endpoint) return;
  const early: Event[] = [];
  const note = (event: Event) => early.length < 20 && early.push(event);
  for (const type of ['error', 'unhandledrejection', caughtErrorEvent]) addEventListener(type, note);
  const load = () =>
    void import(/* webpackChunkName: "field-data" */ './reporter').then(({ startReporter }) =>
      startReporter(endpoint, early, note),
    );
  // Once the browser has a moment; a timer where it cannot say (Safari has no requestIdleCallback).
  // The check comes first, where eslint-plugin-compat sees it.
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(load, { timeout: 5000 });
      return;
    }
    setTimeout(load, 0);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle);
}
