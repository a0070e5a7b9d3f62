import { baseApi } from '../../api/baseApi';
import type { RootState } from '../store';

/**
 * What the server fetched for the page it rendered: RTK Query cache entries, reused by the
 * browser's store before it hydrates the page (header-search-cart.md 4, "Data fetched on the
 * server is reused on the client"), so its first render matches the server's HTML.
 */
export type ServerData = Parameters<typeof baseApi.util.upsertQueryEntries>[0];

/** The mount's attribute that says the server rendered its content. */
export const serverRenderedAttribute = 'data-server-rendered';
/** The id of the JSON block (`<script type="application/json">`, data, never run) with the ServerData. */
export const serverDataElementId = 'shop-server-data';

/** The answered queries in a store, as entries another store can take over. */
export function answeredQueries(state: RootState): ServerData {
  const entries = Object.values(state[baseApi.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled'
      ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data }]
      : [],
  );
  return entries as unknown as ServerData;
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

/** The ServerData of a server-rendered page; an empty list when there is none or it does not parse. */
export function readServerData(doc: Document = document): ServerData {
  const text = doc.getElementById(serverDataElementId)?.textContent;
  if (!text) return [] as unknown as ServerData;
  try {
    const data: unknown = JSON.parse(text);
    return (Array.isArray(data) ? data : []) as ServerData;
  } catch {
    return [] as unknown as ServerData;
  }
}
