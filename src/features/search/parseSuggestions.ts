import type { SuggestedProduct, SuggestedTerm, SuggestionResponse } from './types';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTerm(value: unknown): value is SuggestedTerm {
  return isRecord(value) && isText(value.searchterm);
}

/**
 * A page address the shopper may be sent to: it parses, and it is a web page (a `javascript:` or
 * `data:` address would run or show something else; React blocks it in `href`, but not in
 * `location.assign`, which Enter on a product uses).
 */
function isWebAddress(value: unknown): value is string {
  if (!isText(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value, 'https://shop.invalid').protocol);
  } catch {
    return false;
  }
}

function isProduct(value: unknown): value is SuggestedProduct {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.title) &&
    isWebAddress(value.productViewUrl) &&
    isText(value.imageProductThumb)
  );
}

/**
 * The suggestion answer as the panel can show it: a missing list reads as empty, and an entry
 * without the fields a term or tile needs (or with an address that is no web page) is left out,
 * so one bad product cannot break the header. At most `max` of each, whatever the service sent.
 */
export function parseSuggestions(
  raw: unknown,
  max: { readonly searchTerms: number; readonly products: number },
): SuggestionResponse {
  const body = isRecord(raw) ? raw : {};
  const terms = Array.isArray(body.searchTerms) ? body.searchTerms.filter(isTerm) : [];
  const products = Array.isArray(body.products) ? body.products.filter(isProduct) : [];
  // A product listed twice would be two options with one id: the first one counts.
  const uniqueProducts = products.filter((product, index) => products.findIndex((p) => p.id === product.id) === index);
  return { searchTerms: terms.slice(0, max.searchTerms), products: uniqueProducts.slice(0, max.products) };
}
