import * as v from 'valibot';
import { baseApi, serviceBaseQuery, type ServiceError } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { nextTask } from '../../lib/nextTask';
import type { CategoryNavigation, ThemeWorldNavigation } from './types';

// The answers' schemas are a chunk of their own, downloaded while the answer is on its way: the
// bar paints from the default navigation without them.
const loadSchemas = () => import(/* webpackChunkName: "navigation-schemas" */ './types');

/** One navigation call with the site header, its answer checked by its schema once both are in. */
async function navigationQuery<T>(
  url: string,
  schemaOf: (schemas: Awaited<ReturnType<typeof loadSchemas>>) => v.GenericSchema<unknown, T>,
  api: Parameters<typeof serviceBaseQuery>[1],
  extraOptions: Parameters<typeof serviceBaseQuery>[2],
): Promise<{ data: T } | { error: ServiceError }> {
  const [result, schemas] = await Promise.all([
    serviceBaseQuery({ url }, api, { ...extraOptions, siteHeader: true }),
    loadSchemas(),
  ]);
  if (result.error) return { error: result.error };
  // The answer is checked in a task of its own and stored in the next: with its arrival, the whole
  // navigation tree's check and its store update were one task of 56-79 ms on a phone (TBT, issue 16).
  await nextTask();
  const parsed = v.safeParse(schemaOf(schemas), result.data);
  if (!parsed.success) {
    console.warn(`${url}: the service answered in a shape its schema refuses`, parsed.issues);
    return { error: { status: 'SCHEMA' } };
  }
  await nextTask();
  return { data: parsed.output };
}

/**
 * The two navigation services (header-search-cart.md 7). Both answer per site; the site goes in
 * the site header as for the promotion service. A failed or malformed answer is the query's
 * error: the bar keeps the site's default navigation (useBarItems) and the failure is logged
 * (navigationListeners). The answers are the same for every visitor: they stay for the page.
 */
export const navigationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCategoryNavigation: build.query<CategoryNavigation, void>({
      queryFn: (_arg, api, extraOptions) =>
        navigationQuery(endpoints.headerNavigation, (schemas) => schemas.categoryNavigationSchema, api, extraOptions),
      keepUnusedDataFor: Infinity,
      providesTags: ['Navigation'],
    }),
    getThemeWorldNavigation: build.query<ThemeWorldNavigation, void>({
      queryFn: (_arg, api, extraOptions) =>
        navigationQuery(
          endpoints.themeWorldNavigation,
          (schemas) => schemas.themeWorldNavigationSchema,
          api,
          extraOptions,
        ),
      keepUnusedDataFor: Infinity,
      providesTags: ['Navigation'],
    }),
  }),
});

export const { useGetCategoryNavigationQuery, useGetThemeWorldNavigationQuery } = navigationApi;
