import type { SuggestedProduct } from './types';

/**
 * A product tile's address (header-search-cart.md 2): the product view address with `query`, the
 * typed text, and `dim1`, the product dimension key when there is one. Parameters the address
 * already carries are kept; an address on the page's origin stays a path.
 */
export function productHref(product: SuggestedProduct, typedText: string, origin: string): string {
  const url = new URL(product.productViewUrl, origin);
  url.searchParams.set('query', typedText);
  if (product.webshopProductDimensionKey) url.searchParams.set('dim1', product.webshopProductDimensionKey);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
