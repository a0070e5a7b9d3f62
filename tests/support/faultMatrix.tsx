import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { clearAllListeners } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { matchRequestUrl } from 'msw';
import { mockCredentials } from '../../mocks/data/customers';
import { serviceCart } from '../../mocks/handlers/cart';
import { mockLoginIssuer } from '../../mocks/handlers/login';
import { server } from '../../mocks/node';
import { clientErrorBody, setScenario, slowAnswerMs } from '../../mocks/scenarios';
import { baseApi, type ServiceError } from '../../src/api/baseApi';
import { preloadNewsletter } from '../../src/app/pages/LazyNewsletter';
import { AppRoutes } from '../../src/app/routes';
import type { AppStore } from '../../src/app/store';
import { endpoints } from '../../src/config/endpoints';
import { limits } from '../../src/config/limits';
import { cookieNames } from '../../src/config/storage';
import { timings } from '../../src/config/timings';
import type { cartChangeApi } from '../../src/features/cart/cartChangeApi';
import type { footerApi } from '../../src/features/footer/footerApi';
import { sessionWatchStarted } from '../../src/features/login';
import type { greetingApi } from '../../src/features/greeting/greetingApi';
import type { loginApi } from '../../src/features/login/loginApi';
import type { sessionApi } from '../../src/features/session/sessionApi';
import type { navigationApi } from '../../src/features/navigation/navigationApi';
import { newsletterApi } from '../../src/features/newsletter/newsletterApi';
import { previewWatchStarted } from '../../src/features/preview';
import type { previewApi } from '../../src/features/preview/previewApi';
import type { promotionApi } from '../../src/features/promotions/promotionApi';
import type { searchApi } from '../../src/features/search/searchApi';
import type { supportApi } from '../../src/features/support/supportApi';
import { settleNetwork, settleReveal } from './network';
import { renderWithProviders } from './renderWithProviders';
import { searchBox } from './search';
import { scrollToEnd } from './viewport';

/**
 * The fault matrix (issue 17, "Failing services"): every endpoint of the base API, called the way a
 * shopper calls it on a whole page, answered with each fault below. In every cell the shopper gets
 * the spec's message or a clear fallback, the page keeps its header, main area and footer, nothing
 * is thrown or logged as an error, and nothing the shopper typed or put in the cart is lost. The
 * matrix is written as a table after the run, a part per shard (artifacts/fault-matrix-<n>.md).
 *
 * The faults are the mock services' generic scenarios (mocks/scenarios.ts), so the dev server and
 * Storybook serve the same ones: `?mock=cartChange:malformedJson`.
 */
const faults = ['500', '4xx', 'network', 'time-out', 'malformed JSON', 'slow'] as const;
type Fault = (typeof faults)[number];
type Failure = Exclude<Fault, 'slow'>;

const scenarioOf: Record<Fault, string> = {
  '500': 'error', // HTTP 500 with a JSON error body
  '4xx': 'clientError', // HTTP 400 with a JSON body no feature knows
  network: 'network', // the connection fails
  'time-out': 'hang', // no answer: the client gives up after timings.fetchTimeoutMs (15 s)
  'malformed JSON': 'malformedJson', // the service did its work, the 200's JSON body breaks off half-way
  slow: 'slow', // the usual answer, after slowAnswerMs (2.5 s)
};

/** What reached the shopper's browser for a failure, as the mock services' events tell it. */
const answerOf: Record<Failure, number | 'network error' | 'given up'> = {
  '500': 500,
  '4xx': 400,
  network: 'network error',
  'time-out': 'given up', // the client aborted it: its time-out, not a test's patience, ended it
  'malformed JSON': 200,
};

/** What each request of the endpoint must have got: the failure, or for `slow` the usual answer's status. */
function faultAnswer(fault: Fault): unknown {
  return fault === 'slow' ? expect.any(Number) : answerOf[fault];
}

/** The page as the shopper has it in a cell. */
interface Shop {
  readonly user: UserEvent;
  readonly store: AppStore;
  /** What a call dispatched by the row itself resolved to (rows no page reaches). */
  result?: Promise<{ data?: unknown; error?: unknown }>;
  /** The page's text before a background call, to compare with after it. */
  textBefore?: string;
}

/** What the shopper must get, and its few words in the printed matrix. */
interface Outcome {
  readonly says: string;
  readonly check: (shop: Shop) => void | Promise<void>;
}

interface Row {
  /** The mock service's scenario key, and the request the fault is served to (method and msw path). */
  readonly call: { readonly service: string; readonly method: 'GET' | 'POST' | 'PUT'; readonly path: string };
  /** How a shopper makes the call: the page, and what they do there. */
  readonly reach: string;
  readonly page: string;
  /** What the visitor brings along (cookies). */
  readonly given?: () => void;
  readonly act?: (shop: Shop) => Promise<void>;
  /** How long the app keeps asking after a refusal (the suggestions' retries). */
  readonly retriesMs?: number;
  /** Every failure, unless `except` says otherwise. */
  readonly failed: Outcome;
  readonly except?: Partial<Record<Failure, Outcome>>;
  /** The slow answer: what shows while it is on its way, where the UI has a state for it. */
  readonly meanwhile?: Outcome;
  /** The slow answer, once it came. */
  readonly answered: Outcome;
  /** The cart read itself: its failure leaves the cart unknown, so the cart link names no count. */
  readonly cartUnknownOnFailure?: boolean;
}

