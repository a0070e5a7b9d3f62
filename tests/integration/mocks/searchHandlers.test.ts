import { endpoints } from '../../../src/config/endpoints';
import { limits } from '../../../src/config/limits';
import type { SuggestionResponse } from '../../../src/features/search/types';
import { suggest } from '../../../mocks/data/suggestionCatalogue';
import { resetSearchService } from '../../../mocks/handlers/search';
import { setScenario } from '../../../mocks/scenarios';

const get = (path: string, query: Record<string, string> = {}) =>
  fetch(new URL(`${path}?${new URLSearchParams(query).toString()}`, location.href));

const suggestions = (query: Record<string, string>) => get(endpoints.suggestions, query);

describe('the mock suggestion service', () => {
  it('answers the site’s suggestions as JSON', async () => {
    const response = await suggestions({ q: 'kaffeem', site: 'DE', maxSearchTerms: '10', maxProducts: '5' });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as SuggestionResponse;
    expect(body).toEqual(suggest('DE', 'kaffeem', 10, 5));
    expect(body.products).toHaveLength(5);
    expect(body.products[0]).toEqual({
      id: '140001',
      title: 'Kaffeemaschine mit Thermokanne, Schwarz',
      productViewUrl: '/p/kaffeemaschine-mit-thermokanne-schwarz/140001',
      webshopProductDimensionKey: null,
      imageProductThumb: '/mock-images/products/140001.svg',
      imageAltText: 'Produktbild: Kaffeemaschine mit Thermokanne, Schwarz',
    });
  });

  it('uses the documented counts when the request gives none', async () => {
    const body = (await (await suggestions({ q: 'kaffee', site: 'DE' })).json()) as SuggestionResponse;
    expect(body).toEqual(suggest('DE', 'kaffee', limits.suggestionMaxSearchTerms, limits.suggestionMaxProducts));
  });

  it('respects the counts the request asks for', async () => {
    const body = (await (
      await suggestions({ q: 'kaffee', site: 'DE', maxSearchTerms: '2', maxProducts: '8' })
    ).json()) as SuggestionResponse;
    expect(body.searchTerms).toHaveLength(2);
    expect(body.products).toHaveLength(8);
  });

  it('answers in the language of the site asked for', async () => {
    const body = (await (await suggestions({ q: 'café', site: 'ch_fr' })).json()) as SuggestionResponse;
    expect(body).toEqual(suggest('CH_FR', 'café', 10, 5));
    expect(body.searchTerms[0]).toEqual({ searchterm: 'café' });
  });

  it.each<Record<string, string>>([{}, { site: 'FR' }])('falls back to DE for the site %j', async (site) => {
    const body = (await (await suggestions({ q: 'kaffeem', ...site })).json()) as SuggestionResponse;
    expect(body).toEqual(suggest('DE', 'kaffeem', 10, 5));
  });

  it('answers nothing to a blank text', async () => {
    const body = (await (await suggestions({ q: '  ', site: 'DE' })).json()) as SuggestionResponse;
    expect(body).toEqual({ searchTerms: [], products: [] });
  });

  it('answers nothing at all in the "empty" variant', async () => {
    setScenario('suggestions', 'empty');
    const response = await suggestions({ q: 'kaffee', site: 'DE' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ searchTerms: [], products: [] });
  });

  it('fails the first two requests for each text in the "failTwice" variant', async () => {
    setScenario('suggestions', 'failTwice');
    const statuses = async (q: string, times: number) => {
      const seen: number[] = [];
      for (let i = 0; i < times; i += 1) seen.push((await suggestions({ q, site: 'DE' })).status);
      return seen;
    };

    expect(await statuses('kaffee', 3)).toEqual([503, 503, 200]);
    expect(await statuses('kaffee', 1)).toEqual([200]);
    // Another text starts its own count.
    expect(await statuses('tee', 2)).toEqual([503, 503]);
    expect(await (await suggestions({ q: 'tee', site: 'DE' })).json()).toEqual(suggest('DE', 'tee', 10, 5));

    resetSearchService();
    expect(await statuses('kaffee', 1)).toEqual([503]);
  });

  it('answers HTTP 400 every time in the "status400" variant', async () => {
    setScenario('suggestions', 'status400');
    expect((await suggestions({ q: 'kaffee', site: 'DE' })).status).toBe(400);
    expect((await suggestions({ q: 'kaffee', site: 'DE' })).status).toBe(400);
  });

  it('fails every time in the generic "error" scenario', async () => {
    setScenario('suggestions', 'error');
    expect((await suggestions({ q: 'kaffee', site: 'DE' })).status).toBe(500);
    expect((await suggestions({ q: 'kaffee', site: 'DE' })).status).toBe(500);
  });
});

describe('the mock search cache key', () => {
  it('answers the same key every time', async () => {
    const first = await get(endpoints.searchCacheKey);
    expect(first.status).toBe(200);
    const { cacheKey } = (await first.json()) as { cacheKey: unknown };
    expect(typeof cacheKey).toBe('string');
    expect(cacheKey).not.toBe('');
    expect(await (await get(endpoints.searchCacheKey)).json()).toEqual({ cacheKey });
  });

  it('follows the generic scenarios', async () => {
    setScenario('cachekey', 'error');
    expect((await get(endpoints.searchCacheKey)).status).toBe(500);
  });
});

describe('the mock product images', () => {
  const image = async (file: string) => {
    const response = await get(`/mock-images/products/${file}`);
    return { response, svg: await response.text() };
  };

  it('draws a product’s thumbnail as an SVG', async () => {
    const { response, svg } = await image('140005.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 200 200"/);
    expect(svg).toMatch(/<\/svg>$/);
  });

  it('draws each family and colour differently', async () => {
    const machine = await image('140005.svg');
    const jumper = await image('310001.svg');
    const whiteMachine = await image('140006.svg');
    expect(new Set([machine.svg, jumper.svg, whiteMachine.svg]).size).toBe(3);
  });

  it('draws every thumbnail a suggestion names', async () => {
    const body = (await (await suggestions({ q: 'női', site: 'HU', maxProducts: '3' })).json()) as SuggestionResponse;
    expect(body.products).toHaveLength(3);
    for (const product of body.products) {
      const response = await fetch(new URL(product.imageProductThumb!, location.href));
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('draws a placeholder for an unknown product', async () => {
    const { response, svg } = await image('000000.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg).toContain('viewBox="0 0 200 200"');
  });

  it('can be made to fail for the image error state', async () => {
    setScenario('productImages', 'error');
    expect((await image('140005.svg')).response.status).toBe(500);
  });
});
