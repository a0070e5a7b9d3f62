import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import userEvent from '@testing-library/user-event';
import { seedCart } from '../../mocks/data/cartCatalogue';
import { newsletterCalls } from '../../mocks/handlers/newsletter';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { loadMessages } from '../../src/app/i18n/loadMessages';
// Named apart from Testing Library's render: it returns the page's HTML text.
import { renderPage as pageHtml, type RenderRequest } from '../../src/app/server/renderPage';
import { startShop } from '../../src/app/startShop';
import { endpoints } from '../../src/config/endpoints';
import { siteCodes, sites, type SiteCode } from '../../src/config/sites';
import { storageKeys } from '../../src/config/storage';
import { timings } from '../../src/config/timings';

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

const request = (site: SiteCode, overrides: Partial<RenderRequest> = {}): RenderRequest => ({
  path: '/',
  search: `?site=${site}`,
  userAgent: navigator.userAgent,
  cookie: '',
  origin: 'http://localhost',
  ...overrides,
});

/** The page as the server renders it into the app's index.html, as text. */
const serverPage = (site: SiteCode, overrides: Partial<RenderRequest> = {}) =>
  pageHtml(template, request(site, overrides));

/** The rendered page as the browser's document: its body's markup (the data block is inert). */
function openInBrowser(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.body.innerHTML = parsed.body.innerHTML;
  return document.getElementById('root')!;
}

const homeTitles: Record<SiteCode, string> = {
  DE: 'Willkommen in unserem Onlineshop',
  AT: 'Willkommen in unserem Onlineshop',
  CH: 'Willkommen in unserem Onlineshop',
  CH_FR: 'Bienvenue dans notre boutique en ligne',
  CZ: 'Vítejte v našem e-shopu',
  HU: 'Üdvözöljük webáruházunkban',
  PL: 'Witamy w naszym sklepie internetowym',
  SK: 'Vitajte v našom e-shope',
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
const whileHydrating = { timeout: 5000 };

let stopShop: (() => void) | undefined;
afterEach(() => {
  jest.restoreAllMocks();
  stopShop?.();
  stopShop = undefined;
  document.body.innerHTML = '';
});

describe('the server renders the home page', () => {
  it.each(siteCodes)('%s: in the site’s language, with the header’s banner and the newsletter', async (site) => {
    const html = await serverPage(site);
    openInBrowser(html);
    expect(document.documentElement.lang).toBe(sites[site].locale);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(homeTitles[site]);
    expect(within(screen.getByRole('banner')).getByRole('region')).toBeInTheDocument();
    // The newsletter's chunk is waited for: its form is in the HTML, not its placeholder.
    expect(screen.getByRole('img', { name: /./ })).toHaveAttribute(
      'src',
      '/service/newsletter/form/images/newsletter-tablet',
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
    expect(html).toContain(
      '<script type="application/json" id="shop-server-data">{"queries":[],"promotionWaits":{"~header_top":"late"}}</script>',
    );
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
    openInBrowser(await serverPage('DE', { path: '/search', search: '?query=kaffee&site=DE' }));
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
    await jest.advanceTimersByTimeAsync(timings.serverResultsWaitMs);
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

describe('the browser hydrates the server’s page', () => {
  startsAsInABrowser();

  it('keeps the server’s HTML, then adds what only it knows: the stored cart, the viewport, local storage', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
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
    // React says so when it throws the server's HTML away (startShop's report); its other console
    // errors here come from two renderers in one process, which only a test has.
    const mismatches = errors.mock.calls.filter(([message]) => String(message).startsWith("The server's HTML"));
    expect(mismatches).toEqual([]);
  });
});

describe('a store update while React hydrates', () => {
  startsAsInABrowser();

  it('does not change the first render: the server’s HTML is kept, then the update shows', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
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
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith("The server's HTML"))).toEqual([]);
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
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
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
    expect(errors.mock.calls.filter(([message]) => String(message).startsWith("The server's HTML"))).toEqual([]);
  });
});
