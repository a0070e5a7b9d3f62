import { defineMessages } from 'react-intl';

export const greetingMessages = defineMessages({
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
});
