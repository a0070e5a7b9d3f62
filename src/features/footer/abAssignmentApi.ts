import { baseApi, serviceBaseQuery } from '../../api/baseApi';
import { endpoints } from '../../config/endpoints';

export const abAssignmentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The visitor's A/B assignment, asked for when the footer loads (with the page, before its
     * content is rendered); the answer is ignored (spec 2.2, 7).
     */
    requestAbAssignment: build.query<null, void>({
      queryFn: async (_arg, api) => {
        await serviceBaseQuery({ url: endpoints.abTestAssignment }, api, {});
        return { data: null };
      },
    }),
  }),
});

/** Sends the request; the footer does not render again for its answer, which is ignored. */
export const useAbAssignmentRequest = abAssignmentApi.endpoints.requestAbAssignment.useQuerySubscription;
