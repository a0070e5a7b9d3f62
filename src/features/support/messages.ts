import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

export const supportMessages = defineMessages<{
  phone: { readonly number: string; readonly link: MessageTag };
  openingHours: { readonly hours: string };
  address: NoMessageValues;
  service: NoMessageValues;
}>({
  phone: {
    id: 'support.footer.phone',
    defaultMessage: 'Telefon: <link>{number}</link>',
    description:
      "The service phone line of a support footer column (at least 240 px): a label, the language's punctuation after it (French: no-break space before the colon), then <link>{number}</link>, the phone number as a link; up to about 20 characters besides the number",
  },
  openingHours: {
    id: 'support.footer.openingHours',
    defaultMessage: 'Erreichbarkeit: {hours}',
    description:
      "The service opening-hours line of a support footer column (at least 240 px): a label, the language's punctuation after it (French: no-break space before the colon), then {hours}, the editor's text; up to about 25 characters besides the hours",
  },
  address: {
    id: 'support.footer.address',
    defaultMessage: 'Anschrift',
    description:
      'Accessible name of the support address block; names the address block; read by screen readers only, up to about 30 characters',
  },
  service: {
    id: 'support.footer.service',
    defaultMessage: 'Service',
    description:
      'Accessible name of the support service block (phone, hours); names the group of phone and hours; read by screen readers only, up to about 30 characters',
  },
});

export const contactMessages = defineMessages({
  heading: {
    id: 'contact.form.heading',
    defaultMessage: 'Schreiben Sie uns',
    description: "Heading of the contact form; the form's heading (h2); up to about 40 characters",
  },
  mandatory: {
    id: 'contact.form.mandatory',
    defaultMessage: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    description:
      'Footnote of the contact form explaining the asterisk; small print (14 px) above the fields; up to about 70 characters',
  },
  firstName: {
    id: 'contact.form.firstName',
    defaultMessage: 'Vorname',
    description: 'Label of the first-name field; the label above the field; one line, up to about 25 characters',
  },
  lastName: {
    id: 'contact.form.lastName',
    defaultMessage: 'Nachname',
    description: 'Label of the last-name field; the label above the field; one line, up to about 25 characters',
  },
  email: {
    id: 'contact.form.email',
    defaultMessage: 'E-Mail-Adresse',
    description: 'Label of the e-mail field; the label above the field; one line, up to about 25 characters',
  },
  message: {
    id: 'contact.form.message',
    defaultMessage: 'Ihre Nachricht',
    description: 'Label of the message field; above the text area, up to about 25 characters',
  },
  attachments: {
    id: 'contact.form.attachments',
    defaultMessage: 'Anhänge',
    description: 'Label of the attachments field; the label above the file picker; one line, up to about 25 characters',
  },
  attachmentsHint: {
    id: 'contact.form.attachmentsHint',
    defaultMessage: 'Bis zu 3 Dateien (JPEG, PNG oder PDF), je höchstens 5\u00a0MB.',
    description: 'Hint below the attachments field; one line of small print under the field, up to about 80 characters',
  },
  submit: {
    id: 'contact.form.submit',
    defaultMessage: 'Nachricht senden',
    description:
      'Submit button of the contact form; the button at the end of the form; one line, up to about 25 characters',
  },
  sending: {
    id: 'contact.form.sending',
    defaultMessage: 'Wird gesendet …',
    description: 'Submit button while sending; a button label, up to about 20 characters',
  },
  success: {
    id: 'contact.form.success',
    defaultMessage: 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.',
    description:
      'Shown after the contact request was sent; a success notice in place of the form; wraps, up to about 120 characters',
  },
  another: {
    id: 'contact.form.another',
    defaultMessage: 'Weitere Nachricht schreiben',
    description:
      'Button after success that shows an empty form again; a button under the success notice; one line, up to about 35 characters',
  },
  failure: {
    id: 'contact.form.failure',
    defaultMessage:
      'Ihre Nachricht konnte aus technischen Gründen nicht gesendet werden. Ihre Angaben sind erhalten, bitte versuchen Sie es später noch einmal.',
    description:
      'Shown above the form when sending failed; the form keeps what was entered; up to about 160 characters',
  },
  firstNameRequired: {
    id: 'contact.form.firstNameRequired',
    defaultMessage: 'Der Vorname ist ein Pflichtfeld.',
    description: 'Error: first name missing; under the first-name field; up to about 60 characters',
  },
  lastNameRequired: {
    id: 'contact.form.lastNameRequired',
    defaultMessage: 'Der Nachname ist ein Pflichtfeld.',
    description: 'Error: last name missing; under the last-name field; up to about 60 characters',
  },
  emailRequired: {
    id: 'contact.form.emailRequired',
    defaultMessage: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    description: 'Error: e-mail missing; under the e-mail field; up to about 60 characters',
  },
  emailInvalid: {
    id: 'contact.form.emailInvalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    description: 'Error: e-mail not valid; under the e-mail field, up to about 60 characters',
  },
  invalidCharacter: {
    id: 'contact.form.invalidCharacter',
    defaultMessage: 'Dieses Feld enthält ungültige Zeichen.',
    description:
      'Error: a name holds a character the rules do not allow; under the name field; up to about 60 characters',
  },
  noUrl: {
    id: 'contact.form.noUrl',
    defaultMessage: 'Bitte geben Sie hier keine Web-Adresse ein.',
    description: 'Error: a name holds a web address or domain; under the name field, up to about 70 characters',
  },
});

export const contactTooLongMessage = defineMessages<{ tooLong: { readonly max: number } }>({
  tooLong: {
    id: 'contact.form.tooLong',
    defaultMessage: 'Bitte geben Sie höchstens {max, plural, one {# Zeichen} other {# Zeichen}} ein.',
    description: 'Error: a name is longer than the rules allow; under the field, up to about 60 characters',
  },
}).tooLong;
