import { baseApi, helperPost } from '../../api/baseApi';
import { parseContentAnswer } from '../../api/contentAnswer';
import { fetchContent } from '../../api/fetchContent';
import { endpoints } from '../../config/endpoints';
import { supportContentSchema, type ContactValues, type SupportContent } from './types';

/** The promotion id the support footer's content is published under (ours: the spec names none). */
export const supportPromotionId = 'SHOP_SUPPORT_FOOTER';

/**
 * The contact request as multipart form data (spec README decision 3; fields of spec 3): the
 * names and the e-mail trimmed, the message, and each attachment as a part named `attachments`.
 */
export function contactRequestBody(values: ContactValues): FormData {
  const body = new FormData();
  body.append('customerFirstName', values.customerFirstName.trim());
  body.append('customerLastName', values.customerLastName.trim());
  body.append('customerEmail', values.customerEmail.trim());
  body.append('message', values.message);
  for (const file of values.attachments) body.append('attachments', file, file.name);
  return body;
}

export const supportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The support footer's content, or null when there is none (it then shows nothing). */
    getSupportContent: build.query<SupportContent | null, void>({
      queryFn: (_arg, api) =>
        fetchContent(supportPromotionId, api, () =>
          Promise.resolve((answer: unknown) => parseContentAnswer(supportContentSchema, answer)),
        ),
      providesTags: ['Promotion'],
    }),
    sendContactRequest: build.mutation<void, ContactValues>({
      query: (values) => helperPost(endpoints.contactRequests, contactRequestBody(values), { responseHandler: 'text' }),
    }),
  }),
});

export const { useGetSupportContentQuery, useSendContactRequestMutation } = supportApi;
