import { baseApi } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';
import type { PersonalData } from './types';

export const greetingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPersonalData: build.query<PersonalData, void>({
      // "no cache" (header-search-cart.md 7): the answer depends on the login cookie.
      query: () => ({ url: endpoints.personalData, cache: 'no-store' }),
      providesTags: ['PersonalData'],
    }),
  }),
});

export const { useGetPersonalDataQuery } = greetingApi;
