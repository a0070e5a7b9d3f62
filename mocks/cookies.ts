import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * Cookies in the mock services. msw keeps every cookie that an HttpResponse sets and adds it to every
 * later request, whoever sends it: behind the preview server, where many browsers (the e2e tests'
 * visitors) share one msw, one visitor's login would log in every other. So:
 */

/**
 * A JSON answer that sets cookies. In the page (the service worker, jsdom) msw's HttpResponse writes
 * them to document.cookie, as a page's script cannot receive Set-Cookie; behind the preview server a
 * plain Response carries them to the browser, and msw keeps none of them.
 */
export function jsonSettingCookies(body: JsonBodyType, status: number, cookies: readonly string[]): Response {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return globalThis.document
    ? HttpResponse.json(body, { status, headers })
    : new Response(JSON.stringify(body), { status, headers });
}

/** The cookies of the visitor who sent a request: the page's where the handlers run in it, else the request's own. */
export function visitorCookies(request: Request): string {
  return globalThis.document ? globalThis.document.cookie : (request.headers.get('cookie') ?? '');
}
