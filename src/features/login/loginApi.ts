import { baseApi, helperPost, serviceBaseQuery } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { loginOutcome, type LoginOutcome } from './loginOutcome';

/** The login call's JSON body: the spec does not show its fields; these are ours (docs/decisions.md). */
export interface LoginRequest {
  email: string;
  password: string;
}

export const loginApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /service/login/api/v1/login (spec 7): the answer's status is the outcome, whatever its
     * body. A successful login sets the login cookies, so the personal data is read again.
     */
    logIn: build.mutation<LoginOutcome, LoginRequest>({
      queryFn: async (body, api) => {
        const result = await serviceBaseQuery(helperPost(endpoints.login, body), api, {});
        return { data: loginOutcome(result.meta?.response?.status) };
      },
      invalidatesTags: (outcome) => (outcome === 'SUCCESS' ? ['PersonalData'] : []),
    }),
  }),
});

export const { useLogInMutation } = loginApi;
