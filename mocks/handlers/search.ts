import { delay, http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { limits } from '../../src/config/limits';
import { defaultSiteCode, isSiteCode, type SiteCode } from '../../src/config/sites';
import type { SuggestionResponse } from '../../src/features/search/types';
import { productArtwork, suggest, type ProductColour, type ProductFamily } from '../data/suggestionCatalogue';
import { withScenario } from '../scenarios';

/**
 * The search service: suggestions from each site's mock catalogue, the cache key, and product
 * thumbnails drawn on request. Scenarios:
 * - `suggestions`: `empty` (no terms, no products), `failTwice` (HTTP 503 for the first two
 *   requests of each distinct q, then the answer: the client's retries get through), `status400`
 *   (HTTP 400 every time: the client retries and gives up), `reverse` (answers overtake each
 *   other: the shorter the text, the later its answer), or a generic scenario (`error` is a
 *   service that always fails);
 * - `cachekey`: a generic scenario;
 * - `productImages`: a generic scenario, e.g. `error` for tiles whose image does not load.
 */
const requestsByText = new Map<string, number>();

export function resetSearchService(): void {
  requestsByText.clear();
}

/** The service is addressed with the site code (decision 1): unknown or missing is DE. */
function siteParam(url: URL): SiteCode {
  const site = url.searchParams.get('site')?.trim().toUpperCase();
  return isSiteCode(site) ? site : defaultSiteCode;
}

function countParam(url: URL, name: string, fallback: number): number {
  const raw = url.searchParams.get(name)?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

export const searchCacheKey = 'mock-searchfrontend-v1';

/** Opaque colours behind white and steel keep the outline readable on the light tile. */
const colourFill: Record<ProductColour, string> = {
  black: '#2d2d2d',
  white: '#fbfaf7',
  steel: '#b9bec4',
  red: '#c62f3a',
  grey: '#8d9096',
  navy: '#27365f',
  green: '#9db38f',
  brown: '#8a5a3b',
};

const coffeeBrown = '#6f4a2f';
const backgrounds = { coffee: '#f4ece1', household: '#e6eef2', fashion: '#f6ebee', gift: '#fbf3dc' } as const;

interface Pictogram {
  background: string;
  /** For products that come in one colour only. */
  fill: string;
  shapes: string;
}

const bag = '<rect x="56" y="38" width="88" height="18" rx="4"/><path d="M60 56h80l10 112H50z"/>';

const pictograms: Record<ProductFamily, Pictogram> = {
  beans: {
    background: backgrounds.coffee,
    fill: coffeeBrown,
    shapes: `${bag}<ellipse cx="100" cy="112" rx="17" ry="24" fill="#f4ece1"/><path d="M100 90q-10 22 0 44" fill="none"/>`,
  },
  ground: {
    background: backgrounds.coffee,
    fill: coffeeBrown,
    shapes: `${bag}<path d="M72 140q28-40 56 0z" fill="#f4ece1"/>`,
  },
  capsules: {
    background: backgrounds.coffee,
    fill: coffeeBrown,
    shapes: [40, 82, 124]
      .map((x) => `<path d="M${x} 90h36l-7 48h-22z"/><rect x="${x - 4}" y="82" width="44" height="10" rx="4"/>`)
      .join(''),
  },
  machine: {
    background: backgrounds.coffee,
    fill: colourFill.black,
    shapes:
      '<rect x="52" y="32" width="96" height="136" rx="10"/><rect x="68" y="80" width="64" height="66" fill="#f4ece1"/>' +
      '<rect x="86" y="80" width="28" height="10"/><path d="M88 116h24v24H88z" fill="#fbfaf7"/>',
  },
  frother: {
    background: backgrounds.coffee,
    fill: colourFill.steel,
    shapes:
      '<path d="M66 48h60v112a8 8 0 0 1-8 8H74a8 8 0 0 1-8-8z"/><path d="M126 72h18v56h-18" fill="none" stroke-width="8"/>',
  },
  kettle: {
    background: backgrounds.household,
    fill: colourFill.steel,
    shapes:
      '<path d="M56 160l10-88q34-26 68 0l10 88z"/><path d="M134 80q36 10 14 62" fill="none" stroke-width="8"/>' +
      '<path d="M62 92L36 68" stroke-width="8"/><rect x="46" y="158" width="108" height="12" rx="4"/>',
  },
  towel: {
    background: backgrounds.household,
    fill: colourFill.white,
    shapes: [0, 1, 2]
      .map((i) => `<rect x="${40 + i * 5}" y="${116 - i * 32}" width="${120 - i * 10}" height="32" rx="6"/>`)
      .join(''),
  },
  pan: {
    background: backgrounds.household,
    fill: '#3b3b3b',
    shapes:
      '<circle cx="84" cy="104" r="52"/><circle cx="84" cy="104" r="36" fill="#59595c"/>' +
      '<rect x="132" y="96" width="56" height="16" rx="6"/>',
  },
  storage: {
    background: backgrounds.household,
    fill: colourFill.white,
    shapes:
      '<rect x="60" y="68" width="80" height="100" rx="12" fill="#e6eef2"/><rect x="54" y="46" width="92" height="24" rx="6"/>',
  },
  mug: {
    background: backgrounds.household,
    fill: colourFill.white,
    shapes:
      '<path d="M120 84a24 24 0 0 1 0 52" fill="none" stroke-width="12"/><rect x="52" y="62" width="74" height="100" rx="10"/>' +
      '<path d="M72 30q8 12 0 24M96 30q8 12 0 24" fill="none"/>',
  },
  bedding: {
    background: backgrounds.household,
    fill: colourFill.white,
    shapes:
      '<rect x="28" y="82" width="144" height="82" rx="10"/><rect x="44" y="44" width="112" height="42" rx="16"/>',
  },
  jumper: {
    background: backgrounds.fashion,
    fill: colourFill.grey,
    shapes:
      '<path d="M74 38q26 18 52 0l46 26-6 98h-22l-4-70v80H60V92l-4 70H34l-6-98z"/>' +
      '<path d="M60 160h80" fill="none"/>',
  },
  shirt: {
    background: backgrounds.fashion,
    fill: colourFill.white,
    shapes: '<path d="M74 38q26 18 52 0l46 26-16 36-16-8v80H60V92l-16 8-16-36z"/>',
  },
  socks: {
    background: backgrounds.fashion,
    fill: colourFill.grey,
    shapes: '<path d="M78 30h44v92l30 20q16 16 0 32H96q-18 0-18-20z"/><path d="M78 50h44" fill="none"/>',
  },
  shoes: {
    background: backgrounds.fashion,
    fill: colourFill.white,
    shapes: '<path d="M24 148v-46q30 2 44-26h28q6 30 42 36 40 6 40 36z"/><path d="M24 148h154v14H24z" fill="#e8e2d8"/>',
  },
  giftCard: {
    background: backgrounds.gift,
    fill: '#d4a72c',
    shapes:
      '<rect x="28" y="56" width="144" height="92" rx="10"/><rect x="108" y="56" width="14" height="92" fill="#c62f3a"/>' +
      '<path d="M115 56q-26-26-30 0q30 6 30 0q26-26 30 0q-30 6-30 0z" fill="#c62f3a"/>',
  },
};

/** A tile for an id the catalogue does not know: the common "no image" landscape. */
const placeholder: Pictogram = {
  background: '#eeeeee',
  fill: '#c9c9c9',
  shapes:
    '<rect x="34" y="46" width="132" height="108" rx="8"/><path d="M44 144l38-46 28 30 20-20 26 36z" fill="#9e9e9e"/>',
};

function productImage(id: string): string {
  const artwork = productArtwork(id);
  const pictogram = artwork ? pictograms[artwork.family] : placeholder;
  const fill = artwork?.colour ? colourFill[artwork.colour] : pictogram.fill;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">' +
    `<rect width="200" height="200" fill="${pictogram.background}"/>` +
    `<g fill="${fill}" stroke="#333333" stroke-width="4" stroke-linejoin="round" stroke-linecap="round">` +
    `${pictogram.shapes}</g></svg>`
  );
}

/** `suggestions:reverse`: a 2-character text waits 2.4 s, each further character 300 ms less. */
const reverseSlowestMs = 3000;
const reverseStepMs = 300;

export const searchHandlers = [
  http.get(
    endpoints.suggestions,
    withScenario('suggestions', async ({ request }, variant) => {
      if (variant === 'status400') return HttpResponse.json({ error: 'BAD_REQUEST' }, { status: 400 });
      const url = new URL(request.url);
      const q = url.searchParams.get('q') ?? '';
      if (variant === 'failTwice') {
        const seen = (requestsByText.get(q) ?? 0) + 1;
        requestsByText.set(q, seen);
        if (seen <= 2) return HttpResponse.json({ error: 'SERVICE_UNAVAILABLE' }, { status: 503 });
      }
      if (variant === 'empty') return HttpResponse.json<SuggestionResponse>({ searchTerms: [], products: [] });
      // Answers overtake each other: the shorter (older) a text, the later its answer.
      if (variant === 'reverse') await delay(Math.max(0, reverseSlowestMs - reverseStepMs * q.length));
      return HttpResponse.json<SuggestionResponse>(
        suggest(
          siteParam(url),
          q,
          countParam(url, 'maxSearchTerms', limits.suggestionMaxSearchTerms),
          countParam(url, 'maxProducts', limits.suggestionMaxProducts),
        ),
      );
    }),
  ),
  http.get(
    endpoints.searchCacheKey,
    withScenario('cachekey', () => HttpResponse.json({ cacheKey: searchCacheKey })),
  ),
  http.get(
    '/mock-images/products/:file',
    withScenario<{ file: string }>('productImages', ({ params }) => {
      const id = params.file.replace(/\.svg$/i, '');
      return new HttpResponse(productImage(id), { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  ),
];
