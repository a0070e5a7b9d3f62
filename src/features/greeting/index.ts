export { greetingApi, useGetPersonalDataQuery } from './greetingApi';
export { toGreeting } from './personalData';
export type { Greeting } from './personalData';
export type { PersonalData, LoginStatus } from './types';
export { UserMenuLink } from './components/UserMenuLink';
