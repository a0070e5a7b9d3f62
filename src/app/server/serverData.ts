import { baseApi } from '../../api/baseApi';
import type { PromotionWait } from '../../features/promotions';
import type { PlatformState } from '../platform/platformSlice';
import type { RootState } from '../store';

/**
 * What the server fetched and decided for the page it rendered, taken over by the browser's store
 * before it hydrates the page (header-search-cart.md 4, "Data fetched on the server is reused on
 * the client"), so that its first render matches the server's HTML:
 * - `queries`: the answered RTK Query cache entries (the header's banner, the results page's
 *   results and banner);
 * - `promotionWaits`: the pages' waits for a promotion, as they ended on the server (the results
 *   page shows its results once its banner's wait is over), or `heldBack` where the page was
 *   rendered without asking (a page the build prerendered: the header's banner);
 * - `visitor`: what the HTML was rendered for of what the request said about its visitor (the
 *   user agent, the device and app cookies, or any visitor). The browser hydrates with these and
 *   then renders with its own: a page the build prerendered for any visitor (scripts/prerender.ts)
 *   met a phone's user agent, whose app banner made the first render differ from the HTML, and
 *   React rendered the whole page again.
 */
export interface ServerData {
  readonly queries: Parameters<typeof baseApi.util.upsertQueryEntries>[0];
  readonly promotionWaits: Readonly<Record<string, PromotionWait>>;
  readonly visitor: Partial<PlatformState>;
}

const noServerData: ServerData = { queries: [], promotionWaits: {}, visitor: {} };

/** The mount's attribute that says the server rendered its content. */
export const serverRenderedAttribute = 'data-server-rendered';
/** The id of the JSON block (`<script type="application/json">`, data, never run) with the ServerData. */
export const serverDataElementId = 'shop-server-data';

/** What a store that rendered a page holds for the browser's store to take over. */
export function serverDataOf(state: RootState): ServerData {
  const queries = Object.values(state[baseApi.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled'
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
      : [],
  );
  // Only the waits that are over: a wait still running on the server is the browser's to run.
  const promotionWaits = Object.fromEntries(
    Object.entries(state.promotions.waits).filter(([, wait]) => wait !== 'waiting'),
  );
  const { userAgent, crawler, device, nativeApp, appBannerClosed, anyVisitor } = state.platform;
  return {
    queries: queries as unknown as ServerData['queries'],
    promotionWaits,
    visitor: { userAgent, crawler, device, nativeApp, appBannerClosed, anyVisitor },
  };
}

/**
 * The ServerData as the text of a JSON block in HTML: `<` is escaped, so no content (a
 * promotion's text, say) can close the block and start markup of its own.
 */
export function serverDataBlock(data: ServerData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${serverDataElementId}">${json}</script>`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const waits: readonly unknown[] = ['inTime', 'late', 'heldBack'] satisfies PromotionWait[];

/**
 * The ServerData of a server-rendered page; none when there is none or it does not parse. Waits
 * that are not an ended wait are left out (the page then waits itself).
 */
export function readServerData(doc: Document = document): ServerData {
  const text = doc.getElementById(serverDataElementId)?.textContent;
  if (!text) return noServerData;
  try {
    const data: unknown = JSON.parse(text);
    if (!isRecord(data)) return noServerData;
    const queries = Array.isArray(data.queries) ? data.queries : [];
    const promotionWaits = isRecord(data.promotionWaits)
      ? Object.fromEntries(
          Object.entries(data.promotionWaits).filter((entry): entry is [string, PromotionWait] =>
            waits.includes(entry[1]),
          ),
        )
      : {};
    // Written by the same build's renderer as these scripts (the page names its hashed files), so
    // its fields are platform fields; only its shape is checked.
    const visitor = isRecord(data.visitor) ? (data.visitor as ServerData['visitor']) : {};
    return { queries: queries as ServerData['queries'], promotionWaits, visitor };
  } catch {
    return noServerData;
  }
}
