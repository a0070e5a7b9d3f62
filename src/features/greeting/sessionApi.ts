import { baseApi, serviceBaseQuery } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';

export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The renewal call's HTTP status, or undefined when no answer came (spec 7; decision 5 maps it). */
    renewLoginToken: build.mutation<number | undefined, void>({
      queryFn: async (_arg, api) => {
        const result = await serviceBaseQuery({ url: endpoints.loginTokenRenew, method: 'POST', body: {} }, api, {});
        return { data: result.meta?.response?.status };
      },
    }),
    /** Asked for when polling stops; its answer is ignored (spec 7). */
    requestLongTermToken: build.mutation<null, void>({
      queryFn: async (_arg, api) => {
        await serviceBaseQuery({ url: endpoints.longTermToken }, api, {});
        return { data: null };
      },
    }),
  }),
});
