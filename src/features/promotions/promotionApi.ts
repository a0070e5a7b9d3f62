import { baseApi, serviceBaseQuery, type ServiceError } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import type { Promotion, PromotionArgs } from './types';

/** Tag filters go only when non-empty (header-search-cart.md 5), as repeated parameters. */
export function promotionParams({ allOfTags, anyOfTags, noneOfTags }: PromotionArgs): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, tags] of Object.entries({ allOfTags, anyOfTags, noneOfTags })) {
    for (const tag of tags ?? []) if (tag.trim() !== '') params.append(name, tag);
  }
  return params;
}

const loadPromotionParser = () => import(/* webpackChunkName: "promotions" */ './parsePromotion');

/**
 * `GET /service/promotion/api/promotion/{promotionId}` with the site header (header-search-cart.md 7).
 * The answer's envelope is checked, then its contentJSON parsed per type; an unknown type, content
 * that is not JSON or does not fit its type is the call's failure (`SCHEMA`), logged once, so the
 * promotion shows nothing, as a failed call does.
 */
export const promotionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPromotion: build.query<Promotion, PromotionArgs>({
      queryFn: async (args, api, extraOptions) => {
        const params = promotionParams(args);
        const query = params.size > 0 ? `?${params}` : '';
        const result = await serviceBaseQuery({ url: `${endpoints.promotion(args.promotionId)}${query}` }, api, {
          ...extraOptions,
          siteHeader: true,
        });
        if (result.error) return { error: result.error };
        // The content's schemas are a chunk of their own, downloaded while the answer is on its way.
        const { parseAnswer } = await loadPromotionParser();
        const promotion = parseAnswer(result.data);
        if (typeof promotion === 'string') {
          console.warn(`promotion ${args.promotionId}: ${promotion}; nothing is shown`);
          return { error: { status: 'SCHEMA', body: promotion } satisfies ServiceError };
        }
        return { data: promotion };
      },
      providesTags: ['Promotion'],
    }),
  }),
});

export const { useGetPromotionQuery } = promotionApi;
