export { greetingApi } from './greetingApi';
export type { PersonalData } from './types';
export { UserMenuLink } from './components/UserMenuLink';
