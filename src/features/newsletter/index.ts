export { NewsletterSignUp } from './components/NewsletterSignUp';
export type { NewsletterSignUpProps } from './components/NewsletterSignUp';
export type { NewsletterDoubleOptInProps } from './components/NewsletterDoubleOptIn';
export { NewsletterDoubleOptIn } from './components/NewsletterDoubleOptIn';
export type { NewsletterImages } from './components/NewsletterImage';
export {
  newsletterApi,
  useCreateSubscriberMutation,
  useGetSubscriberQuery,
  useUpdateSubscriberMutation,
  useConfirmSubscriberMutation,
  useGetCustomerBaseDataQuery,
} from './newsletterApi';
export { newsletterMarkets } from './newsletterMarkets';
export type { NewsletterMarket, FieldRule } from './newsletterMarkets';
export type { NewsletterTrackingEvent } from './tracking';
export * from './types';
export { isEmailAddress } from './validators';
