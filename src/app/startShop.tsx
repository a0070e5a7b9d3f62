import { clearAllListeners } from '@reduxjs/toolkit';
import { startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { baseApi } from '../api/baseApi';
import { sites } from '../config/sites';
import { App } from './App';
import { applyDocumentLocale, readPlatform, readStoredCart } from './bootstrap';
import { loadConsentScript } from './consent';
import { startWindowBridges } from './bridges';
import type { Messages } from './i18n/loadMessages';
import { nextTask } from '../lib/nextTask';
import { makeStore, type AppStore } from './store';
import { cartSlice, initialCartState } from '../features/cart';
import { awaitHeaderPromotion, promotionHeldBack, promotionWaitEnded } from '../features/promotions';
import { sessionWatchStarted } from '../features/login';
import { preloadAppBanner } from '../features/appBanner';
import { previewWatchStarted } from '../features/preview';
import { loadRedirectTable } from '../features/search';
import { readServerData, serverRenderedAttribute, type ServerData } from './server/serverData';
import { hydrationFinished, hydrationStarted, useHydrated } from '../design-system/useHydrated/useHydrated';

/**
 * Everything after the entry's stages (index.tsx): the store, the services asked for before the
 * first paint, the render. Resolves to a function that stops the shop again (its render, window
 * bridges and listeners), for a host page that replaces it, and for tests.
 */
export async function startShop(mount: HTMLElement, messagesLoaded: Promise<Messages>): Promise<() => void> {
  const platform = readPlatform(mount);
  const site = sites[platform.site];
  applyDocumentLocale(site);
  loadConsentScript(platform.site, mount.dataset.stage);
  // A page the server rendered (server/renderPage.tsx) is hydrated: the browser's first render
  // must be the server's. The cart kept in local storage is read once hydration is over.
  const serverRendered = mount.hasAttribute(serverRenderedAttribute);
  const store = makeStore({ platform, cart: serverRendered ? initialCartState : readStoredCart() });
  // The app banner's chunk, for a visitor who gets it, on its way beside the locale.
  void preloadAppBanner(platform);
  // Each step below is a task of its own (nextTask): together they were one long task on a phone.
  await nextTask();
  // What the HTML was rendered for of what the request says about the visitor (ServerData).
  let renderedFor: ServerData['visitor'] = {};
  // The header's banner: what the server fetched is reused, not asked for again. Without a server,
  // it is asked for beside the locale, so it is in the first paint rather than pushing the page
  // down later; a slow promotion service delays the page by 300 ms at most.
  if (serverRendered) {
    const { queries, promotionWaits, visitor } = readServerData();
    renderedFor = visitor;
    store.dispatch(baseApi.util.upsertQueryEntries(queries));
    // The waits the server's render ended (the results page's banner): the page does not wait again.
    // A promotion the page was rendered without (a page the build prerendered) stays held back.
    for (const [promotionId, wait] of Object.entries(promotionWaits))
      store.dispatch(
        wait === 'heldBack'
          ? promotionHeldBack({ promotionId })
          : promotionWaitEnded({ promotionId, inTime: wait === 'inTime' }),
      );
  }
  const headerPromotion = serverRendered ? undefined : store.dispatch(awaitHeaderPromotion());
  // The site's search redirect table comes beside the locale (a failed one is empty: every word is
  // a search).
  const [messages] = await Promise.all([messagesLoaded, loadRedirectTable(platform.site), headerPromotion]);
  const stopBridges = startWindowBridges(store.dispatch);
  await nextTask();
  store.dispatch(sessionWatchStarted());
  await nextTask();
  store.dispatch(previewWatchStarted());
  await nextTask();
  // The first render is a transition, so React renders in slices and yields to the browser between
  // them rather than blocking the main thread for the whole page (Total Blocking Time, issue 16).
  if (serverRendered) {
    // Hydration renders what the HTML was rendered for; the browser's own visitor follows at once.
    const state = store.getState();
    const hydrationState = { ...state, platform: { ...state.platform, ...renderedFor } };
    const app = (
      <>
        <App store={store} messages={messages} serverState={hydrationState} />
        <AfterHydration store={store} />
        <Started mount={mount} />
      </>
    );
    let root: Root | undefined;
    hydrationStarted();
    // HTML that the first render does not match React renders again in the browser, and reports
    // as it does by default (`reportError`): in the console, and to the page's error listeners, so
    // the field data counts it (docs/field-data.md).
    startTransition(() => {
      root = hydrateRoot(mount, app);
    });
    return () => stop(root, stopBridges, store);
  }
  const root = createRoot(mount);
  startTransition(() =>
    root.render(
      <>
        <App store={store} messages={messages} />
        <Started mount={mount} />
      </>,
    ),
  );
  return () => stop(root, stopBridges, store);
}

function stop(root: Root | undefined, stopBridges: () => void, store: AppStore) {
  root?.unmount();
  // Stopped before its hydration was over: a shop started after it must not wait for it.
  hydrationFinished();
  stopBridges();
  store.dispatch(clearAllListeners());
}

/**
 * Once the page is hydrated: the parts that waited for it render as the browser says, then the
 * store gets what only the browser knows (the stored cart). Each in a task of its own, not in the
 * one that commits the hydrated page and runs its effects: together they were a long task (TBT).
 */
function AfterHydration({ store }: { store: AppStore }) {
  useEffect(() => {
    let cancelled = false;
    void (async () => {
      await nextTask();
      if (cancelled) return;
      hydrationFinished();
      await nextTask();
      if (cancelled) return;
      store.dispatch(cartSlice.actions.storedCartRead(readStoredCart().storedCart));
    })();
    return () => {
      cancelled = true;
    };
  }, [store]);
  return null;
}

/** The mount element's mark that the shop has started: see `Started`. */
export const startedAttribute = 'data-started';

/**
 * The page's own signal that the shop takes input: the mount element gets `data-started` once the
 * first render is committed or, on a page the server rendered, once hydration is over and the parts
 * that waited for it (the search field's variant, the app banner) render as the browser says. Lazy
 * parts (the footer's blocks) hydrate when their code arrives, after it. A host page,
 * the e2e tests wait for `#root[data-started]` rather than for the network to go
 * quiet, which also waits for every late picture and answer.
 */
function Started({ mount }: { mount: HTMLElement }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    mount.setAttribute(startedAttribute, '');
    return () => mount.removeAttribute(startedAttribute);
  }, [mount, hydrated]);
  return null;
}
