import './base.css';
import { resolveSiteCode, sites, type Locale } from '../config/sites';
import { startFieldData } from './fieldData/start';
import { nextTask } from '../lib/nextTask';
import { intlWarmUp } from './i18n/intlWarmUp';
import { loadMessages, type Messages } from './i18n/loadMessages';

/**
 * The shop's code in the order it is evaluated, a task each, from the libraries to the features
 * the store needs. Each stage stays under the 50 ms of a long task on Lighthouse's phone; the
 * order only spreads the work, every stage is evaluated before the first render. A feature's index
 * hands out its lazy parts (the login form, the contact form, the preview slot) only as
 * `React.lazy` wrappers, so evaluating a whole index pulls nothing lazy into the initial chunks.
 *
 * A stage evaluates its module and uses none of its exports: the app imports what it uses by name
 * (startShop.tsx, store.ts). webpack reads a `then` callback whose parameter is never used as using
 * no export, so the stage keeps nothing alive and tree shaking follows the named imports, with no
 * `webpackExports` list to keep in step with them (issue 33). The callback must stay inline: webpack
 * analyses only that shape, and a function passed by name would keep every export of the module.
 */
const stages = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ './AppProviders').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../api/baseApi').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/cart').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/search').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/navigation').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/promotions').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/greeting').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/login').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/session').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ '../features/preview').then((_evaluated) => undefined),
  () => import(/* webpackMode: "eager" */ './store').then((_evaluated) => undefined),
];

/**
 * The entry is tiny on purpose (issue 16). It asks for the site's locale at once, then evaluates
 * the shop's code in stages, one task each: evaluating all of it in one go blocked a phone's main
 * thread for about 240 ms (Lighthouse's 4× slower CPU). `webpackMode: "eager"` keeps each stage in
 * the initial chunks, with no extra request: only its evaluation waits for its turn.
 */
async function main() {
  // First: the page's errors are noted from here on when field data is on (docs/field-data.md).
  startFieldData();
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
  const messages = messagesOf(site.locale).catch(() => ({}));
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

/**
 * The site's messages. On the dev server only, `?pseudo` asks for the pseudo-locale instead (the
 * site's formats, the German source accented and 40 % longer, each message between [ and ]): the
 * production build replaces NODE_ENV, webpack drops the branch with its import, and dist/ holds no
 * pseudo-locale (tests/e2e/bundle.test.ts).
 */
function messagesOf(locale: Locale): Promise<Messages> {
  if (process.env.NODE_ENV !== 'production' && new URLSearchParams(window.location.search).has('pseudo')) {
    return import(/* webpackChunkName: "locale-pseudo" */ './i18n/pseudoLocale').then((module) =>
      module.loadPseudoMessages(),
    );
  }
  return loadMessages(locale);
}

void main();
