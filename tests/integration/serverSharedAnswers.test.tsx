import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nodeSetImmediate } from 'node:timers';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { categoryNavigationFor } from '../../mocks/data/navigationCatalogue';
import { server } from '../../mocks/node';
import { loadMessages } from '../../src/app/i18n/loadMessages';
// Named apart from Testing Library's render: it returns the page's HTML text.
import { renderPage as pageHtml, type RenderRequest } from '../../src/app/server/renderPage';
import { readServerData } from '../../src/app/server/serverData';
import { createSharedAnswerCache, type SharedAnswerCache } from '../../src/app/server/sharedAnswers';
import { startShop } from '../../src/app/startShop';
import { endpoints } from '../../src/config/endpoints';
import { sites } from '../../src/config/sites';
import { hostTimings } from '../../src/config/timings';
import { loadFlyoutChunk } from '../../src/features/navigation/flyoutChunk';
import { reportedErrors } from '../support/hydration';
import { flyoutOf, item } from '../support/navigation';
import { scrollToEnd } from '../support/viewport';
import { holdOnPurpose } from '../../mocks/heldRequests';

/**
 * What the host renders, the browser does not ask again (issue 38): the answers every visitor of a
 * site gets (the two navigation calls, the footer's content) are asked for on the host, travel in
 * the page's server data, and the browser's store takes them over. A host's wait for them is
 * bounded, a late or failed answer is the browser's to ask for, and the host's cache reuses them
 * per site for their time to live.
 */
globalThis.setImmediate ??= nodeSetImmediate;
globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;

const template = readFileSync(path.join(__dirname, '../../src/app/index.html'), 'utf8');
const request: RenderRequest = {
  path: '/',
  search: '?site=DE',
  userAgent: navigator.userAgent,
  cookie: '',
  origin: 'http://localhost',
};
const footerContent = endpoints.promotion('SHOP_FOOTER');
const shared = [endpoints.headerNavigation, endpoints.themeWorldNavigation, footerContent];

/** The endpoints whose answers a page's server data carries. */
const answeredIn = (html: string) =>
  readServerData(new DOMParser().parseFromString(html, 'text/html')).queries.map((query) => query.endpointName);

function openInBrowser(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.documentElement.lang = parsed.documentElement.lang;
  document.body.innerHTML = parsed.body.innerHTML;
  return document.getElementById('root')!;
}

/** The paths of the service calls from now on, the host's and the browser's (msw answers both). */
function recordServiceCalls() {
  const paths: string[] = [];
  const record = ({ request: call }: { request: Request }) => paths.push(new URL(call.url).pathname);
  server.events.on('request:start', record);
  cleanups.push(() => server.events.removeListener('request:start', record));
  return paths;
}

const cleanups: (() => void)[] = [];
let cache: SharedAnswerCache;
beforeEach(() => {
  cache = createSharedAnswerCache();
});
afterEach(() => {
  jest.useRealTimers();
  cache.stop();
  cleanups.splice(0).forEach((cleanup) => cleanup());
  document.body.innerHTML = '';
});

/** Hydration runs as in a browser, not inside act(). */
function startsAsInABrowser() {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => (scope.IS_REACT_ACT_ENVIRONMENT = false));
  afterEach(() => (scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment));
}

const whileHydrating = { timeout: 15_000 };
/**
 * The chunks the first test opens (the footer's body, the flyouts' contents), required before the
 * tests, as a returning shopper's browser has them: the first require of a chunk's modules on a
 * clean clone (no transform cache) took over 15 s in a CI run on a busy machine, which is the
 * machine's speed and not the page's. The tests then wait for what the shopper sees, not a download.
 */
beforeAll(() => Promise.all([loadFlyoutChunk(), import('../../src/features/footer/components/FooterBody')]), 120_000);

