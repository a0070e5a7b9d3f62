import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { csrfHeader, siteHeaderName } from '../config/endpoints';
import { cookieNames } from '../config/storage';
import type { SiteCode } from '../config/sites';
import { timings } from '../config/timings';
import { readCookie } from '../lib/cookies';
import { nextTask } from '../lib/nextTask';

/**
 * What the base API needs from the app, passed as the store's thunk extra argument so this
 * layer knows no feature and no state shape.
 */
export interface ServiceContext {
  readonly site: SiteCode;
  /**
   * The page's origin where there is no window to take it from: a server rendering the page
   * calls the services at its own origin too (decision 2).
   */
  readonly origin?: string;
}

/** Per-endpoint switches, passed as an endpoint's `extraOptions`. */
export interface ServiceOptions {
  /** Send the site code in the X-Hunter-Site header (promotion and newsletter services). */
  readonly siteHeader?: boolean;
}

/**
 * The one error shape every feature sees: an HTTP status with the server's body, or a failure
 * that never reached an answer.
 */
export type ServiceError =
  | { readonly status: number; readonly body: unknown }
  | { readonly status: 'NETWORK' | 'TIMEOUT' | 'PARSE'; readonly body?: unknown }
  /** The answer came, but not in the shape its schema describes: the call failed. */
  | { readonly status: 'SCHEMA'; readonly body?: unknown };

export function normaliseError(error: FetchBaseQueryError): ServiceError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'NETWORK' };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT' };
    case 'PARSING_ERROR':
      return { status: error.originalStatus >= 400 ? error.originalStatus : 'PARSE', body: error.data };
    case 'CUSTOM_ERROR':
      return { status: 'PARSE', body: error.data };
    default:
      return { status: error.status, body: error.data };
  }
}

const rawBaseQuery = fetchBaseQuery({
  // Decision 2: every call goes to the page's own origin. Resolved per call, not at import,
  // so the same code runs in the browser, in jsdom and behind the preview server.
  baseUrl: '',
  credentials: 'include',
  timeout: timings.fetchTimeoutMs,
  prepareHeaders: (headers) => {
    headers.set(csrfHeader.name, csrfHeader.value);
    return headers;
  },
});

/**
 * A POST as the service helper of newsletter-footer-preview.md 7 sends it: a JSON body and an
 * empty referrer. The login, session renewal, preview, newsletter and contact calls go through it;
 * the cart's change call (header-search-cart.md, which names no such rule) does not.
 */
export const helperPost = (
  url: string,
  body: unknown,
  init: Omit<FetchArgs, 'url' | 'method' | 'body'> = {},
): FetchArgs => ({
  ...init,
  url,
  method: 'POST',
  body,
  referrerPolicy: 'no-referrer',
});

/**
 * A GET as header-search-cart.md 7's long-term-token helper sends it: the long-term token in a
 * header named as its cookie, from that cookie (none without it), beside the anti-forgery header
 * every call carries. The spec's second helper, a PUT of JSON with the same headers, has no path
 * and no caller in the documents, so it is not built (docs/decisions.md, "What the documents name and the shop leaves unused").
 */
export function longTermTokenGet(url: string): FetchArgs {
  const token = readCookie(cookieNames.longTermToken);
  return { url, headers: token ? { [cookieNames.longTermToken]: token } : {} };
}

function absolute(url: string, origin: string | undefined): string {
  return new URL(url, origin ?? globalThis.location?.href ?? 'http://localhost/').toString();
}

export const serviceBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ServiceError,
  ServiceOptions,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  // Each call is prepared and sent in a task of its own. Components ask for their services in
  // their effects, all in one task after hydration; building and sending six requests there took
  // 12–15 ms of it (TBT, issue 16). The wait is one message to itself, well under a millisecond.
  await nextTask();
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  request.url = absolute(request.url, (api.extra as ServiceContext).origin);
  if (extraOptions?.siteHeader) {
    const { site } = api.extra as ServiceContext;
    request.headers = { ...(request.headers as Record<string, string> | undefined), [siteHeaderName]: site };
  }
  const result = await rawBaseQuery(request, api, {});
  return result.error ? { error: normaliseError(result.error), meta: result.meta } : result;
};

/**
 * Sends a POST that outlives the page (`fetch` with `keepalive`), for what must reach a service
 * while the page is going away. It starts at once, since a `pagehide` handler gets no later task
 * (the base query waits for one), and its answer is not read: nobody is left to see it.
 */
export function sendOnLeaving(url: string, body: unknown, context: ServiceContext): void {
  fetch(absolute(url, context.origin), {
    method: 'POST',
    keepalive: true,
    credentials: 'include',
    headers: { 'content-type': 'application/json', [csrfHeader.name]: csrfHeader.value },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

/**
 * The one API of the app. Features add their endpoints with `baseApi.injectEndpoints` and
 * declare their tag types here, so invalidation works across features.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: serviceBaseQuery,
  // Every answer is checked where it enters, by its endpoint's schema: a wrong shape is that
  // endpoint's error (and so its spec's failure path), never data a component trips over.
  catchSchemaFailure: (): ServiceError => ({ status: 'SCHEMA' }),
  onSchemaFailure: (error, info) => {
    console.warn(`${info.endpoint}: the service answered in a shape its schema refuses`, error.issues);
  },
  tagTypes: [
    'PersonalData',
    'Cart',
    'Promotion',
    'Navigation',
    'Suggestions',
    'Newsletter',
    'AbTests',
    'PreviewSettings',
  ],
  endpoints: () => ({}),
});
