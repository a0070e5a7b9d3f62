import { defineMessages, type NoMessageValues } from 'react-intl';

export const greetingMessages = defineMessages<{
  signIn: NoMessageValues;
  showProfile: NoMessageValues;
  hello: { readonly name: string };
  helloWithoutName: NoMessageValues;
  beans: { readonly count: number };
}>({
  signIn: {
    id: 'greeting.userMenu.signIn',
    defaultMessage: 'Anmelden',
    description: 'Accessible name of the user icon for a logged-out visitor',
  },
  showProfile: {
    id: 'greeting.userMenu.showProfile',
    defaultMessage: 'Profil anzeigen',
    description: 'Accessible name of the user icon for a logged-in or remembered customer',
  },
  hello: {
    id: 'greeting.text.hello',
    defaultMessage: 'Hallo {name}',
    description: 'Greeting of a logged-in or remembered customer in the header; name is first plus last name',
  },
  helloWithoutName: {
    id: 'greeting.text.helloWithoutName',
    defaultMessage: 'Hallo',
    description: 'Greeting of a logged-in customer whose first name is not known',
  },
  beans: {
    id: 'greeting.text.beans',
    defaultMessage: '{count, plural, one {# Bohne} other {# Bohnen}}',
    description: "The customer's loyalty points (beans) under the greeting",
  },
});

export const userMenuMessages = defineMessages({
  toggle: {
    id: 'greeting.userMenu.toggle',
    defaultMessage: 'Benutzermenü',
    description: 'Accessible name of the button that opens and closes the user menu',
  },
  login: { id: 'greeting.userMenu.login', defaultMessage: 'Anmelden', description: 'User menu link: log in' },
  register: {
    id: 'greeting.userMenu.register',
    defaultMessage: 'Registrieren',
    description: 'User menu link: create an account',
  },
  myAccount: {
    id: 'greeting.userMenu.myAccount',
    defaultMessage: 'Mein Konto',
    description: 'User menu link: the account overview',
  },
  orders: {
    id: 'greeting.userMenu.orders',
    defaultMessage: 'Meine Bestellungen',
    description: 'User menu link: the order overview',
  },
  watchlist: {
    id: 'greeting.userMenu.watchlist',
    defaultMessage: 'Merkzettel',
    description: 'User menu link: the watch list',
  },
  myCard: {
    id: 'greeting.userMenu.myCard',
    defaultMessage: 'Meine Kundenkarte',
    description: 'User menu link for card members: their loyalty card page',
  },
  applyForCard: {
    id: 'greeting.userMenu.applyForCard',
    defaultMessage: 'Kundenkarte beantragen',
    description: 'User menu link for visitors and customers without the loyalty card: the card page',
  },
  loyaltyBeans: {
    id: 'greeting.userMenu.loyaltyBeans',
    defaultMessage: 'Mein Bohnenkonto',
    description: 'User menu link for card members: their loyalty beans',
  },
  mobilePlan: {
    id: 'greeting.userMenu.mobilePlan',
    defaultMessage: 'Mein Mobilfunk',
    description: 'User menu link: the mobile plan',
  },
  myCommunity: {
    id: 'greeting.userMenu.myCommunity',
    defaultMessage: 'Meine Community',
    description: 'User menu link for community members',
  },
  joinCommunity: {
    id: 'greeting.userMenu.joinCommunity',
    defaultMessage: 'Community entdecken',
    description: 'User menu link for those who are not community members',
  },
  logout: { id: 'greeting.userMenu.logout', defaultMessage: 'Abmelden', description: 'User menu link: log out' },
});
