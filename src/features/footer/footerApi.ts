import { baseApi, serviceBaseQuery } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import type { AppThunk } from '../../app/hooks';
import type { FooterContent } from './types';

/** The promotion id the footer's content is published under (newsletter-footer-preview.md 7). */
export const footerPromotionId = 'SHOP_FOOTER';

// The fetch and its parsing are the footer's chunk: the body that shows the content loads it anyway.
const loadContentQuery = () => import(/* webpackChunkName: "footer" */ './parseContent');

/**
 * The footer's two calls. Defined with the page frame, not in the footer's chunk: the content is
 * the same for every visitor of a site, so a host that renders the page puts its answer into the
 * page's server data, and the browser's store can take that answer over only for an endpoint it
 * knows at start (`upsertQueryEntries` skips unknown ones). What the fetch needs stays in the chunk.
 */
export const footerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The footer's content, or null when there is none (404, content that does not parse). A
     * failed call is the query's error: the footer shows the same as for none, and a host does not
     * pass a failure on to the browser as an answer (issue 38).
     */
    getFooterContent: build.query<FooterContent | null, void>({
      queryFn: async (_arg, api) => (await loadContentQuery()).fetchFooterContent(footerPromotionId, api),
      providesTags: ['Promotion'],
      // The same for every visitor and rarely changed: kept for the page's life (docs/decisions.md,
      // "What the host renders, the browser does not ask again"); a preview setting refetches it by its tag.
      keepUnusedDataFor: Infinity,
    }),
    /**
     * The visitor's A/B assignment, asked for when the footer loads (with the page, before its
     * content is rendered); the answer is ignored (spec 2.2, 7).
     */
    requestAbAssignment: build.query<null, void>({
      queryFn: async (_arg, api) => {
        await serviceBaseQuery({ url: endpoints.abTestAssignment }, api, {});
        return { data: null };
      },
    }),
  }),
});

export const { useGetFooterContentQuery } = footerApi;

/** Sends the request; the footer does not render again for its answer, which is ignored. */
export const useAbAssignmentRequest = footerApi.endpoints.requestAbAssignment.useQuerySubscription;

/**
 * The footer's content in the store, for a host's render (issue 38): resolves once the call has
 * ended, answered or not. The answer stays in the store; the caller ends the store.
 */
export const requestFooterContent = (): AppThunk<Promise<void>> => async (dispatch) => {
  const request = dispatch(footerApi.endpoints.getFooterContent.initiate());
  try {
    await request;
  } finally {
    request.unsubscribe();
  }
};
