import type { SuggestedProduct, SuggestedTerm, SuggestionResponse } from './types';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isTerm(value: unknown): value is SuggestedTerm {
  return isRecord(value) && isText(value.searchterm);
}

function isProduct(value: unknown): value is SuggestedProduct {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.title) &&
    isText(value.productViewUrl) &&
    typeof value.imageProductThumb === 'string'
  );
}

/**
 * The suggestion answer as the panel can show it: a missing list reads as empty, and an entry
 * without the fields a term or tile needs is left out, so one bad product cannot break the
 * header. At most `max` of each, whatever the service sent.
 */
export function parseSuggestions(
  raw: unknown,
  max: { readonly searchTerms: number; readonly products: number },
): SuggestionResponse {
  const body = isRecord(raw) ? raw : {};
  const terms = Array.isArray(body.searchTerms) ? body.searchTerms.filter(isTerm) : [];
  const products = Array.isArray(body.products) ? body.products.filter(isProduct) : [];
  return { searchTerms: terms.slice(0, max.searchTerms), products: products.slice(0, max.products) };
}
