export { greetingApi } from './greetingApi';
export type { PersonalData } from './types';
export { UserMenu } from './components/UserMenu';
export { loginSlice, sessionWatchStarted } from './loginSlice';
export { addSessionListeners } from './sessionListeners';
export { watchSessionEvents } from './watchSessionEvents';
export { setPersonalData, resetPersonalData } from './personalDataThunks';
export { useNewsletterStatus } from './useNewsletterStatus';
export type { NewsletterStatus } from './useNewsletterStatus';
