export { greetingApi } from './greetingApi';
export type { LoginStatus, PersonalData } from './types';
export { UserMenu } from './components/UserMenu';
export { useNewsletterStatus } from './useNewsletterStatus';
export type { NewsletterStatus } from './useNewsletterStatus';
