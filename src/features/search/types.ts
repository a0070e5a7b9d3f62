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

export interface SuggestedTerm {
  searchterm: string;
}

export interface SuggestedProduct {
  id: string;
  title: string;
  /** Same-origin path or absolute address of the product page. */
  productViewUrl: string;
  /** The product dimension key; sent as `dim1` when present. */
  webshopProductDimensionKey?: string | null;
  imageProductThumb: string;
  imageAltText?: string | null;
}

/** The query a suggestion request carries (header-search-cart.md 7). */
export interface SuggestionParams {
  q: string;
  site: string;
  maxSearchTerms: number;
  maxProducts: number;
}
