import type { PersonalData } from '../../src/features/greeting';
import type { CustomerBaseData } from '../../src/features/newsletter/types';

/** The customer the login mock knows: any other e-mail address or password is refused (401). */
export const mockCredentials = { email: 'anna@example.de', password: 'kaffee123' } as const;

/** The mock visitor in the three login states of header-search-cart.md 3. */
const customer = {
  firstname: 'Anna',
  lastname: 'Schmidt',
  loyaltyBeans: 1250,
  statuses: { isCommunityMember: true, isCardMember: false },
};

export const personalData = {
  loggedOut: { tracking: { loginStatus: 'LOGGED_OUT' } },
  remembered: { tracking: { loginStatus: 'REMEMBERED' }, customer },
  loggedIn: { tracking: { loginStatus: 'LOGGED_IN' }, customer },
  /** A card member outside the community, with a single bean. */
  cardMember: {
    tracking: { loginStatus: 'LOGGED_IN' },
    customer: { ...customer, loyaltyBeans: 1, statuses: { isCommunityMember: false, isCardMember: true } },
  },
  /** A customer the shop knows no first name of: the greeting names nobody. */
  noFirstName: {
    tracking: { loginStatus: 'LOGGED_IN' },
    customer: { lastname: 'Schmidt', statuses: { isCommunityMember: false, isCardMember: false } },
  },
  /** A customer who signed up for the newsletter: the footer's newsletter block stays away. */
  newsletterSubscribed: {
    tracking: { loginStatus: 'LOGGED_IN' },
    customer: { ...customer, statuses: { ...customer.statuses, newsletterStatus: 'SUBSCRIBED' } },
  },
  /** A customer whose sign-up waits for the double opt-in: the block stays away too. */
  newsletterPending: {
    tracking: { loginStatus: 'LOGGED_IN' },
    customer: { ...customer, statuses: { ...customer.statuses, newsletterStatus: 'WAITING_FOR_DOI' } },
  },
} satisfies Record<string, PersonalData>;

export type PersonalDataVariant = keyof typeof personalData;

/** What the newsletter service knows of the logged-in mock visitor (GET .../customers/base-data). */
export const newsletterBaseData = {
  email: 'anna.schmidt@example.de',
  salutation: 'MRS',
  firstName: 'Anna',
  lastName: 'Schmidt',
} satisfies CustomerBaseData;
