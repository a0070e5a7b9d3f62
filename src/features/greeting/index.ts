export { greetingApi } from './greetingApi';
export type { PersonalData } from './types';
export { UserMenu } from './components/UserMenu';
export { loginSlice } from './loginSlice';
export { setPersonalData, resetPersonalData } from './personalDataThunks';
export { useNewsletterStatus } from './useNewsletterStatus';
export type { NewsletterStatus } from './useNewsletterStatus';
