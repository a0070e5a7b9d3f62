import './base.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sites } from '../config/sites';
import { App } from './App';
import { applyDocumentLocale, readPlatform, readStoredCart } from './bootstrap';
import { loadConsentScript } from './consent';
import { startWindowBridges } from './bridges';
import { loadMessages } from './i18n/loadMessages';
import { makeStore } from './store';
import { headerPromotionId, preloadPromotion } from '../features/promotions';
import { sessionWatchStarted } from '../features/greeting';
import { previewWatchStarted } from '../features/preview';
import { loadRedirectTable } from '../features/search';

/** How long the first paint waits for the header's banner after the locale has arrived. */
const headerPromotionWaitMs = 300;

async function main() {
  const mount = document.getElementById('root');
  if (!mount) throw new Error('The page has no #root element to mount the shop into.');
  // Decision 2: mocks answer in development only. The production build replaces MOCKS with
  // false, and webpack drops the branch with its import, so no mock code reaches dist/.
  if (process.env.MOCKS === 'browser') {
    const { startMockWorker } = await import(/* webpackChunkName: "mocks" */ '../../mocks/browser');
    await startMockWorker();
  }
  const platform = readPlatform(mount);
  const site = sites[platform.site];
  applyDocumentLocale(site);
  loadConsentScript(platform.site, mount.dataset.stage);
  const store = makeStore({ platform, cart: readStoredCart() });
  // The header's banner is asked for beside the locale, so it is in the first paint rather than
  // pushing the page down later; a slow promotion service delays the page by 300 ms at most.
  const headerPromotion = store.dispatch(preloadPromotion(headerPromotionId));
  // A failed locale download must not leave a blank page: the German defaults still render. The
  // site's search redirect table comes beside it (a failed one is empty: every word is a search).
  const [messages] = await Promise.all([loadMessages(site.locale).catch(() => ({})), loadRedirectTable(platform.site)]);
  await Promise.race([headerPromotion, new Promise((resolve) => setTimeout(resolve, headerPromotionWaitMs))]);
  startWindowBridges(store.dispatch);
  store.dispatch(sessionWatchStarted());
  store.dispatch(previewWatchStarted());
  // The first render is a transition, so React renders in slices and yields to the browser between
  // them rather than blocking the main thread for the whole page (Total Blocking Time, issue 16).
  const root = createRoot(mount);
  startTransition(() => root.render(<App store={store} messages={messages} />));
}

void main();
