import { retry, type FetchBaseQueryMeta, type QueryReturnValue } from '@reduxjs/toolkit/query/react';
import { baseApi, serviceBaseQuery, type ServiceError } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { limits } from '../../config/limits';
import type { SiteCode } from '../../config/sites';
import { timings } from '../../config/timings';
import { parseSuggestions } from './parseSuggestions';
import type { SuggestionParams, Suggestions } from './types';

export interface SuggestionArgs {
  /** The typed text, trimmed: " kaffee" and "kaffee " share one cache entry. */
  readonly q: string;
  readonly site: SiteCode;
  /** The header asks for 5 (header-search-cart.md 9); the results page asks for more. */
  readonly maxProducts?: number;
}

function waitBeforeRetry(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, timings.suggestionRetryDelayMs);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new Error('Aborted'));
    });
  });
}

const isStatusError = (error: ServiceError) => typeof error.status === 'number' && error.status >= 400;

/**
 * header-search-cart.md 7: "retried up to 4 times, 2 s apart, on status 400 or above". A request
 * that never got an answer (network, time-out) is not a status and is not retried: the shopper
 * types on, and the next text asks again. The wait between tries ends when the request is aborted
 * (SearchBox aborts the text the shopper has left), which ends the loop.
 */
const suggestionQuery = retry(serviceBaseQuery, {
  retryCondition: (error, _args, { attempt }) => {
    return attempt <= limits.suggestionRetries && isStatusError(error as ServiceError);
  },
  backoff: (_attempt, _maxRetries, signal) => waitBeforeRetry(signal),
});

export const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSuggestions: build.query<Suggestions, SuggestionArgs>({
      queryFn: async ({ q, site, maxProducts = limits.suggestionMaxProducts }, api, extraOptions) => {
        const params: SuggestionParams = { q, site, maxSearchTerms: limits.suggestionMaxSearchTerms, maxProducts };
        const result = (await suggestionQuery(
          { url: endpoints.suggestions, params },
          api,
          extraOptions,
        )) as QueryReturnValue<unknown, ServiceError, FetchBaseQueryMeta>;
        // Refused after every retry: that is this text's answer for the cache's lifetime.
        if (result.error && isStatusError(result.error) && !api.signal.aborted) {
          return { data: { searchTerms: [], products: [], unavailable: true } };
        }
        if (result.error) return result;
        return {
          data: parseSuggestions(result.data, { searchTerms: params.maxSearchTerms, products: maxProducts }),
          meta: result.meta,
        };
      },
      // A repeated text is answered from here: a shopper who types, deletes and retypes waits once.
      keepUnusedDataFor: 5 * 60,
      providesTags: ['Suggestions'],
    }),
    /** Warms the search service's cache (header-search-cart.md 7); the answer is not used. */
    getSearchCacheKey: build.query<unknown, void>({
      query: () => endpoints.searchCacheKey,
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGetSuggestionsQuery } = searchApi;
/** Asks for the cache key without reading it: the header does not render again for its answer. */
export const useSearchCacheKeyRequest = searchApi.endpoints.getSearchCacheKey.useQuerySubscription;
