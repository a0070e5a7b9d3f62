import { parseSuggestions } from '../../../src/features/search/parseSuggestions';
import { productHref } from '../../../src/features/search/productHref';
import type { SuggestedProduct } from '../../../src/features/search/types';

const product: SuggestedProduct = {
  id: '140001',
  title: 'Kaffeemaschine',
  productViewUrl: '/p/kaffeemaschine/140001',
  webshopProductDimensionKey: null,
  imageProductThumb: '/img/140001.svg',
  imageAltText: 'Kaffeemaschine',
};
const origin = 'https://shop.example';

describe('productHref', () => {
  it('adds the typed text as query, encoded', () => {
    expect(productHref(product, 'Kaffee & Tee/50%', origin)).toBe(
      '/p/kaffeemaschine/140001?query=Kaffee+%26+Tee%2F50%25',
    );
  });

  it('adds dim1 only when the product has a dimension key', () => {
    expect(productHref({ ...product, webshopProductDimensionKey: '310002-M' }, 'pulli', origin)).toBe(
      '/p/kaffeemaschine/140001?query=pulli&dim1=310002-M',
    );
    expect(productHref({ ...product, webshopProductDimensionKey: '' }, 'pulli', origin)).toBe(
      '/p/kaffeemaschine/140001?query=pulli',
    );
  });

  it('keeps the address’s own parameters and replaces a stale query', () => {
    expect(productHref({ ...product, productViewUrl: '/p/x/1?color=red&query=old#top' }, 'neu', origin)).toBe(
      '/p/x/1?color=red&query=neu#top',
    );
  });

  it('keeps another site’s address absolute', () => {
    expect(productHref({ ...product, productViewUrl: 'https://partner.example/p/1' }, 'handy', origin)).toBe(
      'https://partner.example/p/1?query=handy',
    );
  });
});

describe('parseSuggestions', () => {
  const max = { searchTerms: 10, products: 5 };

  it.each([null, undefined, 'oops', 42, [], {}])('reads %p as no suggestions', (raw) => {
    expect(parseSuggestions(raw, max)).toEqual({ searchTerms: [], products: [] });
  });

  it('leaves out terms and products without the fields the panel needs', () => {
    const parsed = parseSuggestions(
      {
        searchTerms: [{ searchterm: 'kaffee' }, { searchterm: '  ' }, { searchterm: 3 }, null],
        products: [product, { ...product, id: '' }, { ...product, productViewUrl: undefined }, 'x'],
      },
      max,
    );
    expect(parsed).toEqual({ searchTerms: [{ searchterm: 'kaffee' }], products: [product] });
  });

  it.each(['http://', 'javascript:alert(1)', 'data:text/html,x', ' '])(
    'leaves out a product whose address %p is no web page',
    (productViewUrl) => {
      expect(parseSuggestions({ products: [{ ...product, productViewUrl }] }, max).products).toEqual([]);
    },
  );

  it('keeps relative and http(s) addresses, and a product listed twice once', () => {
    const products = [
      product,
      { ...product, id: 'b', productViewUrl: 'https://partner.example/p/1' },
      { ...product, title: 'twice' },
    ];
    expect(parseSuggestions({ products }, max).products.map((p) => p.id)).toEqual(['140001', 'b']);
  });

  it('never shows more than the limits, whatever the service sent', () => {
    const parsed = parseSuggestions(
      {
        searchTerms: Array.from({ length: 12 }, (_, i) => ({ searchterm: `t${i}` })),
        products: Array.from({ length: 7 }, (_, i) => ({ ...product, id: `p${i}` })),
      },
      max,
    );
    expect(parsed.searchTerms).toHaveLength(10);
    expect(parsed.products.map((p) => p.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});
