import { baseApi, serviceBaseQuery } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { fetchContent } from '../promotions';
import type { FooterContent } from './types';

/** The promotion id the footer's content is published under (newsletter-footer-preview.md 7). */
export const footerPromotionId = 'SHOP_FOOTER';

export const footerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The footer's content, or null when there is none (404, a failure, content that does not parse). */
    getFooterContent: build.query<FooterContent | null, void>({
      queryFn: (_arg, api) =>
        fetchContent(footerPromotionId, api, () =>
          import(/* webpackChunkName: "footer" */ './parseContent').then((chunk) => chunk.parseFooterContent),
        ),
      providesTags: ['Promotion'],
    }),
    /** The visitor's A/B assignment, asked for when the footer loads; the answer is ignored (spec 2.2, 7). */
    requestAbAssignment: build.query<null, void>({
      queryFn: async (_arg, api) => {
        await serviceBaseQuery({ url: endpoints.abTestAssignment }, api, {});
        return { data: null };
      },
    }),
  }),
});

export const { useGetFooterContentQuery, useRequestAbAssignmentQuery } = footerApi;
