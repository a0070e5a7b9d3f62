import { defineMessages, type NoMessageValues } from 'react-intl';

export const promotionMessages = defineMessages<{
  copyCode: { readonly code: string };
  copied: { readonly code: string };
  legalHint: NoMessageValues;
}>({
  copyCode: {
    id: 'promotions.voucher.copy',
    defaultMessage: 'Code {code} kopieren',
    description: 'Accessible name of the button that copies a voucher code; contains the code the button shows',
  },
  copied: {
    id: 'promotions.voucher.copied',
    defaultMessage: 'Code {code} kopiert',
    description: 'Announced and shown for 3 s after a voucher code was copied to the clipboard',
  },
  legalHint: {
    id: 'promotions.legal.hint',
    defaultMessage: 'Es gelten Bedingungen',
    description: 'Button that opens a banner legal text, when the content gives no hint text of its own',
  },
});
