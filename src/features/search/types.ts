import * as v from 'valibot';
import { idField, optionalField } from '../../api/lenient';

/** The suggestion service's answer (header-search-cart.md 3, "Suggestion response"). */
export interface SuggestionResponse {
  searchTerms: SuggestedTerm[];
  products: SuggestedProduct[];
}

/**
 * What the panel holds for a text: the service's answer, or, once every retry was refused, that
 * suggestions are unavailable for it (kept like an answer, so retyping the text starts no new storm).
 */
export type Suggestions = SuggestionResponse & { unavailable?: true };

const text = v.pipe(
  v.string(),
  v.check((value) => value.trim() !== ''),
);

/**
 * A page address the shopper may be sent to: it parses, and it is a web page (a `javascript:` or
 * `data:` address would run or show something else; React blocks it in `href`, but not in
 * `location.assign`, which Enter on a product uses).
 */
function isWebAddress(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value, 'https://shop.invalid').protocol);
  } catch {
    return false;
  }
}

/** One suggested term and one product tile (header-search-cart.md 3): the fields each needs. */
export const suggestedTermSchema = v.object({ searchterm: text });
export const suggestedProductSchema = v.object({
  /** A text or a whole number (docs/decisions.md, "A guard reads leniently…"). */
  id: v.pipe(
    idField,
    v.check((id) => id.trim() !== ''),
  ),
  title: text,
  /** Same-origin path or absolute address of the product page. */
  productViewUrl: v.pipe(text, v.check(isWebAddress)),
  /** The product dimension key; sent as `dim1` when present. A number reads as its digits. */
  webshopProductDimensionKey: optionalField(
    'suggested product webshopProductDimensionKey',
    v.nullable(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((key) => String(key)),
      ),
    ),
    null,
  ),
  /** The tile shows without a picture when there is none: the title names the product. */
  imageProductThumb: optionalField('suggested product imageProductThumb', text),
  imageAltText: optionalField('suggested product imageAltText', v.string()),
});

export type SuggestedTerm = v.InferOutput<typeof suggestedTermSchema>;
export type SuggestedProduct = v.InferOutput<typeof suggestedProductSchema>;

/** The query a suggestion request carries (header-search-cart.md 7). */
export interface SuggestionParams {
  q: string;
  site: string;
  maxSearchTerms: number;
  maxProducts: number;
}
