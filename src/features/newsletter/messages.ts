import { defineMessages, type MessageTag, type NoMessageValues } from 'react-intl';

/**
 * The newsletter form's texts (newsletter-footer-preview.md 2.1, 5, 8). German texts the spec
 * gives are used verbatim; the spec's message keys are named in the descriptions.
 */
export const newsletterFormMessages = defineMessages({
  title: {
    id: 'newsletter.form.title',
    defaultMessage: 'Newsletter abonnieren',
    description:
      "Default heading of the newsletter sign-up form; the form's heading (h2 or h3, 24 px), unless the content gives one; wraps, up to about 40 characters",
  },
  requiredFootnote: {
    id: 'newsletter.form.requiredFootnote',
    defaultMessage: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
    description:
      'Mandatory-field footnote under the form heading; small print (12 px) under the heading; one line, up to about 70 characters',
  },
  emailLabel: {
    id: 'newsletter.email.label',
    defaultMessage: 'E-Mail-Adresse',
    description: 'Label of the e-mail field; the label above the field; one line, up to about 25 characters',
  },
  salutationLabel: {
    id: 'newsletter.salutation.label',
    defaultMessage: 'Anrede',
    description:
      'Label of the salutation select (AT, HU); the label above the select; one line, up to about 25 characters',
  },
  salutationPlaceholder: {
    id: 'newsletter.salutation.placeholder',
    defaultMessage: 'Bitte wählen',
    description:
      'The empty first option of the salutation select; shown in the closed select until one is chosen; up to about 25 characters',
  },
  firstNameLabel: {
    id: 'newsletter.firstName.label',
    defaultMessage: 'Vorname',
    description:
      'Label of the first-name field (AT, HU, TR); the label above the field; one line, up to about 25 characters',
  },
  lastNameLabel: {
    id: 'newsletter.lastName.label',
    defaultMessage: 'Nachname',
    description:
      'Label of the last-name field (AT, HU, TR); the label above the field; one line, up to about 25 characters',
  },
  submit: {
    id: 'newsletter.form.submit',
    defaultMessage: 'Jetzt anmelden',
    description:
      'Submit button of the newsletter form; the primary button at the end of the form; one line, up to about 25 characters',
  },
  submitting: {
    id: 'newsletter.form.submitting',
    defaultMessage: 'Anmeldung wird gesendet …',
    description: 'Accessible text of the submit button while the sign-up is being sent; up to about 40 characters',
  },
  botTrapLabel: {
    id: 'newsletter.form.botTrapLabel',
    defaultMessage: 'Dieses Feld bitte leer lassen',
    description:
      'Label of the hidden bot-trap field verify-email; people never see it; hidden from screen readers too; up to about 40 characters',
  },
});

/** Salutation options, one per value of the enumeration (3). */
export const salutationMessages = defineMessages({
  MRS: {
    id: 'newsletter.salutation.mrs',
    defaultMessage: 'Frau',
    description:
      "Salutation option MRS; an option of the native select (the field is the form's width); one word, up to about 15 characters",
  },
  MR: {
    id: 'newsletter.salutation.mr',
    defaultMessage: 'Herr',
    description:
      "Salutation option MR; an option of the native select (the field is the form's width); one word, up to about 15 characters",
  },
  DIVERS: {
    id: 'newsletter.salutation.divers',
    defaultMessage: 'Divers',
    description:
      "Salutation option DIVERS; an option of the native select (the field is the form's width); one word, up to about 15 characters",
  },
  COMPANY: {
    id: 'newsletter.salutation.company',
    defaultMessage: 'Firma',
    description:
      "Salutation option COMPANY; an option of the native select (the field is the form's width); one word, up to about 15 characters",
  },
});

