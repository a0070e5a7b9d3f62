import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import {
  categoryNavigationSchema,
  themeWorldNavigationSchema,
  type CategoryNavigation,
  type ThemeWorldNavigation,
} from './types';

/**
 * The two navigation services (header-search-cart.md 7). Both answer per site; the site goes in
 * the site header as for the promotion service. A failed or malformed answer is the query's
 * error: the bar keeps the site's default navigation (useCategoryNavigation) and the failure is
 * logged there. The answers are the same for every visitor, so they stay cached for the page.
 */
export const navigationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryNavigation: build.query<CategoryNavigation, void>({
      query: () => endpoints.headerNavigation,
      extraOptions: { siteHeader: true },
      rawResponseSchema: categoryNavigationSchema,
      keepUnusedDataFor: Infinity,
      providesTags: ['Navigation'],
    }),
    getThemeWorldNavigation: build.query<ThemeWorldNavigation, void>({
      query: () => endpoints.themeWorldNavigation,
      extraOptions: { siteHeader: true },
      rawResponseSchema: themeWorldNavigationSchema,
      keepUnusedDataFor: Infinity,
      providesTags: ['Navigation'],
    }),
  }),
});

export const { useGetCategoryNavigationQuery, useGetThemeWorldNavigationQuery } = navigationApi;