// ---------------------------------------------------------------------------------------------
// What the shopper does and sees

const header = () => within(screen.getByRole('banner'));
const main = () => within(screen.getByRole('main'));
const footer = () => within(screen.getByRole('contentinfo'));

/** Lets time pass on jest's fake timers, with the answers falling due in it arriving. */
async function passTime(ms: number) {
  await act(() => jest.advanceTimersByTimeAsync(ms));
  await settleNetwork();
}

/** Sees `text` on the page, visible (where on the page: `within`, the whole page by default). */
const sees = (text: string | RegExp, where: () => ReturnType<typeof within> = () => within(document.body)) =>
  expect(where().getByText(text)).toBeVisible();

const outcome = (says: string, check: Outcome['check']): Outcome => ({ says, check });

/** A submit button that says what it is busy with while the answer is on its way. */
const busyButton = (label: string, where: () => ReturnType<typeof within>) =>
  outcome('busy button', () => {
    expect(where().getByRole('button', { name: new RegExp(label) })).toHaveAttribute('aria-busy', 'true');
  });

/** A message of the spec (or of the feature's messages.ts), its first words in the matrix. */
const message = (text: string, where?: () => ReturnType<typeof within>, also?: Outcome['check']): Outcome =>
  outcome(`message: ${text.split(' ').slice(0, 4).join(' ')} …`, async (shop) => {
    sees(text, where);
    await also?.(shop);
  });

async function openMiniCart({ user }: Shop) {
  await user.click(header().getByRole('button', { name: 'Warenkorb-Vorschau' }));
  await settleNetwork();
}
/** The mini cart: what its toggle's aria-controls names, as a screen reader finds it. */
function miniCart() {
  const toggle = header().getByRole('button', { name: 'Warenkorb-Vorschau' });
  // The disclosure panel has no role of its own.
  return within(document.getElementById(toggle.getAttribute('aria-controls') ?? '')!);
}
const espresso = 'Barista Espresso, 1 kg Bohnen';

/**
 * The cart link names the count of the cart the service holds: nothing put in the cart is lost. A
 * failed read leaves the count unknown (spec 4: failure clears the cart): the link names none.
 */
function expectCartAsServer({ readFailed }: { readFailed: boolean }) {
  const link = header().getByRole('link', { name: /^Warenkorb/ });
  if (readFailed) expect(link).toHaveAccessibleName('Warenkorb');
  else expect(link).toHaveAccessibleName(`Warenkorb, ${serviceCart('DE')?.numberOfArticles} Artikel`);
}

/** A form field by the start of its label (required fields add a "*"). */
const field = (label: string) => screen.getByLabelText((text) => text.startsWith(label));

/** The fields still hold what the shopper typed. */
const keeps = (fields: Record<string, string>) => () => {
  for (const [label, value] of Object.entries(fields)) expect(field(label)).toHaveValue(value);
};

async function typeInto(user: UserEvent, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) await user.type(field(label), value);
}

const newsletterForm = { 'E-Mail-Adresse': 'eva@example.de' };
const contactForm = {
  Vorname: 'Eva',
  Nachname: 'Berg',
  'E-Mail-Adresse': 'eva@example.de',
  'Ihre Nachricht': 'Wo bleibt mein Paket?',
};
const loginForm = { 'E-Mail-Adresse': mockCredentials.email, Passwort: mockCredentials.password };

/** An unsigned JWT as the login mock sets it (its issuer: the personal-data mock answers the customer). */
function loginToken({ renewInS, expireInS }: { renewInS: number; expireInS: number }): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: mockLoginIssuer, lid: 'L-4711', ren: now + renewInS, exp: now + expireInS };
  return ['{"alg":"HS256"}', JSON.stringify(claims)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('sig')
    .join('.');
}
const setCookie = (name: string, value: string) => {
  document.cookie = `${name}=${value}; path=/`;
};

/** The page the shopper sees, as text: a background call must leave it as it was. */
const pageText = () => document.body.textContent ?? '';
const remember = (shop: Shop) => {
  shop.textBefore = pageText();
};
const unchanged = (also?: Outcome['check']): Outcome =>
  outcome('page unchanged', async (shop) => {
    expect(pageText()).toBe(shop.textBefore);
    await also?.(shop);
  });

const greetsAnna = () => expect(header().getByText('Hallo Anna Schmidt')).toBeVisible();

const dialog = () => within(screen.getByRole('dialog', { name: 'Preview settings' }));

/** Opens the staff preview panel's dialog in the footer, with its A/B part. */
async function openPreviewDialog({ user }: Shop) {
  await scrollToEnd();
  await settleNetwork();
  await user.click(await footer().findByRole('button', { name: 'Preview settings' }));
  await user.click(dialog().getByRole('button', { name: 'A/B Test settings', expanded: false }));
}

/** Each failure as the base API gives it to every feature (src/api/baseApi.ts). */
const serviceErrorOf: Record<Failure, ServiceError> = {
  '500': { status: 500, body: { error: 'UNKNOWN' } },
  '4xx': { status: 400, body: clientErrorBody },
  network: { status: 'NETWORK' },
  'time-out': { status: 'TIMEOUT' },
  'malformed JSON': { status: 'PARSE', body: expect.any(String) },
};

/**
 * A row for a call no page makes (the API an embedding host uses): `act` dispatches it, and each
 * failure is the call's normalised error, nothing thrown, the page as it was.
 */
