import { defineMessages, type NoMessageValues } from 'react-intl';

export const promotionMessages = defineMessages<{
  copyCode: { readonly code: string };
  copied: { readonly code: string };
  legalHint: NoMessageValues;
}>({
  copyCode: {
    id: 'promotions.voucher.copy',
    defaultMessage: 'Code {code} kopieren',
    description:
      'Accessible name of the button that copies a voucher code; contains the code the button shows; read by screen readers only (the button shows the code), up to about 30 characters besides the code',
  },
  copied: {
    id: 'promotions.voucher.copied',
    defaultMessage: 'Code {code} kopiert',
    description:
      'Announced and shown for 3 s after a voucher code was copied to the clipboard; a status line beside the code button, which wraps under it on a phone; up to about 30 characters besides the code',
  },
  legalHint: {
    id: 'promotions.legal.hint',
    defaultMessage: 'Es gelten Bedingungen',
    description:
      "Button that opens a banner legal text, when the content gives no hint text of its own; an underlined 12 px text button with a chevron under the banner's texts; one line, up to about 30 characters",
  },
});
