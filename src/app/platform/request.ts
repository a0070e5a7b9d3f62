import { resolveSiteCode } from '../../config/sites';
import { cookieNames } from '../../config/storage';
import { readCookie } from '../../lib/cookies';
import { deviceClassFrom, isCrawler } from './platform';
import { initialPlatformState, type PlatformState } from './platformSlice';

/** What a page request says about the page and its visitor (in the browser or on the server). */
export interface PageRequest {
  /** The mount element's `data-site`. */
  readonly dataSite: string | undefined;
  /** The address's query string (`?site=` overrides `data-site`, decision 1). */
  readonly search: string;
  readonly userAgent: string;
  /** A `Cookie` header or `document.cookie`. */
  readonly cookie: string;
  /** The page's origin: the browser's `location.origin`, or the server's for the request. */
  readonly origin: string;
  /** No visitor's request: the build renders the page for any visitor (PlatformState's `anyVisitor`). */
  readonly anyVisitor?: boolean;
}

/**
 * The platform state a request gives, the same in the browser and on the server. What only the
 * browser knows (the viewport, the scroll position) keeps its initial value here.
 */
export function platformOfRequest({
  dataSite,
  search,
  userAgent,
  cookie,
  origin,
  anyVisitor = false,
}: PageRequest): PlatformState {
  return {
    ...initialPlatformState,
    site: resolveSiteCode(dataSite, search),
    device: deviceClassFrom(readCookie(cookieNames.platform, cookie)),
    crawler: isCrawler(userAgent),
    userAgent,
    nativeApp: readCookie(cookieNames.nativeApp, cookie) !== undefined,
    appBannerClosed: readCookie(cookieNames.appBannerClosed, cookie) !== undefined,
    origin,
    anyVisitor,
  };
}
