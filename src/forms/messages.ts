import { defineMessages } from 'react-intl';

export const formMessages = defineMessages({
  required: {
    id: 'forms.error.required',
    defaultMessage: 'Dies ist ein Pflichtfeld.',
    description: 'Generic error of a required field left empty; under the field; up to about 60 characters',
  },
  strengthWeak: {
    id: 'forms.password.strength.weak',
    defaultMessage: 'Schwach',
    description:
      "Password strength 0: shorter than 8 characters or no character class matched; shown under the strength bar below the password field, also the meter's value text; one or two words, up to about 15 characters",
  },
  strengthOk: {
    id: 'forms.password.strength.ok',
    defaultMessage: 'Okay',
    description:
      "Password strength 1 of 3; shown under the strength bar below the password field, also the meter's value text; one or two words, up to about 15 characters",
  },
  strengthStrong: {
    id: 'forms.password.strength.strong',
    defaultMessage: 'Stark',
    description:
      "Password strength 2 of 3; shown under the strength bar below the password field, also the meter's value text; one or two words, up to about 15 characters",
  },
  strengthVeryStrong: {
    id: 'forms.password.strength.veryStrong',
    defaultMessage: 'Sehr stark',
    description:
      "Password strength 3 of 3: lowercase, digit and uppercase; shown under the strength bar below the password field, also the meter's value text; one or two words, up to about 15 characters",
  },
  strengthMeter: {
    id: 'forms.password.strength.meter',
    defaultMessage: 'Passwortsicherheit',
    description:
      'Accessible name of the password strength meter; read by screen readers only, up to about 30 characters',
  },
});

export const formCountMessages = defineMessages<{
  remaining: { readonly remaining: number };
  tooMany: { readonly max: number; readonly fileName: string };
  tooLarge: { readonly fileName: string; readonly maxMb: number };
  wrongType: { readonly fileName: string };
  removeFile: { readonly fileName: string };
}>({
  remaining: {
    id: 'forms.textarea.remaining',
    defaultMessage: '{remaining, plural, one {Noch # Zeichen} other {Noch # Zeichen}}',
    description:
      'Remaining characters of a text area with a maximum length; a small counter under the text area; up to about 25 characters besides the number',
  },
  tooMany: {
    id: 'forms.attachments.tooMany',
    defaultMessage:
      '{fileName} wurde nicht angehängt: Sie können höchstens {max, plural, one {# Datei} other {# Dateien}} anhängen.',
    description:
      'Attachment refused because the maximum number of files is reached; under the attachments field, up to about 90 characters besides the file name',
  },
  tooLarge: {
    id: 'forms.attachments.tooLarge',
    defaultMessage: '{fileName} wurde nicht angehängt: Die Datei ist größer als {maxMb, number}\u00a0MB.',
    description:
      'Attachment refused because it is larger than 5000 KB (shown as 5 MB); under the attachments field, up to about 90 characters besides the file name',
  },
  wrongType: {
    id: 'forms.attachments.wrongType',
    defaultMessage: '{fileName} wurde nicht angehängt: Erlaubt sind nur JPG, PNG und PDF.',
    description:
      'Attachment refused because its type is not image/jpeg, image/png or application/pdf; under the attachments field, up to about 90 characters besides the file name',
  },
  removeFile: {
    id: 'forms.attachments.remove',
    defaultMessage: '{fileName} entfernen',
    description:
      'Accessible name of the button that removes an attached file; an icon button beside the file name; read by screen readers only, up to about 30 characters besides the file name',
  },
});
