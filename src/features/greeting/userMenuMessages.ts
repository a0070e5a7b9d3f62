import { defineMessages } from 'react-intl';

/** The user menu's links: in the menu's chunk. */
export const userMenuMessages = defineMessages({
  login: {
    id: 'greeting.userMenu.login',
    defaultMessage: 'Anmelden',
    description:
      'User menu link: log in; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  register: {
    id: 'greeting.userMenu.register',
    defaultMessage: 'Registrieren',
    description:
      'User menu link: create an account; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  myAccount: {
    id: 'greeting.userMenu.myAccount',
    defaultMessage: 'Mein Konto',
    description:
      'User menu link: the account overview; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  orders: {
    id: 'greeting.userMenu.orders',
    defaultMessage: 'Meine Bestellungen',
    description:
      'User menu link: the order overview; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  watchlist: {
    id: 'greeting.userMenu.watchlist',
    defaultMessage: 'Merkzettel',
    description:
      'User menu link: the watch list; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  myCard: {
    id: 'greeting.userMenu.myCard',
    defaultMessage: 'Meine Kundenkarte',
    description:
      'User menu link for card members: their loyalty card page; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  applyForCard: {
    id: 'greeting.userMenu.applyForCard',
    defaultMessage: 'Kundenkarte beantragen',
    description:
      'User menu link for visitors and customers without the loyalty card: the card page; a link in the user menu flyout (240 px, 16 px text), which wraps onto a second line beyond about 25 characters; up to about 30 characters',
  },
  loyaltyBeans: {
    id: 'greeting.userMenu.loyaltyBeans',
    defaultMessage: 'Mein Bohnenkonto',
    description:
      'User menu link for card members: their loyalty beans; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
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
    description:
      'User menu link for community members; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  joinCommunity: {
    id: 'greeting.userMenu.joinCommunity',
    defaultMessage: 'Community entdecken',
    description:
      'User menu link for those who are not community members; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
  logout: {
    id: 'greeting.userMenu.logout',
    defaultMessage: 'Abmelden',
    description:
      'User menu link: log out; a link in the user menu flyout (240 px, 16 px text), one line of up to about 25 characters',
  },
});
