import { defineMessages, type NoMessageValues } from 'react-intl';

export const greetingMessages = defineMessages<{
  signIn: NoMessageValues;
  showProfile: NoMessageValues;
  hello: { readonly name: string };
  helloWithoutName: NoMessageValues;
  beans: { readonly count: number };
  menuToggle: NoMessageValues;
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
  menuToggle: {
    id: 'greeting.userMenu.toggle',
    defaultMessage: 'Benutzermenü',
    description: 'Accessible name of the button that opens and closes the user menu',
  },
});
