/**
 * The page's first script (issue 16). On a page the server rendered (src/app/server/renderPage.tsx)
 * it starts the shop's scripts once the page is on screen (its first contentful paint): the HTML,
 * its CSS and its largest image have the connection to themselves, and no script runs before the
 * page shows. The server lists the scripts in this script's `data-shop-entries` instead of loading
 * them. A page in a background tab, where nothing is painted, starts them after a short wait.
 *
 * On a page the browser renders alone, the scripts load as usual (`defer`) and this one does nothing.
 * No imports: it is its own webpack entry of well under 1 kB.
 */
const entries = (document.currentScript as HTMLScriptElement | null)?.dataset.shopEntries?.split(' ') ?? [];
const hiddenTabStartMs = 1000;

let started = false;
function startShopScripts() {
  if (started) return;
  started = true;
  for (const src of entries.filter(Boolean)) {
    const script = document.createElement('script');
    script.src = src;
    // Run in the listed order (vendor before main), each as soon as it and those before it are here.
    script.async = false;
    document.head.append(script);
  }
}

// A form the server rendered is not the shop's until its scripts have taken it over (its fields
// are read-only until then), but Enter in a field or a press of its button would send it the
// browser's way: a GET that reloads the page, the shop's scripts with it. The shop's forms
// (`data-shop-form`, ShopForm) are sent by script only: one that no handler took
// (`defaultPrevented`) is held. Listening on window, the last stop, lets React's handler go first
// once it owns the form.
window.addEventListener('submit', (event) => {
  if (!event.defaultPrevented && (event.target as Element).matches('form[data-shop-form]')) event.preventDefault();
});

// A page the build prerendered for an address pattern that this address does not fit
// (src/app/server/addressSlot.ts) has emptied its mount element: nothing paints before the shop's
// scripts render the page, so they start at once. (No import: the attribute's name is serverData's.)
const nothingToPaint = !document.getElementById('root')?.hasAttribute('data-server-rendered');

if (entries.length > 0 && nothingToPaint) {
  startShopScripts();
} else if (entries.length > 0) {
  if (typeof PerformanceObserver === 'function') {
    // The paint entry comes once the frame is on screen, not when the main thread has drawn it.
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startShopScripts();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(startShopScripts, hiddenTabStartMs);
  } else {
    startShopScripts();
  }
}
