import { defineMessages } from 'react-intl';

/** The login form's texts (the spec gives none: ours, in the register of the shop's other forms). */
export const loginMessages = defineMessages({
  form: {
    id: 'login.form.label',
    defaultMessage: 'Anmeldung',
    description:
      'Accessible name of the login form; names the form; read by screen readers only, up to about 30 characters',
  },
  email: {
    id: 'login.form.email',
    defaultMessage: 'E-Mail-Adresse',
    description: 'Label of the e-mail field; the label above the field; one line, up to about 25 characters',
  },
  password: {
    id: 'login.form.password',
    defaultMessage: 'Passwort',
    description: 'Label of the password field; the label above the field; one line, up to about 25 characters',
  },
  submit: {
    id: 'login.form.submit',
    defaultMessage: 'Anmelden',
    description:
      'Submit button of the login form; the button at the end of the form; one line, up to about 25 characters',
  },
  submitting: {
    id: 'login.form.submitting',
    defaultMessage: 'Sie werden angemeldet',
    description:
      'Screen-reader label of the submit button while the login is sent; the button shows a spinner; read by screen readers only, up to about 40 characters',
  },
  unauthorized: {
    id: 'login.result.unauthorized',
    defaultMessage: 'Die E-Mail-Adresse oder das Passwort ist nicht richtig. Bitte prüfen Sie Ihre Eingabe.',
    description:
      'Error: the login service refused the e-mail address and password (UNAUTHORIZED); an alert above the form, up to about 120 characters',
  },
  unavailable: {
    id: 'login.result.unavailable',
    defaultMessage: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
    description:
      'Error: the login service failed or could not be reached (SERVICE_UNAVAILABLE); an alert above the form, up to about 120 characters',
  },
  success: {
    id: 'login.result.success',
    defaultMessage: 'Sie sind jetzt angemeldet.',
    description: 'Success: the customer is logged in; a status line above the form, up to about 50 characters',
  },
  continueShopping: {
    id: 'login.result.continueShopping',
    defaultMessage: 'Weiter einkaufen',
    description:
      'Link to the home page after a successful login; a text link under the success notice; up to about 30 characters',
  },
});
