import { baseApi, helperPost } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import {
  abTestsSchema,
  previewCheckSchema,
  previewStatusSchema,
  type AbTest,
  type PreviewCheckResult,
  type PreviewSettingsRequest,
  type PreviewStatusResponse,
} from './types';

/**
 * The staff preview tool's calls (newsletter-footer-preview.md 7, "Preview tool" and "A/B tests";
 * paths of decision 3, methods ours: docs/decisions.md). Every answer is read as JSON and checked
 * by its schema; a wrong shape is the call's failure.
 */
export const previewApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Is the staff member signed in to the preview tool? The panel shows only when this says SUCCESS. */
    checkPreviewAuth: build.mutation<PreviewStatusResponse, void>({
      query: () => ({ url: endpoints.preview.checkAuth }),
      rawResponseSchema: previewStatusSchema,
    }),
    /** Keeps the staff login alive: once on start, then every 5 minutes (spec 4, "Preview session"). */
    renewPreviewLogin: build.mutation<PreviewStatusResponse, void>({
      query: () => helperPost(endpoints.preview.loginRenew, {}),
      rawResponseSchema: previewStatusSchema,
    }),
    /** Ends the preview session; the service clears the preview cookies. */
    logoutPreview: build.mutation<PreviewStatusResponse, void>({
      query: () => helperPost(endpoints.preview.logout, {}),
      rawResponseSchema: previewStatusSchema,
    }),
    /** What the preview cookies hold now: the date-time and the A/B selection shown. */
    getPreviewSettings: build.query<PreviewCheckResult, void>({
      query: () => ({ url: endpoints.preview.cookie, cache: 'no-store' }),
      rawResponseSchema: previewCheckSchema,
      providesTags: ['PreviewSettings'],
    }),
    /** The A/B tests active on a date ('YYYY-MM-DD'). */
    getActiveAbTests: build.query<AbTest[], string>({
      query: (date) => ({ url: endpoints.abTestsAt, params: { time: date } }),
      rawResponseSchema: abTestsSchema,
      providesTags: ['AbTests'],
    }),
    /**
     * Applies the settings: the A/B selection as the query's test and group ('' for none), the
     * date-time in the body. The service answers with a status and sets the preview cookies, so
     * the settings and every promotion are read again.
     */
    applyPreviewSettings: build.mutation<PreviewStatusResponse, PreviewSettingsRequest>({
      query: ({ test, group, previewDateTime }) =>
        helperPost(endpoints.preview.token, { previewDateTime }, { params: { test, group } }),
      rawResponseSchema: previewStatusSchema,
      invalidatesTags: (result) => (result?.status === 'SUCCESS' ? ['PreviewSettings', 'Promotion'] : []),
    }),
  }),
});

export const { useGetPreviewSettingsQuery, useGetActiveAbTestsQuery, useApplyPreviewSettingsMutation } = previewApi;
