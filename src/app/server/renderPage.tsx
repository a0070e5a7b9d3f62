import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { pagePaths } from '../../config/endpoints';
import { sites } from '../../config/sites';
import { hostTimings } from '../../config/timings';
import { loadFlyoutChunk } from '../../features/navigation';
import { awaitHeaderPromotion, headerPromotionId, promotionHeldBack } from '../../features/promotions';
import { baseApi } from '../../api/baseApi';
import { App } from '../App';
import { loadMessages } from '../i18n/loadMessages';
import { platformOfRequest, type PageRequest } from '../platform';
import { makeStore } from '../store';
import { prepareSearchPage } from '../pages/SearchPage';
import type { AppThunk } from '../hooks';
import { addressSlotScript, type AddressSlot } from './addressSlot';
import { earlyAppBannerScript } from './earlyAppBanner';
import { serverDataBlock, serverDataElementId, serverDataOf, serverRenderedAttribute } from './serverData';
import { createSharedAnswerCache, type SharedAnswerCache } from './sharedAnswers';

export { createSharedAnswerCache, type SharedAnswerCache, type SharedAnswerCacheOptions } from './sharedAnswers';

/**
 * The server's side of a page (issue 16): it renders the page frame and the page with the site's
 * texts and the header's banner into the app's index.html, so the header and the page paint from
 * the HTML, before any script has run. The browser hydrates it (startShop.tsx).
 *
 * It renders what every visitor of the address gets. What only the browser knows stays out until
 * hydration is over: the viewport (both search variants are in the HTML, CSS shows one), the cart
 * kept in local storage (the badge), the visitor's cart and greeting (service calls with the
 * visitor's cookies: the cart page's HTML has the cart's loader).
 */
export interface RenderRequest extends Omit<PageRequest, 'dataSite'> {
  /** The page's path, e.g. `/`. The origin is also the services' (decision 2). */
  readonly path: string;
}

export interface RenderOptions {
  /**
   * The host's cache of the answers every visitor of a site gets (the navigation, the footer's
   * content; `createSharedAnswerCache()`, one per process): with it, a site's renders reuse them
   * for its time to live. Without it, each render asks for them and waits for them again.
   */
  readonly sharedAnswers?: SharedAnswerCache;
  /**
   * Where the render's service calls go (issue 47): a production host calls its services' origin
   * (`SHOP_SERVICES_ORIGIN`) directly, not its own public address. The page's origin when absent,
   * where the browser calls them (decision 2).
   */
  readonly servicesOrigin?: string;
  /**
   * The build's page for an address pattern (scripts/prerender.ts): the address has
   * `addressSlotMark` where its own value goes, and the page gets the script that puts it there
   * before the first paint (addressSlot.ts). Its head has no canonical and hreflang links, which
   * would name the mark: React adds the page's own when it hydrates.
   */
  readonly addressSlot?: AddressSlot;
}

/**
 * What a page's render waits for beyond the header's banner, by path: the results page's banner
 * and results (`prepareSearchPage`), so that they are in the HTML. Without them, the HTML painted
 * the page at once and the banner and results came a second later and moved it (CLS 0.23).
 */
const pagePreparations: Readonly<Record<string, (search: string) => AppThunk<Promise<void>>>> = {
  [pagePaths.search]: prepareSearchPage,
};

/** How long the render waits for its lazy parts (the newsletter, the banner's view) before it gives up. */
const renderTimeoutMs = 5_000;

/** The markup of the mount element in the app's index.html: `<div id="root" data-site="DE"></div>`. */
const mountPattern = /<div id="?root"?( data-site="?([A-Z_]+)"?)?\s*><\/div>/;

const titlePattern = /<title>[^<]*<\/title>/;

