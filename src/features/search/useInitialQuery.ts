import { useQueryParams } from '../../app/hooks';
import { normaliseSearchTerm } from './normaliseSearchTerm';

/**
 * The field's text on page load: the address's `query` parameter (header-search-cart.md 2),
 * normalised. Read through the router, so the server that renders the page reads its address too.
 */
export function useInitialQuery(): string {
  const values = useQueryParams().getAll('query');
  // Repeated parameters are an array to the spec, and an array becomes empty.
  return values.length === 1 ? normaliseSearchTerm(values[0]) : '';
}
