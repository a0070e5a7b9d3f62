export { greetingApi } from './greetingApi';
export type { LoginStatus, PersonalData } from './types';
export { UserMenu } from './components/UserMenu';
