import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import userEvent from '@testing-library/user-event';
import { seedCart } from '../../mocks/data/cartCatalogue';
import { categoryNavigationFor, themeWorldNavigationFor } from '../../mocks/data/navigationCatalogue';
import { newsletterCalls } from '../../mocks/handlers/newsletter';
import { promotionCalls } from '../../mocks/handlers/promotion';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { loadMessages } from '../../src/app/i18n/loadMessages';
// Named apart from Testing Library's render: it returns the page's HTML text.
import { renderPage as pageHtml, type RenderRequest } from '../../src/app/server/renderPage';
import { earlyAppBannerScript } from '../../src/app/server/earlyAppBanner';
import { readServerData, type ServerData } from '../../src/app/server/serverData';
import { startShop } from '../../src/app/startShop';
import { endpoints } from '../../src/config/endpoints';
import { siteCodes, sites, type SiteCode } from '../../src/config/sites';
import { storageKeys } from '../../src/config/storage';
import { hostTimings } from '../../src/config/timings';
import type { NavigationNode } from '../../src/features/navigation/types';
import { reportedErrors } from '../support/hydration';
import { settleNetwork } from '../support/network';

/**
 * The server's side of the page (src/app/server/renderPage.tsx) and the browser's hydration of
 * it (startShop): the HTML has the page in the site's language with the header's banner, and the
 * browser's first render is that HTML, kept as it is. jsdom stands in for both: its styles are not
 * the server's (e2e: tests/e2e/serverRender.test.ts paints the HTML in Chromium).
 */
// React's Node renderer schedules with setImmediate, which Node has and jsdom's window lacks.
globalThis.setImmediate ??= nodeSetImmediate;
// The browser's start-up yields by messages to itself (src/lib/nextTask.ts): jsdom has no MessageChannel.
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;

const template = readFileSync(path.join(__dirname, '../../src/app/index.html'), 'utf8');
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
const iosSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const iosChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1';
const googlebot =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/126.0.0.0 Safari/537.36';

const request = (site: SiteCode, overrides: Partial<RenderRequest> = {}): RenderRequest => ({
  path: '/',
  search: `?site=${site}`,
  userAgent: navigator.userAgent,
  cookie: '',
  origin: 'http://localhost',
  ...overrides,
});

/** The server data block of a rendered page, parsed. */
const serverDataIn = (html: string): ServerData => readServerData(new DOMParser().parseFromString(html, 'text/html'));

/** The page as the server renders it into the app's index.html, as text. */
const serverPage = (site: SiteCode, overrides: Partial<RenderRequest> = {}) =>
  pageHtml(template, request(site, overrides));

/**
 * The server's page when every service answers in time, however slow the test machine: the
 * server's waits (300 ms for the banner and the shared answers, 1 s for a bot's navigation) are
 * fake timers that nobody advances, so only the answers end them. With real ones, a CI run on a
 * loaded machine rendered the default navigation bar (the mock's two navigation answers and their
 * parsing took over 300 ms).
 */
async function serverPageInTime(site: SiteCode, overrides: Partial<RenderRequest> = {}) {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  try {
    return await serverPage(site, overrides);
  } finally {
    jest.useRealTimers();
  }
}

/**
 * The rendered page as the browser's document: its body's markup (the data block is inert) and
 * the meta tags of its head.
 */
function openInBrowser(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  // eslint-disable-next-line testing-library/no-node-access -- the head's tags, which nobody sees
  document.head.append(...[...parsed.head.querySelectorAll('meta')].map((meta) => document.importNode(meta)));
  document.body.innerHTML = parsed.body.innerHTML;
  return document.getElementById('root')!;
}

const homeTitles: Record<SiteCode, string> = {
  DE: 'Willkommen in unserem Onlineshop',
  AT: 'Willkommen in unserem Onlineshop',
  CH: 'Willkommen in unserem Onlineshop',
  CH_FR: 'Bienvenue dans notre boutique en ligne',
  CZ: 'Vítejte v\u00a0našem e-shopu',
  HU: 'Üdvözöljük webáruházunkban',
  PL: 'Witamy w\u00a0naszym sklepie internetowym',
  SK: 'Vitajte v\u00a0našom e-shope',
  TR: 'Online mağazamıza hoş geldiniz',
};

/**
 * The page starts as it does in a browser (startShop), not inside act(): React is not told to
 * expect act in the tests of the calling describe block.
 */
