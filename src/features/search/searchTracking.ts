import { storageKeys } from '../../config/storage';
import { readText, writeText } from '../../lib/storage';

/** One random id per browser session, kept in session storage so every tab's session has its own. */
function sessionId(): string {
  const stored = readText(storageKeys.searchSessionId, 'session');
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  // getRandomValues, not randomUUID: the latter exists only on secure (https) pages.
  const created = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  writeText(storageKeys.searchSessionId, created, 'session');
  return created;
}

/**
 * Search tracking (header-search-cart.md 7): a click on a suggested product leaves the keys the
 * product page's view and add-to-basket events read to credit the search. Storage failures are
 * ignored: tracking never stands between the shopper and the product.
 */
export function trackSuggestedProductClick(productId: string): void {
  const key = `${sessionId()}_${productId}`;
  // Stored as text: the product page reads `<session id>_<product id>`, not a JSON string.
  writeText(storageKeys.searchProductView, key);
  writeText(storageKeys.searchAddToBasket, key);
}
