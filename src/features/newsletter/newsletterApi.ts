import * as v from 'valibot';
import { baseApi, helperPost, type ServiceError } from '../../api/baseApi';
import { endpoints, newsletterHeaders } from '../../config/endpoints';
import { cookieNames } from '../../config/storage';
import { readCookie } from '../../lib/cookies';
import {
  emailInvalidProblemType,
  type CreateSubscriberRequest,
  customerBaseDataSchema,
  type CustomerBaseData,
  subscriberSchema,
  type NewsletterResult,
  type Subscriber,
  type UpdateSubscriberRequest,
} from './types';

/** The prefill as the form can take it (customerBaseDataSchema), without the fields it left out. */
export function toBaseData(raw: unknown): CustomerBaseData {
  const data = v.parse(customerBaseDataSchema, raw);
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

/** Which base the calls go to: private (default) or internal when the private flag is off. */
export interface NewsletterBaseArg {
  usePrivateApi?: boolean;
}

const base = ({ usePrivateApi = true }: NewsletterBaseArg) =>
  usePrivateApi ? endpoints.newsletter.privateBase : endpoints.newsletter.internalBase;

const subscriberPath = (arg: NewsletterBaseArg, token: string) =>
  `${base(arg)}${endpoints.newsletter.subscribers}/${encodeURIComponent(token)}`;

/** The page the visitor is on, for X-Original-Address. */
const originalAddress = () => globalThis.location?.href ?? '';

const apiKey = { [newsletterHeaders.apiKey.name]: newsletterHeaders.apiKey.value };
const withAddress = () => ({ ...apiKey, [newsletterHeaders.originalAddress]: originalAddress() });

/**
 * The service answers 201 or 204 without a body, and errors as problem JSON
 * (application/problem+json, which fetchBaseQuery's default handler would not parse).
 */
const responseHandler = async (response: Response): Promise<unknown> => {
  const body = await response.text();
  if (!body) return null;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

/** Every call but base-data sends the site (X-Hunter-Site); base-data identifies the customer instead. */
const siteHeader = { siteHeader: true } as const;

/** newsletter-footer-preview.md 8: the refused-address body gives ERROR_INVALID_EMAIL, anything else ERROR_GENERIC. */
export function resultOfError(error: ServiceError | undefined): Exclude<NewsletterResult, 'SUCCESS'> {
  const body = error?.body as { type?: unknown } | undefined;
  return typeof body === 'object' && body !== null && body.type === emailInvalidProblemType
    ? 'ERROR_INVALID_EMAIL'
    : 'ERROR_GENERIC';
}

export const newsletterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    createSubscriber: build.mutation<void, NewsletterBaseArg & { request: CreateSubscriberRequest }>({
      // The page's own address travels in X-Original-Address instead of the referrer.
      query: ({ request, ...arg }) =>
        helperPost(`${base(arg)}${endpoints.newsletter.subscribers}`, request, {
          headers: withAddress(),
          responseHandler,
        }),
      extraOptions: siteHeader,
    }),

    getSubscriber: build.query<Subscriber, NewsletterBaseArg & { subscriberToken: string }>({
      query: ({ subscriberToken, ...arg }) => ({ url: subscriberPath(arg, subscriberToken), headers: apiKey }),
      rawResponseSchema: subscriberSchema,
      extraOptions: siteHeader,
      providesTags: ['Newsletter'],
    }),

    updateSubscriber: build.mutation<
      void,
      NewsletterBaseArg & { subscriberToken: string; request: UpdateSubscriberRequest }
    >({
      query: ({ subscriberToken, request, ...arg }) => ({
        url: subscriberPath(arg, subscriberToken),
        method: 'PUT',
        body: request,
        headers: withAddress(),
        responseHandler,
      }),
      extraOptions: siteHeader,
      invalidatesTags: ['Newsletter'],
    }),

    /** The double opt-in: the visitor followed the link in the confirmation mail. */
    confirmSubscriber: build.mutation<void, NewsletterBaseArg & { subscriberToken: string }>({
      query: ({ subscriberToken, ...arg }) => ({
        url: `${subscriberPath(arg, subscriberToken)}/doi`,
        method: 'PUT',
        headers: withAddress(),
        responseHandler,
      }),
      extraOptions: siteHeader,
      invalidatesTags: ['Newsletter'],
    }),

    /**
     * Prefill for a logged-in visitor: the login token from the LoginToken cookie goes in
     * X-LoginToken. Without the cookie there is nobody to ask about, and no call is made.
     */
    getCustomerBaseData: build.query<CustomerBaseData, NewsletterBaseArg>({
      queryFn: async (arg, api, extraOptions, baseQuery) => {
        const loginToken = readCookie(cookieNames.loginToken);
        if (!loginToken) return { data: {} };
        const result = await baseQuery({
          url: `${base(arg)}${endpoints.newsletter.customerBaseData}`,
          headers: { ...apiKey, [newsletterHeaders.loginToken]: loginToken },
          cache: 'no-store',
        });
        return result.error ? { error: result.error } : { data: toBaseData(result.data) };
      },
    }),
  }),
});

export const {
  useCreateSubscriberMutation,
  useGetSubscriberQuery,
  useUpdateSubscriberMutation,
  useConfirmSubscriberMutation,
  useGetCustomerBaseDataQuery,
} = newsletterApi;
