import type { LoginStatus, PersonalData } from './types';

/** Derived values of header-search-cart.md 3 and 4. */
export interface Greeting {
  initialized: boolean;
  loggedInOrRemembered: boolean;
  /** Empty when the service gives none: the greeting then names nobody. */
  firstName: string;
  /** Empty when the service gives none: the greeting then names the first name only. */
  lastName: string;
  loyaltyBeans: number;
  communityMember: boolean;
  cardMember: boolean;
}

const loggedInStatuses: readonly LoginStatus[] = ['LOGGED_IN', 'REMEMBERED'];

/** A failed or missing load reads as logged out: the header never shows a broken greeting. */
export function toGreeting(data: PersonalData | undefined): Greeting {
  const customer = data?.customer;
  const firstname = customer?.firstname?.trim() ?? '';
  const lastname = customer?.lastname?.trim() ?? '';
  return {
    initialized: data !== undefined,
    loggedInOrRemembered: loggedInStatuses.includes(data?.tracking.loginStatus as LoginStatus),
    firstName: firstname,
    lastName: firstname ? lastname : '',
    loyaltyBeans: customer?.loyaltyBeans ?? 0,
    communityMember: customer?.statuses?.isCommunityMember ?? false,
    cardMember: customer?.statuses?.isCardMember ?? false,
  };
}