function startsAsInABrowser() {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => (scope.IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => (scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
}

/**
 * Hydration and the renders after it are tasks of React's scheduler: with five jest workers on two
 * cores they took longer than waitFor's one second (a cold full run failed on it).
 */
const whileHydrating = { timeout: 15_000 };

let stopShop: (() => void) | undefined;
afterEach(() => {
  jest.restoreAllMocks();
  stopShop?.();
  stopShop = undefined;
  document.body.innerHTML = '';
  document.head.replaceChildren();
});

describe('the server renders the home page', () => {
  it.each(siteCodes)('%s: in the site’s language, with the header’s banner and the newsletter', async (site) => {
    const html = await serverPageInTime(site);
    openInBrowser(html);
    expect(document.documentElement.lang).toBe(sites[site].locale);
    // The text itself: jest-dom's toHaveTextContent reads a no-break space (cs, sk, pl) as a space.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(homeTitles[site]);
    expect(within(screen.getByRole('banner')).getByRole('region')).toBeInTheDocument();
    // The newsletter's chunk is waited for: its form is in the HTML, not its placeholder.
    expect(screen.getByRole('img', { name: /./ })).toHaveAttribute(
      'src',
      '/service/newsletter/form/images/newsletter-desktop',
    );
    // eslint-disable-next-line testing-library/no-node-access -- the mount element has no role
    expect(document.getElementById('root')).toHaveAttribute('data-site', site);
    // The tab names the page from the start: the page's <title> is the head's.
    expect(new DOMParser().parseFromString(html, 'text/html').title).toBe(homeTitles[site]);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('puts texts into the page as they are, `$&` and all', async () => {
    const headline = 'Spare $& und $1 oder $$';
    server.use(
      http.get(`*${endpoints.promotion('~header_top')}`, () =>
        HttpResponse.json({
          type: 'ApiTopBannerPromotion',
          contentJSON: JSON.stringify({ headline, link: '/aktion' }),
        }),
      ),
    );
    openInBrowser(await serverPage('DE'));
    expect(within(screen.getByRole('banner')).getByRole('region', { name: headline })).toBeInTheDocument();
  });

  it('leaves out a banner that answers after 300 ms; the browser shows it when it comes', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`*${endpoints.promotion('~header_top')}`, async () => {
        await answered;
        return HttpResponse.json({ type: 'ApiHeaderBenefitsPromotion', contentJSON: JSON.stringify({ links: [] }) });
      }),
    );
    const html = await serverPage('DE');
    answer();
    openInBrowser(html);
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(within(screen.getByRole('banner')).queryByRole('region')).not.toBeInTheDocument();
    // The server data has no banner (the browser asks for it) and says the wait ended late.
    const data = serverDataIn(html);
    expect(data.queries.map((query) => query.endpointName)).not.toContain('getPromotion');
    expect(data.promotionWaits).toEqual({ '~header_top': 'late' });
  });

  it('keeps hostile banner content inert, in the markup and in the data block', async () => {
    setScenario('promotion', 'hostileTopBanner');
    const html = await serverPage('DE');
    openInBrowser(html);
    // Nothing the content says becomes an element: the only script is the data block.
    /* eslint-disable testing-library/no-node-access -- scripts and handlers: markup nobody sees */
    expect([...document.querySelectorAll('script')].map((script) => script.type)).toEqual(['application/json']);
    expect(document.querySelectorAll('img[onerror], [onmouseover]')).toHaveLength(0);
    expect(document.querySelectorAll('a[href^="javascript:" i], a[href^="data:" i]')).toHaveLength(0);
    /* eslint-enable testing-library/no-node-access */
  });

  it('renders the cart page with the cart’s loader: the visitor’s cart is the browser’s to read', async () => {
    openInBrowser(await serverPage('DE', { path: '/service/cartfrontend/cart' }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Warenkorb');
    // Never "empty" before the cart service has said so.
    expect(within(main).getByText('Warenkorb wird geladen …')).toBeInTheDocument();
    expect(within(main).queryByText('Ihr Warenkorb ist leer.')).not.toBeInTheDocument();
  });

  it('renders the results page with its category banner and the query’s results', async () => {
    openInBrowser(await serverPageInTime('DE', { path: '/search', search: '?query=kaffee&site=DE' }));
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Suchergebnisse für „kaffee“');
    const results = within(main).getByRole('region', { name: 'Produkte zu „kaffee“' });
    expect(within(results).getAllByRole('link').length).toBeGreaterThan(0);
    // The banner sits above the results, both in the HTML: nothing moves when the page is taken over.
    const [banner] = within(main).getAllByRole('region');
    expect(banner).not.toBe(results);
  });

  it('renders the results page with its loader when the results are later than the server waits', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    server.use(http.get(`*${endpoints.suggestions}`, () => new Promise<never>(() => undefined)));
    const rendered = serverPage('DE', { path: '/search', search: '?query=kaffee&site=DE' });
    await jest.advanceTimersByTimeAsync(hostTimings.serverResultsWaitMs);
    openInBrowser(await rendered);
    jest.useRealTimers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suchergebnisse für „kaffee“');
    expect(screen.queryByRole('region', { name: 'Produkte zu „kaffee“' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Suchergebnisse werden geladen')).toBeInTheDocument();
  });

  it('refuses a template without the app’s mount element', async () => {
    await expect(pageHtml('<html><body></body></html>', request('DE'))).rejects.toThrow('<div id="root">');
  });
});

describe('the first paint (index.html’s rel="expect" link; PageMain.tsx says why)', () => {
  it.each(['/', '/checkout'])('%s: waits for the main area, which follows the whole header', async (pathname) => {
    const html = await serverPageInTime('DE', { path: pathname });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    /* eslint-disable testing-library/no-node-access -- the HTML's order, which nobody sees */
    const link = parsed.head.querySelector('link[rel="expect"][blocking="render"]');
    const target = parsed.getElementById(link?.getAttribute('href')?.replace(/^#/, '') ?? '');
    expect(target).toBe(parsed.querySelector('main'));
    const header = parsed.querySelector('header')!;
    /* eslint-enable testing-library/no-node-access */
    expect(header.compareDocumentPosition(target!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(header.contains(target)).toBe(false);
  });
});

describe('the browser hydrates the server’s page', () => {
  startsAsInABrowser();

  it('keeps the server’s HTML, then adds what only it knows: the stored cart, the viewport, local storage', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    // The visitor's phone, as the server saw it in the request.
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(android);
    // Only the browser knows these: a cart from the last page, a banner closed before (local storage only).
    window.localStorage.setItem(storageKeys.cart, JSON.stringify({ ...seedCart('TR'), numberOfArticles: 3 }));
    // The cart service has not answered: the count can only come from the stored cart.
    setScenario('cart', 'hang');
    window.localStorage.setItem(storageKeys.appBannerClosed, 'true');
    const html = await serverPage('TR', { userAgent: android });
    const mount = openInBrowser(html);
    const heading = screen.getByRole('heading', { level: 1 });
    const banner = within(screen.getByRole('banner')).getByRole('region');
    // The server rendered the app banner's space (it saw Android, no dismissal cookie) and both search variants.
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Arama' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Uygulamamız' })).toBeInTheDocument();
    // Nor did it know the stored cart: no count.
    expect(screen.getByRole('link', { name: 'Sepet' })).toBeInTheDocument();

    stopShop = await startShop(mount, loadMessages(sites.TR.locale));

    // jsdom's window is 1024 px wide: after hydration only the wide header's search field stays.
    await waitFor(
      () => expect(screen.queryByRole('button', { name: 'Arama' })).not.toBeInTheDocument(),
      whileHydrating,
    );
    expect(screen.getByRole('combobox')).toBeVisible();
    // The app banner closed before (local storage) goes once hydration is over.
    expect(screen.queryByRole('region', { name: 'Uygulamamız' })).not.toBeInTheDocument();
    // The cart kept in local storage shows once hydration is over.
    expect(await screen.findByRole('link', { name: 'Sepet, 3 ürün' })).toBeInTheDocument();
    // React kept the server's elements rather than rendering them again.
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(within(screen.getByRole('banner')).getByRole('region')).toBe(banner);
    // React reports it when it throws the server's HTML away (tests/support/hydration.ts); its
    // console errors here come from two renderers in one process, which only a test has.
    expect(reported).toEqual([]);
  });

  it('reports HTML that the first render does not match, and renders the page again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    const mount = openInBrowser(await serverPage('TR'));
    // The page's HTML as a cache or a proxy might have changed it: a heading the app never renders.
    const tampered = screen.getByRole('heading', { level: 1 });
    tampered.textContent = 'Başka bir sayfa';
    stopShop = await startShop(mount, loadMessages(sites.TR.locale));
    await waitFor(() => expect(reported).toEqual([expect.stringMatching(/hydrat/i)]), whileHydrating);
    // The browser's own render replaced it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).not.toBe(tampered), whileHydrating);
    expect(screen.queryByText('Başka bir sayfa')).not.toBeInTheDocument();
  });
});

/** The smart app banner's meta tags of a document (iOS Safari reads them from the head). */
const smartAppBannerTags = (doc: Document = document) =>
  // eslint-disable-next-line testing-library/no-node-access -- a meta tag is what Safari reads, nobody sees it
  [...doc.querySelectorAll('meta[name="apple-itunes-app"]')];

describe('a page the build prerenders for any visitor (scripts/prerender.ts)', () => {
  startsAsInABrowser();

  /** As the build renders it: no user agent, no cookie, any visitor. */
  const builtPage = (site: SiteCode) => serverPage(site, { userAgent: '', anyVisitor: true });

  it('carries the Android app banner for its head script to show, and says what it was rendered for', async () => {
    const html = await builtPage('TR');
    expect(serverDataIn(html).visitor).toEqual({
      userAgent: '',
      crawler: false,
      device: 'CLASSIC',
      nativeApp: false,
      appBannerClosed: false,
      anyVisitor: true,
    });
    const head = new DOMParser().parseFromString(html, 'text/html').head;
    // eslint-disable-next-line testing-library/no-node-access -- the head's script, which nobody sees
    expect([...head.querySelectorAll('script')].map((script) => script.textContent)).toEqual([earlyAppBannerScript]);
    openInBrowser(html);
    const bar = screen.getByRole('region', { name: 'Uygulamamız' });
    // eslint-disable-next-line testing-library/no-node-access -- the slot's marker is for CSS
    expect(bar.closest('[data-early]')).not.toBeNull();
  });

  it('carries the smart app banner’s tag in its head, once: Safari reads it from the HTML, others ignore it', async () => {
    const html = await builtPage('TR');
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const tags = smartAppBannerTags(parsed);
    expect(tags).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-node-access -- where Safari looks for it
    expect(tags[0]!.parentElement).toBe(parsed.head);
    expect(tags[0]!.getAttribute('content')).toBe('app-id=000000000');
  });

  it('the render of a visitor’s request has no head script', async () => {
    const html = await serverPage('TR', { userAgent: android });
    // eslint-disable-next-line testing-library/no-node-access -- the head's script, which nobody sees
    expect(new DOMParser().parseFromString(html, 'text/html').head.querySelector('script')).toBeNull();
  });

  it('asks no promotion service for its header banner: the page is one painted without it', async () => {
    const html = await builtPage('DE');
    expect(promotionCalls().map((call) => new URL(call.url).pathname)).not.toContain(
      endpoints.promotion('~header_top'),
    );
    expect(serverDataIn(html).promotionWaits).toEqual({ '~header_top': 'heldBack' });
  });

  it('hydrated, holds the header banner back when it comes, and shows it with the next page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    const before = window.location.href;
    window.history.replaceState(null, '', '/contact?site=DE');
    try {
      const mount = openInBrowser(await serverPage('DE', { path: '/contact', userAgent: '', anyVisitor: true }));
      stopShop = await startShop(mount, loadMessages(sites.DE.locale));
      await waitFor(() => expect(mount).toHaveAttribute('data-started'), whileHydrating);
      // The browser asked for it once the page was its own, and has it: it stays out of this page.
      await waitFor(() => expect(promotionCalls()).toHaveLength(1), whileHydrating);
      await settleNetwork();
      expect(within(screen.getByRole('banner')).queryByRole('region')).not.toBeInTheDocument();

      // The shop's links navigate as wouter's do: a history entry, no page load.
      window.history.pushState(null, '', '/service/cartfrontend/cart?site=DE');
      const banner = await within(screen.getByRole('banner')).findByRole(
        'region',
        { name: /auf Kaffeemaschinen$/ },
        whileHydrating,
      );
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Warenkorb');
      expect(banner).toBeVisible();
      expect(promotionCalls()).toHaveLength(1);
      expect(reported).toEqual([]);
    } finally {
      window.history.replaceState(null, '', before);
    }
  }, 30_000);

  /** The built page hydrated in a browser with this user agent; what React said of its HTML. */
  async function hydrated(userAgent: string) {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
    const mount = openInBrowser(await builtPage('TR'));
    const heading = screen.getByRole('heading', { level: 1 });
    const bar = screen.getByRole('region', { name: 'Uygulamamız' });
    stopShop = await startShop(mount, loadMessages(sites.TR.locale));
    await waitFor(() => expect(mount).toHaveAttribute('data-started'), whileHydrating);
    // A phone's first render had the bar while the HTML had not: React threw the page's HTML away.
    return { heading, bar, mismatches: () => reported };
  }

  it('an Android phone: hydrated as rendered, and the HTML’s bar stays, no longer waiting for the mark', async () => {
    const { heading, bar, mismatches } = await hydrated(android);
    // eslint-disable-next-line testing-library/no-node-access -- the slot's marker is for CSS
    await waitFor(() => expect(bar.closest('[data-early]')).toBeNull(), whileHydrating);
    expect(screen.getByRole('region', { name: 'Uygulamamız' })).toBe(bar);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(mismatches()).toEqual([]);
  });

  it('iOS Safari: hydrated as rendered, the bar goes and the smart app banner’s one tag stays', async () => {
    const { bar, mismatches } = await hydrated(iosSafari);
    await waitFor(() => expect(bar).not.toBeInTheDocument(), whileHydrating);
    expect(smartAppBannerTags()).toHaveLength(1);
    expect(mismatches()).toEqual([]);
  });

  it('a desktop browser: hydrated as rendered, then the bar goes', async () => {
    const { heading, bar, mismatches } = await hydrated(navigator.userAgent);
    await waitFor(() => expect(bar).not.toBeInTheDocument(), whileHydrating);
    expect(smartAppBannerTags()).toEqual([]);
    expect(screen.getByRole('heading', { level: 1 })).toBe(heading);
    expect(mismatches()).toEqual([]);
  });
});

describe('a store update while React hydrates', () => {
  startsAsInABrowser();

  it('does not change the first render: the server’s HTML is kept, then the update shows', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    setScenario('cart', 'hang');
    const mount = openInBrowser(await serverPage('TR'));
    const cartLink = screen.getByRole('link', { name: 'Sepet' });

    stopShop = await startShop(mount, loadMessages(sites.TR.locale));
    // Hydration is under way (a task of React's scheduler): another tab changes the cart now.
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: storageKeys.cart,
        newValue: JSON.stringify({ ...seedCart('TR'), numberOfArticles: 3 }),
      }),
    );

    expect(await screen.findByRole('link', { name: 'Sepet, 3 ürün' })).toBe(cartLink);
    expect(reported).toEqual([]);
  });
});

