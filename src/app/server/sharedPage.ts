import { androidPattern } from '../../config/nativeApp';
import { cookieNames } from '../../config/storage';
import { readCookie } from '../../lib/cookies';
import { crawlerPattern } from '../platform/platform';

/**
 * What a shared cache may keep of a page (issue 47; docs/decisions.md, "The production host and
 * the cache in front of it"). The render of a page depends on its address, on the visitor's user
 * agent only through its class (a crawler gets every flyout in its HTML; the app banner's browser:
 * an Android phone and Chrome on iOS get the bar, Safari on iOS the smart app banner's meta tag)
 * and on a few cookies. A request without those cookies gets the page of its agent class, rendered
 * for that class's representative user agent and no cookie, the same for every such visitor: a
 * shared cache keeps it per address and class. A request with one of them gets its own render,
 * which no shared cache keeps.
 */
export type AgentClass = 'crawler' | 'android' | 'iosChrome' | 'iosSafari' | 'other';

const iosPattern = /iPhone|iPad|iPod/i;
const iosChromePattern = /CriOS/i;

/**
 * The patterns in the order they are tried, first match wins (the last class, `other`, matches
 * all): the same order as the platform's `isCrawler` and the app banner's `mobileBrowserOf`.
 * A cache in front computes the same class from the same patterns (`nginxCacheConfig`).
 */
export const agentClassPatterns: readonly (readonly [AgentClass, readonly RegExp[]])[] = [
  ['crawler', [crawlerPattern]],
  ['android', [androidPattern]],
  ['iosChrome', [iosPattern, iosChromePattern]],
  ['iosSafari', [iosPattern]],
];

export function agentClassOf(userAgent: string): AgentClass {
  const match = agentClassPatterns.find(([, patterns]) => patterns.every((pattern) => pattern.test(userAgent)));
  return match ? match[0] : 'other';
}

/** The user agent a shared page of each class is rendered for: no visitor's own string goes into it. */
export const representativeAgents: Readonly<Record<AgentClass, string>> = {
  crawler: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  other: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

/**
 * The cookies the render reads (the device class, the native app, the app banner's dismissal) and
 * the staff's (a preview shows what staff see, never what a shopper gets): a request with one of
 * them is the visitor's own page. Login and cart cookies are not among them: the render never reads
 * them, the visitor's own data comes from the browser.
 */
export const visitorCookies: readonly string[] = [
  cookieNames.platform,
  cookieNames.nativeApp,
  cookieNames.appBannerClosed,
  cookieNames.previewToken,
  cookieNames.staffAuthToken,
  cookieNames.cobraAuthToken,
];

export type PageAudience =
  { readonly shared: true; readonly agentClass: AgentClass } | { readonly shared: false; readonly cookie: string };

/**
 * Whether a page request gets the shared page of its agent class or its own; `moreVisitorCookies`
 * are the host's own (the preview server's mock scenarios).
 */
export function pageAudienceOf(
  request: { readonly userAgent: string; readonly cookie: string },
  moreVisitorCookies: readonly string[] = [],
): PageAudience {
  const own = [...visitorCookies, ...moreVisitorCookies].some((name) => readCookie(name, request.cookie) !== undefined);
  return own
    ? { shared: false, cookie: request.cookie }
    : { shared: true, agentClass: agentClassOf(request.userAgent) };
}
