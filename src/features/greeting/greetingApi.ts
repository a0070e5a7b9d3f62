import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import { personalDataSchema, type PersonalData } from './types';

export const greetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalData: build.query<PersonalData, void>({
      // "no cache" (header-search-cart.md 7): the answer depends on the login cookie.
      query: () => ({ url: endpoints.personalData, cache: 'no-store' }),
      // A wrong shape is a failed load: the header shows the logged-out greeting.
      rawResponseSchema: personalDataSchema,
      providesTags: ['PersonalData'],
    }),
  }),
});

export const { useGetPersonalDataQuery } = greetingApi;
