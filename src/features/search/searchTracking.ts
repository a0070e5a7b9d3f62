import { storageKeys } from '../../config/storage';
import { readJson, writeJson } from '../../lib/storage';

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** One random id per browser session, kept in session storage so every tab's session has its own. */
function sessionId(): string {
  const stored = readJson(storageKeys.searchSessionId, isString, 'session');
  if (stored) return stored;
  // getRandomValues, not randomUUID: the latter exists only on secure (https) pages.
  const created = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  writeJson(storageKeys.searchSessionId, created, 'session');
  return created;
}

/**
 * Search tracking (header-search-cart.md 7): a click on a suggested product leaves the keys the
 * product page's view and add-to-basket events read to credit the search. Storage failures are
 * ignored: tracking never stands between the shopper and the product.
 */
export function trackSuggestedProductClick(productId: string): void {
  const key = `${sessionId()}_${productId}`;
  writeJson(storageKeys.searchProductView, key);
  writeJson(storageKeys.searchAddToBasket, key);
}
