import { baseApi } from '../../api/baseApi';
import { fetchContent } from '../../api/fetchContent';
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
  }),
});

export const { useGetFooterContentQuery } = footerApi;