function hostApiRow(row: Omit<Row, 'failed' | 'reach' | 'page'>): Row {
  const normalised = (fault: Failure) =>
    outcome(`error ${String(serviceErrorOf[fault].status)}`, async (shop) => {
      expect((await shop.result)?.error).toEqual(serviceErrorOf[fault]);
      expect(pageText()).toBe(shop.textBefore);
    });
  const failures = faults.filter((fault): fault is Failure => fault !== 'slow');
  return {
    reach: 'No page calls it (the API an embedding host uses): the call\u2019s own contract; the page unchanged.',
    page: '/',
    ...row,
    failed: normalised('500'),
    except: Object.fromEntries(failures.map((fault) => [fault, row.except?.[fault] ?? normalised(fault)])),
  };
}

/** Newsletter subscriber `token-1`, as the sign-up made it, for the calls on a subscriber. */
async function createSubscriber(shop: Shop) {
  await shop.store.dispatch(
    newsletterApi.endpoints.createSubscriber.initiate({
      request: { email: 'eva@example.de', consents: [], origin: 'onsite', originAddition: 'subsite' },
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The matrix: one row per endpoint. Its checks run inside the cells' tests (describe.each below).
/* eslint-disable jest/no-standalone-expect */

type EndpointName =
  | keyof typeof greetingApi.endpoints
  | keyof typeof loginApi.endpoints
  | keyof typeof sessionApi.endpoints
  | keyof typeof navigationApi.endpoints
  | keyof typeof searchApi.endpoints
  | keyof typeof cartChangeApi.endpoints
  | keyof typeof promotionApi.endpoints
  | keyof typeof footerApi.endpoints
  | keyof typeof supportApi.endpoints
  | keyof typeof newsletterApi.endpoints
  | keyof typeof previewApi.endpoints;

const matrix = {
  // --- the header ------------------------------------------------------------------------------
  getPersonalData: {
    call: { service: 'psdata', method: 'GET', path: endpoints.personalData },
    reach: 'Any page: the header greets a logged-in customer (login cookie of the login mock).',
    page: '/',
    given: () => setCookie(cookieNames.loginToken, loginToken({ renewInS: 600, expireInS: 3600 })),
    // Spec 3/8: failure handling "not shown"; ours: the logged-out header.
    failed: outcome('logged-out greeting', () => {
      expect(header().getByRole('link', { name: 'Anmelden' })).toBeVisible();
    }),
    meanwhile: outcome('logged-out greeting', () => {
      expect(header().getByRole('link', { name: 'Anmelden' })).toBeVisible();
    }),
    answered: outcome('✓ greeting after wait', greetsAnna),
  },

  getCategoryNavigation: {
    call: { service: 'navigation', method: 'GET', path: endpoints.headerNavigation },
    reach: 'Any page: the navigation bar asks for the category tree.',
    page: '/',
    // Spec 8: "Failed navigation fetches are logged and the static default navigation stays."
    failed: outcome('default navigation (logged)', () => {
      const bar = within(header().getByRole('navigation', { name: 'Hauptnavigation' }));
      expect(bar.getByRole('link', { name: 'Kaffee' })).toBeVisible();
      expect(bar.queryByRole('button', { name: 'Kaffee' })).not.toBeInTheDocument();
      expect(console.warn).toHaveBeenCalledWith(
        'getCategoryNavigation failed; the default navigation stays',
        expect.anything(),
      );
    }),
    meanwhile: outcome('default navigation', () => {
      expect(header().getByRole('link', { name: 'Kaffee' })).toBeVisible();
    }),
    answered: outcome('✓ flyouts after wait', () => {
      expect(header().getByRole('button', { name: 'Kaffee' })).toBeVisible();
    }),
  },

  getThemeWorldNavigation: {
    call: { service: 'themeWorlds', method: 'GET', path: endpoints.themeWorldNavigation },
    reach: 'Any page: the navigation bar asks for the theme worlds.',
    page: '/',
    failed: outcome('overview link, no flyout (logged)', () => {
      expect(header().getByRole('link', { name: 'Themenwelten' })).toBeVisible();
      expect(console.warn).toHaveBeenCalledWith(
        'getThemeWorldNavigation failed; the default navigation stays',
        expect.anything(),
      );
    }),
    meanwhile: outcome('overview link', () => {
      expect(header().getByRole('link', { name: 'Themenwelten' })).toBeVisible();
    }),
    answered: outcome('✓ flyout after wait', () => {
      expect(header().getByRole('button', { name: 'Themenwelten' })).toBeVisible();
    }),
  },

  getPromotion: {
    call: { service: 'promotion', method: 'GET', path: endpoints.promotion('~header_top') },
    reach: 'Any page: the header asks for its banner (~header_top).',
    page: '/',
    // Spec 8: "No user-visible messages for promotions: a failed promotion fetch hides the promotion."
    failed: outcome('banner hidden', () => {
      expect(header().queryByRole('button', { name: /KAFFEE10/ })).not.toBeInTheDocument();
    }),
    answered: outcome('✓ banner after wait', () => {
      expect(header().getByRole('button', { name: /KAFFEE10/ })).toBeVisible();
    }),
  },

  getSuggestions: {
    call: { service: 'suggestions', method: 'GET', path: endpoints.suggestions },
    reach: 'Any page: the shopper types "kaffee" into the header search.',
    page: '/',
    act: async ({ user }) => {
      await user.type(searchBox(), 'kaffee');
      await passTime(timings.suggestionDebounceMs);
    },
    // Spec 7: retried up to 4 times, 2 s apart, on status 400 or above.
    retriesMs: limits.suggestionRetries * timings.suggestionRetryDelayMs,
    failed: message('Vorschläge sind gerade nicht verfügbar. Sie können trotzdem suchen.', header, () =>
      expect(searchBox()).toHaveValue('kaffee'),
    ),
    answered: outcome('✓ suggestions after wait', () => {
      expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
      expect(searchBox()).toHaveValue('kaffee');
    }),
  },

  getSearchCacheKey: {
    call: { service: 'cachekey', method: 'GET', path: endpoints.searchCacheKey },
    reach:
      'Background: the header asks for it once when it mounts; its answer is not used. The search must still work.',
    page: '/',
    act: async ({ user }) => {
      await user.type(searchBox(), 'kaffee');
      await passTime(timings.suggestionDebounceMs);
    },
    failed: outcome('nothing shown; search works', () => {
      expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    }),
    answered: outcome('nothing shown; search works', () => {
      expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
    }),
  },

  // --- the cart --------------------------------------------------------------------------------
  getCart: {
    call: { service: 'cart', method: 'GET', path: endpoints.cart },
    reach: 'Any page: the header reads the cart; the shopper opens the mini cart.',
    page: '/',
    act: openMiniCart,
    cartUnknownOnFailure: true,
    // Spec 8: cart read errors; a network failure counts as UNKNOWN.
    failed: message(
      'Der Inhalt Ihres Warenkorbs kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
      miniCart,
    ),
    meanwhile: outcome('loading', () => sees('Warenkorb wird geladen …', miniCart)),
    answered: outcome('✓ cart after wait', () => {
      expect(miniCart().getByRole('button', { name: `${espresso} entfernen` })).toBeVisible();
    }),
  },

  changeCart: {
    call: { service: 'cartChange', method: 'POST', path: endpoints.cart },
    reach: `Any page: the shopper opens the mini cart and removes "${espresso}".`,
    page: '/',
    act: async (shop) => {
      await openMiniCart(shop);
      await shop.user.click(miniCart().getByRole('button', { name: `${espresso} entfernen` }));
    },
    // Spec 4/8: the previous cart is restored and the change error shows (for 7.5 s).
    failed: message(
      'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
      miniCart,
      () => expect(miniCart().getByRole('button', { name: `${espresso} entfernen` })).toBeVisible(),
    ),
    except: {
      // The service removed the line, its answer broke off: the cart shown is read again.
      'malformed JSON': message(
        'Ihr Warenkorb kann gerade nicht geändert werden. Bitte versuchen Sie es später noch einmal.',
        miniCart,
        () => expect(miniCart().queryByRole('button', { name: `${espresso} entfernen` })).not.toBeInTheDocument(),
      ),
    },
    meanwhile: outcome('shown removed at once', () => sees(`${espresso} wurde entfernt.`, miniCart)),
    answered: outcome('✓ removed after wait', () => {
      expect(miniCart().queryByRole('button', { name: `${espresso} entfernen` })).not.toBeInTheDocument();
    }),
  },

  // --- the newsletter --------------------------------------------------------------------------
  createSubscriber: {
    call: {
      service: 'newsletter',
      method: 'POST',
      path: `${endpoints.newsletter.privateBase}${endpoints.newsletter.subscribers}`,
    },
    reach: 'Home page: the shopper types an e-mail address into the sign-up and presses "Jetzt anmelden".',
    page: '/',
    act: async ({ user }) => {
      await typeInto(user, newsletterForm);
      await user.click(main().getByRole('button', { name: 'Jetzt anmelden' }));
    },
    // Spec 8: any other error or a network failure gives ERROR_GENERIC, the technical-error message.
    failed: message(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
      main,
      keeps(newsletterForm),
    ),
    except: {
      // Spec 8: only a non-2xx response is an error; the answer's body is not read.
      'malformed JSON': outcome('✓ success (2xx; body unread)', () => sees('Vielen Dank für Ihre Anmeldung!', main)),
    },
    meanwhile: busyButton('Anmeldung wird gesendet …', main),
    answered: outcome('✓ success after wait', () => sees('Vielen Dank für Ihre Anmeldung!', main)),
  },

  getCustomerBaseData: {
    call: {
      service: 'newsletterBaseData',
      method: 'GET',
      path: `${endpoints.newsletter.privateBase}${endpoints.newsletter.customerBaseData}`,
    },
    reach: 'Home page, logged in: the sign-up asks for the prefill; the shopper types an address meanwhile.',
    page: '/',
    given: () => setCookie(cookieNames.loginToken, loginToken({ renewInS: 600, expireInS: 3600 })),
    act: ({ user }) => typeInto(user, newsletterForm),
    // Spec 8: "Base-data fetch failure silently yields an empty form."
    failed: outcome('silent; typed text kept', () => {
      keeps(newsletterForm)();
      expect(main().queryByRole('alert')).not.toBeInTheDocument();
    }),
    answered: outcome('✓ typed text kept over prefill', keeps(newsletterForm)),
  },

  confirmSubscriber: {
    call: {
      service: 'newsletterDoi',
      method: 'PUT',
      path: `${endpoints.newsletter.privateBase}${endpoints.newsletter.subscribers}/:token/doi`,
    },
    reach: 'The confirmation mail\u2019s link: /subscribenewsletter?subscriberToken=… confirms the sign-up.',
    page: '/subscribenewsletter?subscriberToken=token-9',
    // Spec 2.1: the invalid-double-opt-in-link message above the form; the widget shows it for every
    // failure, a technical one too (the spec names no other).
    failed: message(
      'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.',
      main,
    ),
    except: {
      'malformed JSON': outcome('✓ confirmed (2xx; body unread)', () => sees('Ihre Anmeldung ist bestätigt', main)),
    },
    meanwhile: outcome('loader', () => sees('Ihre Anmeldung wird bestätigt …', main)),
    answered: outcome('✓ confirmed after wait', () => sees('Ihre Anmeldung ist bestätigt', main)),
  },

  getSubscriber: hostApiRow({
    call: {
      service: 'newsletterSubscriber',
      method: 'GET',
      path: `${endpoints.newsletter.privateBase}${endpoints.newsletter.subscribers}/:token`,
    },
    act: async (shop) => {
      await createSubscriber(shop);
      remember(shop);
      shop.result = shop.store.dispatch(newsletterApi.endpoints.getSubscriber.initiate({ subscriberToken: 'token-1' }));
    },
    answered: outcome('✓ subscriber after wait', async (shop) => {
      expect((await shop.result)?.data).toMatchObject({ email: 'eva@example.de' });
      expect(pageText()).toBe(shop.textBefore);
    }),
  }),

  updateSubscriber: hostApiRow({
    call: {
      service: 'newsletterSubscriber',
      method: 'PUT',
      path: `${endpoints.newsletter.privateBase}${endpoints.newsletter.subscribers}/:token`,
    },
    act: async (shop) => {
      await createSubscriber(shop);
      remember(shop);
      shop.result = shop.store.dispatch(
        newsletterApi.endpoints.updateSubscriber.initiate({
          subscriberToken: 'token-1',
          request: { firstName: 'Eva' },
        }),
      );
    },
    except: {
      // The service answers 204 without a body: a 2xx is the update done, its body is not read.
      'malformed JSON': outcome('✓ updated (2xx; body unread)', async (shop) => {
        expect((await shop.result)?.error).toBeUndefined();
      }),
    },
    answered: outcome('✓ updated after wait', async (shop) => {
      expect((await shop.result)?.error).toBeUndefined();
      expect(pageText()).toBe(shop.textBefore);
    }),
  }),

  // --- the footer and the contact page -----------------------------------------------------------
  getFooterContent: {
    call: { service: 'footer', method: 'GET', path: endpoints.promotion('SHOP_FOOTER') },
    reach: 'Any page: the shopper scrolls down to the footer, which asks for its content.',
    page: '/',
    act: async () => {
      await scrollToEnd();
      await settleNetwork();
    },
    // Spec 7: 404 gives no content; other failures are logged and give no content. Ours: service links stand in.
    failed: outcome('fallback links (logged)', () => {
      sees('Weitere Links finden Sie auf unseren Service-Seiten.', footer);
      expect(footer().getByRole('link', { name: 'Kontakt' })).toBeVisible();
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^SHOP_FOOTER: the service failed/));
    }),
    answered: outcome('✓ content after wait', async () => {
      await settleReveal();
      expect(footer().getByRole('heading', { name: 'Service & Hilfe' })).toBeVisible();
    }),
  },

  requestAbAssignment: {
    call: { service: 'abAssignment', method: 'GET', path: endpoints.abTestAssignment },
    reach: 'Background: the footer asks for it on load; the answer is ignored. The footer must still show its content.',
    page: '/',
    act: async () => {
      await scrollToEnd();
      await settleNetwork();
    },
    failed: outcome('nothing shown; footer whole', async () => {
      await settleReveal();
      expect(footer().getByRole('heading', { name: 'Service & Hilfe' })).toBeVisible();
    }),
    answered: outcome('nothing shown; footer whole', async () => {
      await settleReveal();
      expect(footer().getByRole('heading', { name: 'Service & Hilfe' })).toBeVisible();
    }),
  },

  getSupportContent: {
    call: { service: 'supportFooter', method: 'GET', path: endpoints.promotion('SHOP_SUPPORT_FOOTER') },
    reach: '/contact: the support footer under the contact form asks for its content.',
    page: '/contact',
    // Spec 7 (footer content): failures give no content; the support footer then shows nothing.
    failed: outcome('support footer hidden (logged); form stays', () => {
      expect(main().queryByRole('heading', { name: 'Kundenservice' })).not.toBeInTheDocument();
      expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^SHOP_SUPPORT_FOOTER: the service failed/));
      expect(main().getByRole('button', { name: 'Nachricht senden' })).toBeVisible();
    }),
    answered: outcome('✓ contact data after wait', () => {
      expect(main().getByRole('heading', { name: 'Kundenservice' })).toBeVisible();
    }),
  },

  sendContactRequest: {
    call: { service: 'contact', method: 'POST', path: endpoints.contactRequests },
    reach: '/contact: the shopper fills in the form and presses "Nachricht senden".',
    page: '/contact',
    act: async ({ user }) => {
      await typeInto(user, contactForm);
      await user.click(main().getByRole('button', { name: 'Nachricht senden' }));
    },
    failed: message(
      'Ihre Nachricht konnte aus technischen Gründen nicht gesendet werden. Ihre Angaben sind erhalten, bitte versuchen Sie es später noch einmal.',
      main,
      keeps(contactForm),
    ),
    except: {
      'malformed JSON': outcome('✓ thanks (2xx; body unread)', () =>
        sees('Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.', main),
      ),
    },
    meanwhile: busyButton('Wird gesendet …', main),
    answered: outcome('✓ thanks after wait', () =>
      sees('Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.', main),
    ),
  },

  // --- logging in and the session --------------------------------------------------------------
  logIn: {
    call: { service: 'login', method: 'POST', path: endpoints.login },
    reach: '/login: the shopper types e-mail and password and presses "Anmelden".',
    page: '/login',
    act: async ({ user }) => {
      await typeInto(user, loginForm);
      await user.click(main().getByRole('button', { name: 'Anmelden' }));
    },
    // Spec 7: anything but 200 or 401, or a network failure, is SERVICE_UNAVAILABLE.
    failed: message(
      'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
      main,
      keeps(loginForm),
    ),
    except: {
      // Spec 7: 200 is success, whatever the body; the service set the login cookies.
      'malformed JSON': outcome('✓ logged in (200; body unread)', () => {
        sees('Sie sind jetzt angemeldet.', main);
        greetsAnna();
      }),
    },
    meanwhile: busyButton('Sie werden angemeldet', main),
    answered: outcome('✓ logged in after wait', () => {
      sees('Sie sind jetzt angemeldet.', main);
      greetsAnna();
    }),
  },

  renewLoginToken: {
    call: { service: 'loginRenew', method: 'POST', path: endpoints.loginTokenRenew },
    reach: 'Background: a logged-in shopper keeps browsing; 3 minutes on, the renewable login token is renewed.',
    page: '/',
    given: () => setCookie(cookieNames.loginToken, loginToken({ renewInS: -60, expireInS: 3600 })),
    act: async (shop) => {
      remember(shop);
      await shop.user.click(main().getByRole('heading', { level: 1 }));
      await passTime(timings.sessionCheckIntervalMs);
    },
    failed: unchanged(greetsAnna),
    answered: unchanged(greetsAnna),
  },

  requestLongTermToken: {
    call: { service: 'longTermToken', method: 'GET', path: endpoints.longTermToken },
    reach:
      'Background: a shopper whose login expired keeps browsing; the session check stops and asks for a long-term token.',
    page: '/',
    given: () => setCookie(cookieNames.loginToken, loginToken({ renewInS: -3600, expireInS: -60 })),
    act: async (shop) => {
      remember(shop);
      await shop.user.click(main().getByRole('heading', { level: 1 }));
      await passTime(timings.sessionCheckIntervalMs);
    },
    failed: unchanged(),
    answered: unchanged(),
  },

  requestCustomerInfo: {
    call: { service: 'customerInfo', method: 'GET', path: endpoints.customerInfo('*') },
    reach: 'Background: a page opened with both login cookies asks for the customer info; nothing reads it.',
    page: '/',
    given: () => {
      setCookie(cookieNames.loginToken, loginToken({ renewInS: 600, expireInS: 3600 }));
      setCookie(cookieNames.longTermToken, 'long-term');
    },
    failed: outcome('nothing shown; greeting stays', greetsAnna),
    answered: outcome('nothing shown; greeting stays', greetsAnna),
  },

  // --- the staff preview tool (a preview cookie, the panel in the footer) --------------------------
  checkPreviewAuth: {
    call: { service: 'previewAuth', method: 'GET', path: endpoints.preview.checkAuth },
    reach: 'Staff with a preview cookie: the page checks the staff login; the panel shows in the footer.',
    page: '/',
    given: () => setCookie(cookieNames.previewToken, 'staff'),
    act: async () => {
      await scrollToEnd();
      await settleNetwork();
    },
    // Spec 2.4: the panel appears only if the check call succeeds.
    failed: outcome('no preview panel', () => {
      expect(footer().queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
    }),
    answered: outcome('✓ panel after wait', () => {
      expect(footer().getByRole('region', { name: 'Preview mode' })).toBeVisible();
    }),
  },

  renewPreviewLogin: {
    call: { service: 'previewRenew', method: 'POST', path: endpoints.preview.loginRenew },
    reach: 'Background: the staff login is renewed once the check succeeded (then every 5 minutes).',
    page: '/',
    given: () => setCookie(cookieNames.previewToken, 'staff'),
    act: async () => {
      await scrollToEnd();
      await settleNetwork();
    },
    failed: outcome('panel stays (logged)', () => {
      expect(footer().getByRole('region', { name: 'Preview mode' })).toBeVisible();
      expect(console.warn).toHaveBeenCalledWith(
        'Preview: the login renewal failed; next try in 5 minutes',
        expect.anything(),
      );
    }),
    answered: outcome('panel stays', () => {
      expect(footer().getByRole('region', { name: 'Preview mode' })).toBeVisible();
    }),
  },

  getPreviewSettings: {
    call: { service: 'previewCookie', method: 'GET', path: endpoints.preview.cookie },
    reach: 'Staff: the panel in the footer reads what the preview shows now.',
    page: '/',
    given: () => setCookie(cookieNames.previewToken, 'staff'),
    act: async () => {
      await scrollToEnd();
      await settleNetwork();
    },
    // Spec 8: a failed cookie fetch shows a general error message in an error-state notification.
    failed: message('Something went wrong. Please try again later.', footer, () => {
      expect(footer().getByRole('button', { name: 'Preview settings' })).toBeVisible();
    }),
    answered: outcome('✓ summary after wait', () => sees('Showing the shop as it is now.', footer)),
  },

  getActiveAbTests: {
    call: { service: 'abTests', method: 'GET', path: endpoints.abTestsAt },
    reach: 'Staff: the preview settings dialog lists the A/B tests active on the date.',
    page: '/',
    given: () => setCookie(cookieNames.previewToken, 'staff'),
    act: openPreviewDialog,
    failed: message('Failed to fetch AB tests.', dialog),
    meanwhile: outcome('loading', () => {
      expect(dialog().getByRole('combobox', { name: 'Name' })).toHaveDisplayValue('Loading tests...');
    }),
    answered: outcome('✓ tests after wait', () => sees('Active tests found.', dialog)),
  },

  applyPreviewSettings: {
    call: { service: 'previewToken', method: 'POST', path: endpoints.preview.token },
    reach: 'Staff: in the dialog they set a time and press "Set preview settings".',
    page: '/',
    given: () => setCookie(cookieNames.previewToken, 'staff'),
    act: async (shop) => {
      await openPreviewDialog(shop);
      const time = dialog().getByLabelText('Time');
      await shop.user.clear(time);
      await shop.user.type(time, '10:30');
      await shop.user.click(dialog().getByRole('button', { name: 'Set preview settings' }));
    },
    failed: message('Applying settings failed.', dialog, () => {
      expect(dialog().getByLabelText('Time')).toHaveValue('10:30');
    }),
    meanwhile: busyButton('Applying settings', dialog),
    answered: outcome('✓ applied after wait', () => sees('Settings applied successfully.', dialog)),
  },

  logoutPreview: {
    call: { service: 'previewLogout', method: 'POST', path: endpoints.preview.logout },
    reach: 'Staff: in the dialog they press "Logout".',
    page: '/',
    given: () => setCookie(cookieNames.previewToken, 'staff'),
    act: async (shop) => {
      await openPreviewDialog(shop);
      await shop.user.click(screen.getByRole('button', { name: 'Logout' }));
    },
    // Spec 8: "Logout errors are only logged": the session ends on this page either way.
    failed: outcome('logged out (error logged)', () => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(footer().queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
      expect(console.warn).toHaveBeenCalledWith('Preview: the logout failed', expect.anything());
    }),
    meanwhile: outcome('panel gone at once', () => {
      expect(footer().queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
    }),
    answered: outcome('✓ logged out', () => {
      expect(footer().queryByRole('region', { name: 'Preview mode' })).not.toBeInTheDocument();
    }),
  },
} satisfies Record<EndpointName, Row>;
/* eslint-enable jest/no-standalone-expect */

// ---------------------------------------------------------------------------------------------
// Running the cells

/** Every module of src that adds endpoints to the base API, loaded: a new one cannot escape the matrix. */
function loadEveryEndpointModule() {
  const src = path.resolve(__dirname, '../../src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
  const modules = files.filter((file) => readFileSync(path.join(src, file), 'utf8').includes('.injectEndpoints('));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by what they contain, not by name
  for (const file of modules) require(path.join(src, file));
  return modules;
}

/** How many test files share the matrix's cells (tests/integration/resilience/faultMatrix<n>.test.tsx). */
export const faultMatrixShards = 3;

/**
 * The cells of one shard, every `faultMatrixShards`-th from `shard` on, so that jest's workers run
 * the matrix side by side: in one file it was the suite's longest pole, 99 of its 123 s cold. The
 * first shard also checks that the matrix has a row for every endpoint; each writes its part of
 * the table to artifacts/fault-matrix-<n>.md.
 */
export function runFaultMatrixShard(shard: number) {
  /** The stores of the cells run so far. */
  const shops: AppStore[] = [];
  /** Each cell's outcome in a few words, for the printed matrix; a cell that did not end is a failure. */
  const results = new Map<string, Partial<Record<Fault, string>>>();
  const record = (endpoint: string, fault: Fault, cell: string) =>
    results.set(endpoint, { ...results.get(endpoint), [fault]: cell });
  const uncaught: unknown[] = [];
  const onUncaught = (event: ErrorEvent) => uncaught.push(event.error ?? event.message);

  beforeAll(() => preloadNewsletter());
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    // The spec's "logged" failures (navigation, content, promotions, preview): kept out of the run's output.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    uncaught.length = 0;
    window.addEventListener('error', onUncaught);
  });
  afterEach(() => {
    window.removeEventListener('error', onUncaught);
    // As the shop stops (src/app/startShop.tsx): a cell's session and preview loops end with it.
    shops.forEach((store) => store.dispatch(clearAllListeners()));
    shops.length = 0;
    jest.useRealTimers();
  });

  if (shard === 0) {
    it('has a row for every endpoint of the base API, and no row for an endpoint that is not there', () => {
      expect(loadEveryEndpointModule().length).toBeGreaterThan(0);
      expect(Object.keys(matrix).sort()).toEqual(Object.keys(baseApi.endpoints).sort());
    });
  }

  /** The answers the row's endpoint got, as the mock services' events tell them. */
  function recordAnswers({ method, path: pattern }: Row['call']) {
    const sent = new Set<string>();
    const ended = new Set<string>();
    const aborted = new Set<string>();
    const statuses = new Map<string, number>();
    const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
      if (request.method !== method || !matchRequestUrl(new URL(request.url), pattern).matches) return;
      sent.add(requestId);
      request.signal.addEventListener('abort', () => aborted.add(requestId));
    };
    // A network error ends the request without a response.
    const onEnd = ({ requestId }: { requestId: string }) => void ended.add(requestId);
    const onResponse = ({ response, requestId }: { response: Response; requestId: string }) =>
      void statuses.set(requestId, response.status);
    server.events.on('request:start', onStart);
    server.events.on('request:end', onEnd);
    server.events.on('response:mocked', onResponse);
    return {
      answers: () =>
        [...sent].map(
          (id) =>
            statuses.get(id) ?? (ended.has(id) ? 'network error' : aborted.has(id) ? 'given up' : 'still waiting'),
        ),
      stop: () => {
        server.events.removeListener('request:start', onStart);
        server.events.removeListener('request:end', onEnd);
        server.events.removeListener('response:mocked', onResponse);
      },
    };
  }

  const cells = Object.entries(matrix as Record<string, Row>)
    .flatMap(([endpoint, row]) => faults.map((fault) => [endpoint, fault, row] as const))
    .filter((_cell, index) => index % faultMatrixShards === shard);
  const inShard = new Set(cells.map(([endpoint, fault]) => `${endpoint} ${fault}`));

  describe.each(cells)('%s × %s', (endpoint, fault, row) => {
    const expected = fault === 'slow' ? row.answered : (row.except?.[fault] ?? row.failed);
    const cell = fault === 'slow' && row.meanwhile ? `${row.meanwhile.says} → ${expected.says}` : expected.says;

    it(`${cell}; header, main and footer stay; nothing thrown or lost`, async () => {
      record(endpoint, fault, '✗ FAILED');
      row.given?.();
      setScenario(row.call.service, scenarioOf[fault]);
      const recorded = recordAnswers(row.call);
      const { user, store } = renderWithProviders(<AppRoutes />, {
        route: row.page,
        // No pause between keys: nothing here waits on typing speed (the suggestions' debounce is passed on purpose).
        userOptions: { delay: null },
      });
      const shop: Shop = { user, store };
      shops.push(store);
      // What the shop does at start (src/app/startShop.tsx): the session and preview watches.
      store.dispatch(sessionWatchStarted());
      store.dispatch(previewWatchStarted());
      await settleNetwork();
      // On a loaded host the page's lazy parts can still be on their way: the frame is there first.
      await screen.findByRole('banner');
      await row.act?.(shop);
      if (fault === 'slow' && row.meanwhile) await row.meanwhile.check(shop);

      if (fault === 'time-out') await passTime(timings.fetchTimeoutMs);
      else if (fault === 'slow') await passTime(slowAnswerMs);
      else if ((fault === '500' || fault === '4xx') && row.retriesMs) await passTime(row.retriesMs);
      await settleNetwork();
      recorded.stop();

      // The call went out, and every time it got the fault.
      const answers = recorded.answers();
      expect(answers.length).toBeGreaterThan(0);
      expect(answers).toEqual(answers.map(() => faultAnswer(fault)));

      await expected.check(shop);

      // The preview tool's dialog is closed as the shopper would: the page behind an open dialog is
      // inert, hidden from assistive technology, and so from the role queries below.
      if (screen.queryByRole('dialog')) await shop.user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // No blank page: the header with its parts, the main area with its heading, the footer.
      const banner = screen.getByRole('banner');
      expect(banner).toBeVisible();
      expect(within(banner).getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
      expect(within(banner).getByRole('combobox', { name: 'Suchen' })).toBeVisible();
      expect(within(banner).getByRole('link', { name: /^(Anmelden|Profil anzeigen)$/ })).toBeVisible();
      expect(main().getByRole('heading', { level: 1 })).toBeVisible();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      // Nothing put in the cart lost: the cart link names the service's count.
      expectCartAsServer({ readFailed: Boolean(row.cartUnknownOnFailure) && fault !== 'slow' });
      // Nothing thrown, nothing logged as an error.
      expect(uncaught).toEqual([]);
      expect(console.error).not.toHaveBeenCalled();

      record(endpoint, fault, cell);
    });
  });

  afterAll(() => {
    const columns = faults.map((fault) =>
      fault === 'time-out'
        ? `time-out (${timings.fetchTimeoutMs / 1000} s)`
        : fault === 'slow'
          ? `slow (${slowAnswerMs / 1000} s)`
          : fault,
    );
    const heading = `| endpoint | ${columns.join(' | ')} |`;
    const rule = `|---|${faults.map(() => '---').join('|')}|`;
    const rows = Object.keys(matrix).map(
      (endpoint) =>
        `| ${endpoint} | ${faults.map((fault) => (inShard.has(`${endpoint} ${fault}`) ? (results.get(endpoint)?.[fault] ?? '(not run)') : '·')).join(' | ')} |`,
    );
    const table = [heading, rule, ...rows].join('\n');
    const reached = Object.entries(matrix as Record<string, Row>).map(
      ([endpoint, row]) => `- \`${endpoint}\` (\`${row.call.method} ${row.call.path}\`): ${row.reach}`,
    );
    const artifacts = path.resolve(__dirname, '../../artifacts');
    mkdirSync(artifacts, { recursive: true });
    writeFileSync(
      path.join(artifacts, `fault-matrix-${shard + 1}.md`),
      `# Fault matrix (issue 17), part ${shard + 1} of ${faultMatrixShards} (· another part's cell)\n\n${table}\n\n## How each call is made\n\n${reached.join('\n')}\n`,
    );
  });
}
