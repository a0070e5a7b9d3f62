import { formMessages } from './messages';
import type { Validator } from './useFormField';

/** 'Required' means non-blank after trimming (newsletter-footer-preview.md 5). */
export const required: Validator<unknown> = (value) => {
  if (typeof value === 'string') return value.trim() ? undefined : formMessages.required;
  if (Array.isArray(value)) return value.length > 0 ? undefined : formMessages.required;
  return value ? undefined : formMessages.required;
};
