import * as v from 'valibot';
import { listOf } from '../../api/lenient';
import { suggestedProductSchema, suggestedTermSchema, type SuggestionResponse } from './types';

/** Lists that are missing or not lists read as empty: a wrong shape shows no suggestions. */
const listsSchema = v.object({
  searchTerms: v.fallback(v.array(v.unknown()), []),
  products: v.fallback(v.array(v.unknown()), []),
});

/**
 * The suggestion answer as the panel can show it: a missing list reads as empty, and an entry
 * without the fields a term or tile needs (or with an address that is no web page) is left out,
 * so one bad product cannot break the header. At most `max` of each, whatever the service sent.
 */
export function parseSuggestions(
  raw: unknown,
  max: { readonly searchTerms: number; readonly products: number },
): SuggestionResponse {
  const body = v.parse(v.fallback(listsSchema, { searchTerms: [], products: [] }), raw);
  const terms = v.parse(listOf(suggestedTermSchema), body.searchTerms);
  const products = v.parse(listOf(suggestedProductSchema), body.products);
  // A product listed twice would be two options with one id: the first one counts.
  const uniqueProducts = products.filter((product, index) => products.findIndex((p) => p.id === product.id) === index);
  return { searchTerms: terms.slice(0, max.searchTerms), products: uniqueProducts.slice(0, max.products) };
}
