import { defineMessages } from 'react-intl';

/** The user menu's links: in the menu's chunk. */
export const userMenuMessages = defineMessages({
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
    description:
      'User menu link: the mobile plan (the mobile tariff the customer booked with the shop); a menu item in the user menu flyout, one line of up to about 25 characters',
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
