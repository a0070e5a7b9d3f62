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
    description:
      'Accessible name of the user icon for a logged-out visitor; read by screen readers only, up to about 30 characters',
  },
  showProfile: {
    id: 'greeting.userMenu.showProfile',
    defaultMessage: 'Profil anzeigen',
    description:
      'Accessible name of the user icon for a logged-in or remembered customer; read by screen readers only, up to about 30 characters',
  },
  hello: {
    id: 'greeting.text.hello',
    defaultMessage: 'Hallo {name}',
    description:
      'Greeting of a logged-in or remembered customer, in the header (wide screens) or at the top of the user menu flyout (240 px); name is greeting.text.fullName, or the first name alone when the last name is not known. One line of 12 px that does not wrap; up to about 15 characters besides the name, about 40 with it',
  },
  fullName: {
    id: 'greeting.text.fullName',
    defaultMessage: '{firstName} {lastName}',
    description:
      'The customer’s full name in the greeting, in the order the language writes names (Hungarian: family name first). Only the two names and the space between them; no other text: up to about 1 character besides the names',
  },
  helloWithoutName: {
    id: 'greeting.text.helloWithoutName',
    defaultMessage: 'Hallo',
    description:
      'Greeting of a logged-in customer whose first name is not known, in the header or at the top of the user menu flyout (240 px); one line of 12 px that does not wrap, one or two words: up to about 15 characters',
  },
  beans: {
    id: 'greeting.text.beans',
    defaultMessage: '{count, plural, one {# Bohne} other {# Bohnen}}',
    description:
      "The customer's loyalty points (beans) under the greeting; the second line of the greeting (12 px, does not wrap), in the header or the user menu flyout (240 px); up to about 20 characters besides the number",
  },
  menuToggle: {
    id: 'greeting.userMenu.toggle',
    defaultMessage: 'Benutzermenü',
    description:
      'Accessible name of the button that opens and closes the user menu; the chevron beside the user icon; read by screen readers only, up to about 30 characters',
  },
});