/** Field errors (5). */
export const newsletterErrorMessages = defineMessages({
  emailRequired: {
    id: 'newsletter.email.required',
    defaultMessage: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    description:
      'Spec key newsletter_subscriber_form_required: the e-mail field is empty; under the e-mail field; up to about 60 characters',
  },
  emailInvalid: {
    id: 'newsletter.email.invalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    description:
      'Spec key newsletter_subscriber_form_regex: the e-mail does not match the pattern; under the e-mail field, up to about 60 characters',
  },
  emailRefused: {
    id: 'newsletter.email.refused',
    defaultMessage: 'Diese E-Mail-Adresse können wir leider nicht annehmen. Bitte prüfen Sie Ihre Eingabe.',
    description:
      'Spec key emailInvalidErrorMessage: the newsletter service refused the address; under the e-mail field, up to about 120 characters',
  },
  salutationRequired: {
    id: 'newsletter.salutation.required',
    defaultMessage: 'Die Anrede ist ein Pflichtfeld.',
    description:
      'Spec key salutationRequiredErrorMessage: no salutation chosen (HU only); under the salutation select; up to about 60 characters',
  },
  firstNameRequired: {
    id: 'newsletter.firstName.required',
    defaultMessage: 'Der Vorname ist ein Pflichtfeld.',
    description:
      'Spec key firstNameRequiredErrorMessage: first name empty (HU, TR); under the first-name field; up to about 60 characters',
  },
  lastNameRequired: {
    id: 'newsletter.lastName.required',
    defaultMessage: 'Der Nachname ist ein Pflichtfeld.',
    description:
      'Spec key lastNameRequiredErrorMessage: last name empty (HU, TR); under the last-name field; up to about 60 characters',
  },
  invalidCharacter: {
    id: 'newsletter.name.invalidCharacter',
    defaultMessage: 'Dieses Feld enthält ungültige Zeichen.',
    description:
      'Spec key newsletter_subscriber_form_invalid_character: a name holds a character not allowed; under the name field; up to about 60 characters',
  },
  noUrl: {
    id: 'newsletter.name.noUrl',
    defaultMessage: 'Bitte geben Sie hier keine Internetadresse ein.',
    description:
      'Spec key newsletter_subscriber_form_no_url: a name holds a web address or a domain; under the name field, up to about 70 characters',
  },
  legalsRequired: {
    id: 'newsletter.legals.required',
    defaultMessage:
      'Bitte bestätigen Sie Ihre Einwilligung in den Empfang kommerzieller elektronischer Nachrichten, um den Newsletter zu erhalten.',
    description:
      'The newsletter checkbox (TR only) is not ticked; the Turkish text is given verbatim by the spec; under the checkbox, up to about 150 characters',
  },
});

export const tooLongMessage = defineMessages<{ tooLong: { readonly max: number } }>({
  tooLong: {
    id: 'newsletter.field.tooLong',
    defaultMessage:
      '{max, plural, one {Bitte geben Sie höchstens # Zeichen ein.} other {Bitte geben Sie höchstens # Zeichen ein.}}',
    description:
      'A field is longer than allowed: e-mail 256, names 40 characters; under the field; up to about 60 characters besides the number',
  },
}).tooLong;

/** Texts with links or numbers (the legal notice, the checkboxes, the voucher). */
export const newsletterLegalMessages = defineMessages<{
  consentDne: { readonly privacy: MessageTag };
  newsletterCheckbox: { readonly hint: MessageTag; readonly consent: MessageTag };
  legalNotice: {
    readonly age: number;
    readonly deletionDays: number;
    readonly inactivityYears: number;
    readonly privacy: MessageTag;
    readonly contact: MessageTag;
    readonly example: MessageTag;
  };
  voucherHint: { readonly discount: string };
  voucherFootnote: { readonly discount: string; readonly validityMonths: number; readonly conditions: MessageTag };
}>({
  consentDne: {
    id: 'newsletter.consent.dne',
    defaultMessage:
      'Ja, ich möchte persönlich auf mich zugeschnittene Angebote erhalten. Dafür darf mein Nutzungsverhalten ausgewertet werden (<privacy>Datenschutzhinweise</privacy>). Diese Einwilligung kann ich jederzeit widerrufen.',
    description:
      'Label of the data-use consent checkbox (consent DNE: personalised offers and profiling); beside the checkbox, up to about 250 characters',
  },
  newsletterCheckbox: {
    id: 'newsletter.legals.newsletterCheckbox',
    defaultMessage:
      'Ich möchte den Newsletter erhalten und willige in den Empfang <consent>kommerzieller elektronischer Nachrichten</consent> ein (<hint>Hinweise zum Newsletter</hint>).',
    description:
      'Label of the required newsletter checkbox (TR only), with links to its two pages; beside the checkbox, wraps freely; up to about 200 characters',
  },
  legalNotice: {
    id: 'newsletter.legal.notice',
    defaultMessage:
      'Mit Klick auf „Jetzt anmelden“ melden Sie sich für unseren Newsletter an und erhalten regelmäßig Angebote per E-Mail. Die Anmeldung ist ab {age, plural, one {# Jahr} other {# Jahren}} möglich, die Abmeldung jederzeit über den Link in jedem Newsletter. Wie wir Ihre Daten verwenden, lesen Sie in unseren <privacy>Datenschutzhinweisen</privacy>; Fragen beantwortet unser <contact>Kundenservice</contact>. Sehen Sie sich einen <example>Beispiel-Newsletter</example> an.',
    description:
      'Legal notice under the fields: small print (14 px) under the fields that wraps freely; up to about 1200 characters (the Polish notice), about 500 in every other locale. age is the site’s minimum age (16 or 18); deletionDays and inactivityYears are used by the Turkish text only (TR: unconfirmed subscriptions deleted after 14 days, newsletters stop after 2 years without an opened one). Must say what the German text says. Additions: TR (deletion and inactivity periods) and PL (the long data-protection notice of newsletter-footer-preview.md 9: rights of access, rectification, erasure, restriction, portability and objection, withdrawal of consent, complaint to the supervisory authority, data given voluntarily, kept in the EEA)',
  },
  voucherHint: {
    id: 'newsletter.voucher.hint',
    defaultMessage: 'Als Dankeschön erhalten Sie einen {discount} Willkommensgutschein auf viele Artikel.*',
    description:
      'Voucher hint above the submit button; discount is the formatted percentage, e.g. "10 %"; one or two lines, up to about 100 characters',
  },
  voucherFootnote: {
    id: 'newsletter.voucher.footnote',
    defaultMessage:
      '* Der {discount} Willkommensgutschein gilt für viele Artikel. <conditions>Gutscheinbedingungen</conditions>',
    description:
      'Voucher footnote under the image, with a link to the voucher conditions; validityMonths is used by the Hungarian text (valid 1 month after registration, single use, not for coffee, capsules, gift cards); grey 14 px caption under the image that wraps freely; up to about 220 characters besides the discount',
  },
});