describe('a shopper’s first visit of a page the host rendered', () => {
  startsAsInABrowser();
  let stopShop: (() => void) | undefined;
  afterEach(() => {
    stopShop?.();
    stopShop = undefined;
  });

  it('asks for neither the navigation nor the footer’s content; both show, and a flyout opens', async () => {
    // Two renderers in one process (a test's, not a page's) make React warn in the console.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const reported = reportedErrors();
    // A running host's cache has them: the first render of a fresh process (here, of a test file
    // on a busy machine) may take longer than the wait to load what the calls need.
    await cache.answersFor('DE', request.origin, { waitMs: 10_000, crawler: false });
    const html = await pageHtml(template, request, { sharedAnswers: cache });
    expect(answeredIn(html)).toEqual(
      expect.arrayContaining(['getCategoryNavigation', 'getThemeWorldNavigation', 'getFooterContent']),
    );
    const mount = openInBrowser(html);
    const calls = recordServiceCalls();

    stopShop = await startShop(mount, loadMessages(sites.DE.locale));
    await waitFor(() => expect(mount).toHaveAttribute('data-started'), whileHydrating);
    await scrollToEnd();
    // The footer's content, from the page's data.
    expect(
      await within(screen.getByRole('contentinfo')).findByRole('heading', { name: 'Service & Hilfe' }),
    ).toBeVisible();
    // The service's bar works: its flyout opens with its links. Looked for in the flyout: the role
    // and name of every element of the page, asked again each 50 ms, took jsdom past the find's
    // 10 s on a busy machine.
    const coffee = item('Kaffee');
    await userEvent.setup().click(coffee);
    expect(await within(flyoutOf(coffee)).findByRole('link', { name: 'Alles in Kaffee' })).toBeVisible();
    // The visitor's own calls went out; the answers the HTML carried were not asked for again.
    await waitFor(() => expect(calls).toContain(endpoints.personalData));
    expect(calls.filter((call) => shared.includes(call))).toEqual([]);
    expect(reported).toEqual([]);
  }, 60_000);

  it('when the host’s navigation answer is late: the page is rendered in time with the default bar, the browser asks, and the late answer serves the next render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`*${endpoints.headerNavigation}`, async ({ requestId }) => {
        holdOnPurpose(requestId);
        await held;
        return HttpResponse.json(categoryNavigationFor('DE'));
      }),
    );
    const calls = recordServiceCalls();
    const htmlComing = pageHtml(template, request, { sharedAnswers: cache });
    // The render waits as long as for the header's banner, not for the navigation's answer.
    await jest.advanceTimersByTimeAsync(hostTimings.serverSharedAnswersWaitMs);
    const html = await htmlComing;
    jest.useRealTimers();
    expect(answeredIn(html)).not.toContain('getCategoryNavigation');

    // The answer comes after all: the host keeps it, and the next page has it without another call.
    answer();
    const next = await pageHtml(template, request, { sharedAnswers: cache });
    expect(answeredIn(next)).toContain('getCategoryNavigation');
    expect(calls.filter((call) => call === endpoints.headerNavigation)).toHaveLength(1);

    // The first page: the default bar (plain links), until its browser has asked for the answer.
    const mount = openInBrowser(html);
    expect(screen.getByRole('link', { name: 'Kaffee' })).toHaveAttribute('href', '/c/coffee');
    stopShop = await startShop(mount, loadMessages(sites.DE.locale));
    expect(await screen.findByRole('button', { name: 'Kaffee' })).toBeInTheDocument();
    expect(calls.filter((call) => call === endpoints.headerNavigation)).toHaveLength(2);
  });
});

describe('the host’s cache of the shared answers', () => {
  const page = { waitMs: hostTimings.serverSharedAnswersWaitMs, crawler: false };

  it('reuses a site’s answers for their time to live, then asks again', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const calls = recordServiceCalls();
    expect(await cache.answersFor('DE', request.origin, page)).toHaveLength(3);
    expect(calls.filter((call) => shared.includes(call))).toHaveLength(3);

    await jest.advanceTimersByTimeAsync(hostTimings.serverSharedAnswersTtlMs - 1);
    expect(await cache.answersFor('DE', request.origin, page)).toHaveLength(3);
    expect(calls.filter((call) => shared.includes(call))).toHaveLength(3);
    // Another site's are its own.
    await cache.answersFor('TR', request.origin, page);
    expect(calls.filter((call) => shared.includes(call))).toHaveLength(6);

    await jest.advanceTimersByTimeAsync(1);
    expect(await cache.answersFor('DE', request.origin, page)).toHaveLength(3);
    expect(calls.filter((call) => shared.includes(call))).toHaveLength(9);
  });

  it('passes no failed answer on, and asks a failing service again only after a pause', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(http.get(`*${footerContent}`, () => new HttpResponse(null, { status: 500 })));
    const calls = recordServiceCalls();
    const names = async () => (await cache.answersFor('DE', request.origin, page)).map((answer) => answer.endpointName);

    expect(await names()).toEqual(['getCategoryNavigation', 'getThemeWorldNavigation']);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^SHOP_FOOTER: the service failed \(500\)/));
    await jest.advanceTimersByTimeAsync(hostTimings.serverSharedAnswersRetryMs - 1);
    expect(await names()).toEqual(['getCategoryNavigation', 'getThemeWorldNavigation']);
    expect(calls.filter((call) => call === footerContent)).toHaveLength(1);

    server.resetHandlers();
    await jest.advanceTimersByTimeAsync(1);
    expect(await names()).toEqual(['getCategoryNavigation', 'getThemeWorldNavigation', 'getFooterContent']);
    expect(calls.filter((call) => call === footerContent)).toHaveLength(2);
  });

  it('gives a crawler’s page the navigation only: its footer renders at once, in a layout the host does not know', async () => {
    const answers = await cache.answersFor('DE', request.origin, { ...page, crawler: true });
    expect(answers.map((answer) => answer.endpointName)).toEqual(['getCategoryNavigation', 'getThemeWorldNavigation']);
  });
});

describe('a render without the host’s cache', () => {
  it('asks again for each page, and calls off what is late when the page is done', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    const aborted: string[] = [];
    server.use(
      http.get(`*${footerContent}`, ({ request: call }) => {
        call.signal.addEventListener('abort', () => aborted.push(new URL(call.url).pathname));
        return new Promise<never>(() => undefined);
      }),
    );
    const calls = recordServiceCalls();
    for (let render = 0; render < 2; render += 1) {
      const htmlComing = pageHtml(template, request);
      await jest.advanceTimersByTimeAsync(hostTimings.serverSharedAnswersWaitMs);
      expect(answeredIn(await htmlComing)).not.toContain('getFooterContent');
    }
    expect(calls.filter((call) => call === endpoints.headerNavigation)).toHaveLength(2);
    expect(aborted).toEqual([footerContent, footerContent]);
  });
});
