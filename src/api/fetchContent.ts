import type { BaseQueryApi, FetchBaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import { endpoints } from '../config/endpoints';
import { serviceBaseQuery, type ServiceError } from './baseApi';
import type { ContentRefusal } from './contentAnswer';

/**
 * Content published through the promotion service under `promotionId`, with the site header.
 * "404 gives no content; other failures are logged and give no content" (newsletter-footer-preview.md
 * 7), and so does content that does not parse. A 404 and content that does not parse are the
 * service's answer, null; another failure is the query's error (the widget shows the same as for
 * null), so that a host rendering the page does not pass a passing failure on as the answer for
 * every visitor (issue 38). `parse` may come from a lazily loaded chunk.
 */
export async function fetchContent<T>(
  promotionId: string,
  api: BaseQueryApi,
  parse: () => Promise<(answer: unknown) => T | ContentRefusal>,
): Promise<QueryReturnValue<T | null, ServiceError, FetchBaseQueryMeta>> {
  const [result, parser] = await Promise.all([
    serviceBaseQuery({ url: endpoints.promotion(promotionId) }, api, { siteHeader: true }),
    parse(),
  ]);
  if (result.error) {
    if (result.error.status === 404) return { data: null };
    // Called off (a host's render that is done with its page): nothing failed.
    if (api.signal.aborted) return { error: result.error };
    console.warn(`${promotionId}: the service failed (${String(result.error.status)}); no content`);
    return { error: result.error };
  }
  const content = parser(result.data);
  if (typeof content === 'string') {
    console.warn(`${promotionId}: ${content}; no content`);
    return { data: null };
  }
  return { data: content };
}
