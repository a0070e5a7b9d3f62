import { readCookie } from '../lib/cookies';
import { readJson } from '../lib/storage';
import { cookieNames, storageKeys } from '../config/storage';
import { resolveSiteCode, type Site } from '../config/sites';
import { initialCartState, isCart, type CartState } from '../features/cart';
import { deviceClassFrom, initialPlatformState, isCrawler, type PlatformState } from '../app/platform';

/** Everything the page says about itself before the app starts (decision 1). */
export function readPlatform(mount: HTMLElement, win: Window = window): PlatformState {
  return {
    ...initialPlatformState,
    site: resolveSiteCode(mount.dataset.site, win.location.search),
    viewportWidth: win.innerWidth,
    device: deviceClassFrom(readCookie(cookieNames.platform, win.document.cookie)),
    crawler: isCrawler(win.navigator.userAgent),
    scroll: { y: win.scrollY, direction: 'up' },
  };
}

/** The page's language follows the site, for screen readers, hyphenation and translation tools. */
export function applyDocumentLocale(site: Site, doc: Document = document): void {
  doc.documentElement.lang = site.locale;
}

/** The cart kept from the last page, shown at once until the cart service answers. */
export function readStoredCart(): CartState {
  return { ...initialCartState, storedCart: readJson(storageKeys.cart, isCart) ?? null };
}