/** The image block (2.1). */
export const newsletterImageMessages = defineMessages<{
  bubble: { readonly discount: string };
  alt: NoMessageValues;
}>({
  bubble: {
    id: 'newsletter.image.bubble',
    defaultMessage: '{discount} Willkommens\u00ADgutschein',
    description:
      'Discount bubble on the image; discount is the formatted percentage, e.g. "10 %"; bold 14 px text in a 120 px round bubble on the image corner (about 11 characters a line, three lines at most); up to about 30 characters besides the discount, a long compound needs a soft hyphen',
  },
  alt: {
    id: 'newsletter.image.alt',
    defaultMessage: 'Eine lächelnde Frau schaut auf ihr Smartphone',
    description:
      'Alt text of the newsletter image (a smiling woman looking at a smartphone); read by screen readers only (shown if the image fails to load), up to about 80 characters',
  },
});

/** The result views (2.1, 4, 8). */
export const newsletterResultMessages = defineMessages<{
  successBody: { readonly email: string };
  successBodyNoAddress: NoMessageValues;
  successTitle: NoMessageValues;
  another: NoMessageValues;
  technicalError: NoMessageValues;
  backToForm: NoMessageValues;
  invalidLink: NoMessageValues;
  confirming: NoMessageValues;
  confirmedTitle: NoMessageValues;
  confirmedBody: NoMessageValues;
}>({
  successTitle: {
    id: 'newsletter.success.title',
    defaultMessage: 'Vielen Dank für Ihre Anmeldung!',
    description: 'Heading of the success message after signing up; up to about 40 characters',
  },
  successBody: {
    id: 'newsletter.success.body',
    defaultMessage:
      'In wenigen Minuten erhalten Sie eine E-Mail an {email}. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den Link in dieser E-Mail.',
    description:
      'Success message naming the submitted address; asks to confirm through the link in the mail; in place of the form, up to about 200 characters besides the address',
  },
  successBodyNoAddress: {
    id: 'newsletter.success.bodyNoAddress',
    defaultMessage:
      'In wenigen Minuten erhalten Sie eine E-Mail. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den Link in dieser E-Mail.',
    description:
      'Success message when no address was submitted (the page forces the success view); asks to confirm through the link in the mail; in place of the form, up to about 200 characters',
  },
  another: {
    id: 'newsletter.success.another',
    defaultMessage: 'Weitere E-Mail-Adresse anmelden',
    description:
      'Button in the success message that shows the empty form again; a small secondary button under the success message; one line, up to about 40 characters',
  },
  technicalError: {
    id: 'newsletter.error.technical',
    defaultMessage: 'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    description:
      'Spec key technicalError: the service failed or could not be reached; shown in place of the form, up to about 120 characters',
  },
  backToForm: {
    id: 'newsletter.error.backToForm',
    defaultMessage: 'Zurück zum Formular',
    description:
      'Button in the technical-error message that moves to the form, which keeps the typed values; a small secondary button under the error text; one line, up to about 25 characters',
  },
  invalidLink: {
    id: 'newsletter.doi.invalidLink',
    defaultMessage: 'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.',
    description: 'Shown above the form when a double-opt-in link was invalid or expired; up to about 150 characters',
  },
  confirming: {
    id: 'newsletter.doi.confirming',
    defaultMessage: 'Ihre Anmeldung wird bestätigt …',
    description:
      'While the double-opt-in confirmation is being sent; a status line in place of the form, up to about 50 characters',
  },
  confirmedTitle: {
    id: 'newsletter.doi.confirmedTitle',
    defaultMessage: 'Ihre Anmeldung ist bestätigt',
    description: 'Heading after a successful double-opt-in confirmation, a heading; up to about 40 characters',
  },
  confirmedBody: {
    id: 'newsletter.doi.confirmedBody',
    defaultMessage:
      'Ab sofort erhalten Sie unseren Newsletter. Ihren Willkommensgutschein senden wir Ihnen per E-Mail.',
    description: 'Text after a successful double-opt-in confirmation, under its heading; up to about 150 characters',
  },
});
