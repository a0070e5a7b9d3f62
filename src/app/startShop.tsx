import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sites } from '../config/sites';
import { App } from './App';
import { applyDocumentLocale, readPlatform, readStoredCart } from './bootstrap';
import { loadConsentScript } from './consent';
import { startWindowBridges } from './bridges';
import type { Messages } from './i18n/loadMessages';
import { nextTask } from '../lib/nextTask';
import { makeStore } from './store';
import { headerPromotionId, preloadPromotion } from '../features/promotions';
import { sessionWatchStarted } from '../features/greeting';
import { previewWatchStarted } from '../features/preview';
import { loadRedirectTable } from '../features/search';

/** How long the first paint waits for the header's banner after the locale has arrived. */
const headerPromotionWaitMs = 300;

/** Everything after the entry's stages (index.tsx): the store, the services asked for before the first paint, the render. */
export async function startShop(mount: HTMLElement, messagesLoaded: Promise<Messages>) {
  const platform = readPlatform(mount);
  const site = sites[platform.site];
  applyDocumentLocale(site);
  loadConsentScript(platform.site, mount.dataset.stage);
  const store = makeStore({ platform, cart: readStoredCart() });
  // Each step below is a task of its own (nextTask): together they were one long task on a phone.
  await nextTask();
  // The header's banner is asked for beside the locale, so it is in the first paint rather than
  // pushing the page down later; a slow promotion service delays the page by 300 ms at most.
  const headerPromotion = store.dispatch(preloadPromotion(headerPromotionId));
  // The site's search redirect table comes beside the locale (a failed one is empty: every word is
  // a search).
  const [messages] = await Promise.all([messagesLoaded, loadRedirectTable(platform.site)]);
  await Promise.race([headerPromotion, new Promise((resolve) => setTimeout(resolve, headerPromotionWaitMs))]);
  startWindowBridges(store.dispatch);
  await nextTask();
  store.dispatch(sessionWatchStarted());
  await nextTask();
  store.dispatch(previewWatchStarted());
  await nextTask();
  // The first render is a transition, so React renders in slices and yields to the browser between
  // them rather than blocking the main thread for the whole page (Total Blocking Time, issue 16).
  const root = createRoot(mount);
  startTransition(() => root.render(<App store={store} messages={messages} />));
}