/** index.html (the build's template) with the page rendered into it; throws when it cannot render. */
export async function renderPage(
  template: string,
  request: RenderRequest,
  { sharedAnswers, servicesOrigin = request.origin, addressSlot }: RenderOptions = {},
): Promise<string> {
  const mount = mountPattern.exec(template);
  if (!mount) throw new Error('The template has no empty <div id="root"> to render the page into.');
  const platform = platformOfRequest({ ...request, dataSite: mount[2] });
  const site = sites[platform.site];
  const store = makeStore({ platform }, { origin: servicesOrigin });
  // A page for any visitor (the build's) waits for nothing: the browser runs the page's waits (the
  // results page's for its category banner, then its results), as without a server.
  const prepare = platform.anyVisitor ? undefined : pagePreparations[request.path];
  // Without the host's cache, one for this render: what it asks for ends with it.
  const answers = sharedAnswers ?? createSharedAnswerCache();
  try {
    const [messages] = await Promise.all([
      loadMessages(site.locale),
      // The header's banner is in the HTML when its service answers in time; else the browser holds
      // it back until it moves nothing (its wait is `late`), as it would without a server. A page
      // for any visitor (the build's, scripts/prerender.ts) never has it, as a campaign would go
      // stale in the file: the render does not ask, and the browser holds the banner back too.
      platform.anyVisitor
        ? store.dispatch(promotionHeldBack({ promotionId: headerPromotionId }))
        : store.dispatch(awaitHeaderPromotion()),
      prepare && store.dispatch(prepare(request.search)),
      // The answers every visitor of the site gets (the navigation, the footer's content) go into the
      // store, and so into the HTML and the page's server data: the browser does not ask again
      // (issue 38). A search bot also gets every flyout with its links in the HTML
      // (header-search-cart.md 2): it may run no script, so its render waits longer for them.
      answers
        .answersFor(platform.site, servicesOrigin, {
          waitMs: platform.crawler ? hostTimings.serverNavigationWaitMs : hostTimings.serverSharedAnswersWaitMs,
          crawler: platform.crawler,
        })
        .then((entries) => store.dispatch(baseApi.util.upsertQueryEntries(entries))),
      platform.crawler && loadFlyoutChunk().catch(() => undefined),
    ]);
    const cache = createCache({ key: 'css' });
    const emotion = createEmotionServer(cache);
    const html = await renderToString(
      <CacheProvider value={cache}>
        <App store={store} messages={messages} serverAddress={{ path: request.path, search: request.search }} />
      </CacheProvider>,
    );
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    // React puts the page's <title>, <meta> and <link> tags before the page's markup (and into the
    // head in the browser): the title takes the template's place, the tags (iOS Safari's smart app
    // banner, the description, the canonical and hreflang links) go into the head, where a browser
    // and a search engine read them from the HTML.
    const { title, headTags, body } = headElementsOf(html);
    const data = serverDataBlock(serverDataOf(store.getState()));
    // A page for any visitor decides the app banner in its head, before its body is painted.
    const earlyScript = platform.anyVisitor ? `<script>${earlyAppBannerScript}</script>` : '';
    // A page for an address pattern gets the address's value before its first paint.
    const slotScript = addressSlot
      ? `<script data-slot="${addressSlot.slot}"${addressSlot.absent ? ` data-absent="${addressSlot.absent}"` : ''}>${addressSlotScript}</script>`
      : '';
    // Replaced by functions: a `$&` in a text is text, not a replacement pattern.
    const page = startScriptsAfterPaint(template)
      .replace(/<html lang="?[^\s">]*"?/, () => `<html lang="${site.locale}"`)
      .replace(titlePattern, (templateTitle) => title ?? templateTitle)
      .replace(
        '</head>',
        () => `${earlyScript}${addressSlot ? withoutAddressLinks(headTags) : headTags}${styles}</head>`,
      )
      .replace(
        mount[0],
        () =>
          `<div id="root" data-site="${platform.site}" ${serverRenderedAttribute}>${body}</div>${slotScript}${data}`,
      );
    // Its first paint waits for the script, past the whole mount element, not just for the main area.
    return addressSlot
      ? page.replace(expectMainPattern, (_link, start: string, end: string) => `${start}#${serverDataElementId}${end}`)
      : page;
  } finally {
    // No timers left behind (the cache's lifetimes): the store ends with the request.
    store.dispatch(baseApi.util.resetApiState());
    if (!sharedAnswers) answers.stop();
  }
}

/** index.html's render-blocking link to the main area (PageMain.tsx). */
const expectMainPattern = /(<link rel="?expect"? href=")#main("[^>]*>)/;

/** The head's tags without the canonical and hreflang links: those of a page for an address pattern name its mark. */
const withoutAddressLinks = (headTags: string) => headTags.replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, '');

/** The elements React puts before the page's markup when it renders no <html>: <title>, <meta>, <link>. */
const hoistedElementsPattern = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;
/** The page's title and its other head tags (meta and link), and the page's markup without them. */
function headElementsOf(html: string): { title: string | undefined; headTags: string; body: string } {
  const hoisted = hoistedElementsPattern.exec(html)?.[0] ?? '';
  const title = titlePattern.exec(hoisted)?.[0];
  return { title, headTags: hoisted.replace(titlePattern, ''), body: html.slice(hoisted.length) };
}

const scriptTagPattern = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;
const bootScript = /\/boot(\.[\w]+)?\.js$/;

/**
 * The template's scripts but boot.js leave the HTML: boot.js starts them once the page is painted
 * (src/app/boot.ts), from the list in its `data-shop-entries`.
 */
function startScriptsAfterPaint(template: string): string {
  const sources = [...template.matchAll(scriptTagPattern)].map((match) => match[1]!);
  const entries = sources.filter((src) => !bootScript.test(src));
  if (entries.length === sources.length) return template;
  return template.replace(scriptTagPattern, (tag, src: string) =>
    bootScript.test(src) ? tag.replace('<script', () => `<script data-shop-entries="${entries.join(' ')}"`) : '',
  );
}

async function renderToString(element: React.ReactNode): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new Error('The page took too long to render.')), renderTimeoutMs);
  try {
    // Every part inline, where it belongs: no hidden segments for inline scripts to move into place
    // (the page runs no inline script, issue 17), nothing that waits for a script to be shown.
    const { prelude } = await prerenderToNodeStream(element, {
      signal: abort.signal,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that fails here is left to the browser (React marks its boundary); the log says why.
      onError: (error) => console.error('renderPage: a part of the page is left to the browser:', error),
    });
    let html = '';
    for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    return html;
  } finally {
    clearTimeout(timer);
  }
}
