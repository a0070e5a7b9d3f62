import './base.css';
import { resolveSiteCode, sites } from '../config/sites';
import { nextTask } from '../lib/nextTask';
import { intlWarmUp } from './i18n/intlWarmUp';
import { loadMessages } from './i18n/loadMessages';

/**
 * The shop's code in the order it is evaluated, a task each, from the libraries to the features
 * the store needs. Each stage stays under the 50 ms of a long task on Lighthouse's phone; the
 * order only spreads the work, every stage is evaluated before the first render. A feature's index
 * hands out its lazy parts (the login form, the contact form, the preview slot) only as
 * `React.lazy` wrappers, so evaluating a whole index pulls nothing lazy into the initial chunks.
 * `webpackExports` only trims: without it a stage keeps every export of the index by name
 * (0.6 kB gzip over all stages, which the 150 kB budget has no room for), not more code.
 */
const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ './AppProviders'),
  () => import(/* webpackMode: "eager", webpackExports: ["configureStore"] */ '@reduxjs/toolkit'),
  () => import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["baseApi"] */ '../api/baseApi'),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["CartIcon", "cartSlice", "addCartListeners"] */ '../features/cart'
    ),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["HeaderSearch", "searchSlice", "loadRedirectTable"] */ '../features/search'
    ),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["NavigationBar", "flyoutSlice", "addNavigationListeners"] */ '../features/navigation'
    ),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["PromotionArea", "promotionsSlice", "addPromotionListeners", "preloadPromotion"] */ '../features/promotions'
    ),
  () => import(/* webpackMode: "eager", webpackExports: ["UserMenu"] */ '../features/greeting'),
  () => import(/* webpackMode: "eager", webpackExports: ["loginSlice", "sessionWatchStarted"] */ '../features/login'),
  () => import(/* webpackMode: "eager", webpackExports: ["addSessionListeners"] */ '../features/session'),
  () =>
    import(
      /* webpackMode: "eager", webpackExports: ["previewSlice", "addPreviewListeners", "previewWatchStarted"] */ '../features/preview'
    ),
  () => import(/* webpackMode: "eager" */ './store'),
];

/**
 * The entry is tiny on purpose (issue 16). It asks for the site's locale at once, then evaluates
 * the shop's code in stages, one task each: evaluating all of it in one go blocked a phone's main
 * thread for about 240 ms (Lighthouse's 4× slower CPU). `webpackMode: "eager"` keeps each stage in
 * the initial chunks, with no extra request: only its evaluation waits for its turn.
 */
async function main() {
  const mount = document.getElementById('root');
  if (!mount) throw new Error('The page has no #root element to mount the shop into.');
  // Decision 2: mocks answer in development only. The production build replaces MOCKS with
  // false, and webpack drops the branch with its import, so no mock code reaches dist/.
  if (process.env.MOCKS === 'browser') {
    const { startMockWorker } = await import(/* webpackChunkName: "mocks" */ '../../mocks/browser');
    await startMockWorker();
  }
  const site = sites[resolveSiteCode(mount.dataset.site, window.location.search)];
  // A failed locale download must not leave a blank page: the German defaults still render.
  const messages = loadMessages(site.locale).catch(() => ({}));
  // The browser's locale data (ICU) loads in parts, a task each, rather than all in the first render.
  for (const step of intlWarmUp(site.locale)) {
    await nextTask();
    try {
      step();
    } catch {
      // A browser without one of the calls (Intl.supportedValuesOf came in 2022) skips it: the
      // warm-up only spreads work, and must never stop the shop from starting.
    }
  }
  await nextTask();
  for (const stage of stages) {
    await stage();
    await nextTask();
  }
  const { startShop } = await import(/* webpackMode: "eager" */ './startShop');
  await nextTask();
  await startShop(mount, messages);
}

void main();