describe('a form of the server’s HTML', () => {
  startsAsInABrowser();

  it('marks its mount `data-started` once hydration is over, not before', async () => {
    // Two renderers in one process (a test's, not a page's) make React warn in the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const mount = openInBrowser(await serverPage('TR'));

    // What the page shows at the moment the mark is set (a MutationObserver reports it before the
    // next task): the phone's search button is the server's, gone once the browser's width counts.
    const searchButtonsWhenStarted: number[] = [];
    const observer = new MutationObserver(() => {
      if (mount.hasAttribute('data-started'))
        searchButtonsWhenStarted.push(screen.queryAllByRole('button', { name: 'Arama' }).length);
    });
    observer.observe(mount, { attributeFilter: ['data-started'] });

    stopShop = await startShop(mount, loadMessages(sites.TR.locale));
    // Hydration is under way (React's scheduler): the header is still the server's, both search variants.
    expect(screen.getByRole('button', { name: 'Arama' })).toBeInTheDocument();
    expect(mount).not.toHaveAttribute('data-started');
    await waitFor(() => expect(mount).toHaveAttribute('data-started'), whileHydrating);
    observer.disconnect();
    // Set once, when the parts that waited for hydration rendered as the browser says: jsdom's
    // 1024 px window has the wide header's search field only.
    expect(searchButtonsWhenStarted).toEqual([0]);
  });

  it('takes no typing before the page has taken it over, then works: it sends what was typed', async () => {
    // Two renderers in one process (a test's, not a page's) make React warn in the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    const mount = openInBrowser(await serverPage('DE'));
    // Typed text would stay in the element but not reach the form's state: the field is read-only.
    const email = screen.getByRole('textbox', { name: /^E-Mail-Adresse/ });
    expect(email).toHaveAttribute('readonly');

    stopShop = await startShop(mount, loadMessages(sites.DE.locale));
    await waitFor(() => expect(email).not.toHaveAttribute('readonly'), whileHydrating);
    const user = userEvent.setup();
    await user.type(email, 'frueh@example.de');
    await user.click(screen.getByRole('button', { name: 'Jetzt anmelden' }));
    await waitFor(() =>
      expect(newsletterCalls().map((call) => call.body)).toContainEqual(
        expect.objectContaining({ email: 'frueh@example.de' }),
      ),
    );
    expect(reported).toEqual([]);
  });
});

