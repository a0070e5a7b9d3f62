import { defineMessages, type NoMessageValues } from 'react-intl';

export const greetingMessages = defineMessages<{
  signIn: NoMessageValues;
  showProfile: NoMessageValues;
  hello: { readonly name: string };
  fullName: { readonly firstName: string; readonly lastName: string };
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
    description:
      'Greeting of a logged-in or remembered customer, in the header (wide screens) or at the top of the user menu; name is greeting.text.fullName, or the first name alone when the last name is not known. Up to about 40 characters with the name',
  },
  fullName: {
    id: 'greeting.text.fullName',
    defaultMessage: '{firstName} {lastName}',
    description:
      'The customer’s full name in the greeting, in the order the language writes names (Hungarian: family name first). Only the two names and the space between them; no other text',
  },
  helloWithoutName: {
    id: 'greeting.text.helloWithoutName',
    defaultMessage: 'Hallo',
    description:
      'Greeting of a logged-in customer whose first name is not known, in the header or at the top of the user menu; one or two words',
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
