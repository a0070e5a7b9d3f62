import { readJson } from '../lib/storage';
import { storageKeys } from '../config/storage';
import type { Site } from '../config/sites';
import { initialCartState, readCart, type CartState } from '../features/cart';
import { platformOfRequest, type PlatformState } from '../app/platform';

/** Everything the page says about itself before the app starts (decision 1). */
export function readPlatform(mount: HTMLElement, win: Window = window): PlatformState {
  return {
    ...platformOfRequest({
      dataSite: mount.dataset.site,
      search: win.location.search,
      userAgent: win.navigator.userAgent,
      cookie: win.document.cookie,
      origin: win.location.origin,
    }),
    viewportWidth: win.innerWidth,
    scroll: { y: win.scrollY, direction: 'up' },
  };
}

/** The page's language follows the site, for screen readers, hyphenation and translation tools. */
export function applyDocumentLocale(site: Site, doc: Document = document): void {
  doc.documentElement.lang = site.locale;
}

const isPresent = (value: unknown): value is unknown => value != null;

/** The cart kept from the last page, shown at once until the cart service answers. */
export function readStoredCart(): CartState {
  return { ...initialCartState, storedCart: readCart(readJson(storageKeys.cart, isPresent)) ?? null };
}
