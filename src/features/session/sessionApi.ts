import { baseApi, helperPost, longTermTokenGet, serviceBaseQuery } from '../../api/baseApi';
import { endpoints, loginTokenHeaderName } from '../../config/endpoints';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The renewal call's HTTP status, or null when no answer came (spec 7; decision 5 maps it).
     * Null, not undefined: RTK Query takes `{ data: undefined }` for a broken queryFn.
     */
    renewLoginToken: build.mutation<number | null, void>({
      queryFn: async (_arg, api) => {
        const result = await serviceBaseQuery(helperPost(endpoints.loginTokenRenew, {}), api, {});
        return { data: result.meta?.response?.status ?? null };
      },
    }),
    /** Asked for when polling stops, with the long-term-token helper; its answer is ignored (spec 7). */
    requestLongTermToken: build.mutation<null, void>({
      queryFn: async (_arg, api) => {
        await serviceBaseQuery(longTermTokenGet(endpoints.longTermToken), api, {});
        return { data: null };
      },
    }),
    /**
     * The customer's info, asked for once on the client when both the login token and the
     * long-term token exist (spec 7); the spec shows no answer, so nothing reads it.
     */
    requestCustomerInfo: build.mutation<null, { loginId: string; loginToken: string }>({
      queryFn: async ({ loginId, loginToken }, api) => {
        await serviceBaseQuery(
          { url: endpoints.customerInfo(loginId), headers: { [loginTokenHeaderName]: loginToken } },
          api,
          {},
        );
        return { data: null };
      },
    }),
  }),
});