/** Every link of a category tree below its top level: what the category flyouts lead to. */
const flyoutLinks = (nodes: readonly NavigationNode[]): string[] =>
  // eslint-disable-next-line testing-library/no-node-access -- a category's children, in the service's answer
  nodes.flatMap((node) => [node.href, ...flyoutLinks(node.children ?? [])]);

/** The addresses of the navigation's links, hidden flyouts included (a crawler reads those too). */
const navigationLinks = () =>
  within(screen.getByRole('navigation', { name: 'Hauptnavigation' }))
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

const stopRecording: (() => void)[] = [];
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

/** Notes the paths of the service calls the server's render makes. */
function recordServiceCalls() {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => paths.push(new URL(request.url).pathname);
  server.events.on('request:start', record);
  stopRecording.push(() => server.events.removeListener('request:start', record));
  return paths;
}

describe('a search bot', () => {
  it('gets every flyout with its links in the server’s HTML: categories, drill-down and theme worlds', async () => {
    const html = await serverPageInTime('DE', { userAgent: googlebot });
    openInBrowser(html);
    const links = navigationLinks();
    // Each category's own page ("Alles in …") and every node of its drill-down, at every depth.
    const categories = categoryNavigationFor('DE');
    expect(categories.some((category) => (category.children?.length ?? 0) > 0)).toBe(true);
    for (const category of categories) expect(links).toEqual(expect.arrayContaining(flyoutLinks([category])));
    expect(screen.getByRole('link', { name: 'Alles in Kaffee', hidden: true })).toHaveAttribute('href', '/c/coffee');
    // Every theme world's card.
    const { sections } = themeWorldNavigationFor('DE', new Date());
    const worlds = Object.values(sections).flatMap((section) => section?.themeworlds ?? []);
    expect(worlds.length).toBeGreaterThan(0);
    expect(links).toEqual(expect.arrayContaining(worlds.map((world) => world.url)));
    // The flyouts are closed: buttons that say so, their panels hidden until a shopper opens one.
    const kaffee = screen.getByRole('button', { name: 'Kaffee' });
    expect(kaffee).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Alles in Kaffee', hidden: true })).not.toBeVisible();
    // The days left count from the shopper's date, which the server does not know.
    expect(html).not.toMatch(/Nur noch \d+ Tag/);
  });

  it('a browser’s HTML has the service’s bar, but none of the flyouts’ links: those come with their chunk', async () => {
    const calls = recordServiceCalls();
    const html = await serverPageInTime('DE');
    openInBrowser(html);
    // Asked for on the server (issue 38), so the bar's items are the service's buttons.
    expect(calls).toContain(endpoints.headerNavigation);
    expect(calls).toContain(endpoints.themeWorldNavigation);
    expect(within(screen.getByRole('navigation')).getByRole('button', { name: 'Kaffee' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A shopper's HTML has no flyout's links (some 50 kB more for bots only): not even "Alles in Kaffee".
    expect(navigationLinks()).toEqual([]);
    expect(serverDataIn(html).queries.map((query) => query.endpointName)).toEqual(
      expect.arrayContaining(['getCategoryNavigation', 'getThemeWorldNavigation', 'getFooterContent']),
    );
  });

  it('gets the default bar when the navigation service is slower than the server waits', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    server.use(http.get(`*${endpoints.headerNavigation}`, () => new Promise<never>(() => undefined)));
    const htmlComing = serverPage('DE', { userAgent: googlebot });
    await jest.advanceTimersByTimeAsync(hostTimings.serverNavigationWaitMs);
    const html = await htmlComing;
    jest.useRealTimers();
    openInBrowser(html);
    // The default bar's links: the top-level categories at least.
    expect(screen.getByRole('link', { name: 'Kaffee' })).toHaveAttribute('href', '/c/coffee');
    expect(screen.queryByRole('link', { name: 'Alles in Kaffee', hidden: true })).not.toBeInTheDocument();
    expect(html).not.toContain('getCategoryNavigation');
  });
});

describe('a search bot that runs scripts', () => {
  startsAsInABrowser();

  // The page with every flyout is five times the DOM of a shopper's: jsdom takes seconds over it.
  const withEveryFlyout = 20_000;

  it(
    'keeps the server’s flyouts when it hydrates the page, and they work',
    async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const reported = reportedErrors();
      jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(googlebot);
      const mount = openInBrowser(await serverPage('DE', { userAgent: googlebot }));
      // The server's elements, found once: queries by role over the whole page are slow in jsdom.
      const kaffee = screen.getByRole('button', { name: 'Kaffee' });
      // eslint-disable-next-line testing-library/no-node-access -- the flyout has no role: its button names it
      const panel = document.getElementById(kaffee.getAttribute('aria-controls')!)!;
      const allInCoffee = within(panel).getByRole('link', { name: 'Alles in Kaffee', hidden: true });
      const beans = within(panel).getByRole('button', { name: 'Kaffeebohnen', hidden: true });
      const espresso = within(panel).getByRole('link', { name: 'Espresso', hidden: true });
      const lastChance = screen.getByRole('link', { name: /^Gemütliches Zuhause/, hidden: true });
      expect(lastChance).not.toHaveTextContent('Nur noch');

      stopShop = await startShop(mount, loadMessages(sites.DE.locale));
      await waitFor(() => expect(mount).toHaveAttribute('data-started'), whileHydrating);
      // Once the flyouts' chunk is in, the browser adds the days left, counted from its own date.
      await waitFor(() => expect(lastChance).toHaveTextContent('Nur noch 1 Tag'), whileHydrating);

      const user = userEvent.setup();
      await user.click(kaffee);
      await waitFor(() => expect(allInCoffee).toBeVisible());
      await user.click(beans);
      expect(beans).toHaveAttribute('aria-expanded', 'true');
      expect(espresso).toBeVisible();
      // React kept the server's elements: the ones found before the scripts ran are the page's.
      for (const element of [allInCoffee, beans, espresso, lastChance]) expect(element).toBeInTheDocument();
      expect(reported).toEqual([]);
    },
    withEveryFlyout,
  );
});

describe('the smart app banner’s meta tag', () => {
  it('is in the head of the server’s HTML for iOS Safari, once, with the app’s id', async () => {
    const html = await serverPage('DE', { userAgent: iosSafari });
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    const tags = smartAppBannerTags(parsed);
    expect(tags).toHaveLength(1);
    // eslint-disable-next-line testing-library/no-node-access -- where Safari looks for it
    expect(tags[0]!.parentElement).toBe(parsed.head);
    // A parsed document has no window for jest-dom's matchers: its attribute, read.
    expect(tags[0]!.getAttribute('content')).toBe('app-id=000000000');
    expect(html.match(/apple-itunes-app/g)).toHaveLength(1);
  });

  it.each([
    ['iOS Chrome', iosChrome, ''],
    ['Android', android, ''],
    ['a desktop browser', navigator.userAgent, ''],
    ['iOS Safari inside the native app', iosSafari, 'xc-app=new'],
    ['iOS Safari after the app banner was closed', iosSafari, 'appBannerClosed=1'],
  ])('is not in the server’s HTML for %s', async (_visitor, userAgent, cookie) => {
    const html = await serverPage('DE', { userAgent, cookie });
    expect(html).not.toContain('apple-itunes-app');
  });
});

describe('the smart app banner’s meta tag when the page is hydrated', () => {
  startsAsInABrowser();

  it('stays the server’s one: the browser adds no second', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(iosSafari);
    const mount = openInBrowser(await serverPage('DE', { userAgent: iosSafari }));
    const [serverTag] = smartAppBannerTags();
    expect(serverTag).toBeDefined();

    stopShop = await startShop(mount, loadMessages(sites.DE.locale));
    await waitFor(() => expect(mount).toHaveAttribute('data-started'), whileHydrating);
    // The effects of the hydrated page have run (the cart's count comes from the cart service).
    expect(await screen.findByRole('link', { name: /^Warenkorb, \d+ Artikel$/ })).toBeInTheDocument();
    expect(smartAppBannerTags()).toEqual([serverTag]);
    expect(reported).toEqual([]);
  });
});
