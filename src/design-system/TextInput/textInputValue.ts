import { formatIban, ibanMaxLength, normaliseIban } from './iban';

export const textInputTypes = ['text', 'password', 'email', 'number', 'iban'] as const;
export type TextInputType = (typeof textInputTypes)[number];

/** The types whose value the widget filters (and formats) itself as the person types. */
export type FilteredType = Extract<TextInputType, 'number' | 'iban'>;

export function isFilteredType(type: TextInputType): type is FilteredType {
  return type === 'number' || type === 'iban';
}

/** A native maxLength below 0 means "no limit"; so does none. */
const effectiveMaxLength = (maxLength: number | undefined) =>
  maxLength === undefined || maxLength < 0 ? Number.POSITIVE_INFINITY : maxLength;

/** newsletter-footer-preview.md 2.5: number accepts digits only and respects maxlength. */
export function keepDigits(input: string, maxLength?: number): string {
  return input.replace(/[^0-9]/g, '').slice(0, effectiveMaxLength(maxLength));
}

/** The value a filtered field reports (compact) and the text it shows. */
export function compactValue(type: FilteredType, input: string, maxLength?: number): string {
  return type === 'number'
    ? keepDigits(input, maxLength)
    : normaliseIban(input, Math.min(ibanMaxLength, effectiveMaxLength(maxLength)));
}

export function displayValue(type: FilteredType, value: string, maxLength?: number): string {
  return type === 'number'
    ? keepDigits(value, maxLength)
    : formatIban(value, Math.min(ibanMaxLength, effectiveMaxLength(maxLength)));
}

export interface Reformatted {
  /** What onChange reports: digits, or the IBAN without spaces. */
  value: string;
  /** What the field shows. */
  display: string;
  /** Where the caret goes in `display`. */
  caret: number;
}

/**
 * Filters and formats what the browser put in the field, and keeps the caret behind the same
 * kept character it followed, whatever was dropped or inserted (spaces) before it. Relies on the
 * filters keeping a prefix of the input's result for a prefix of the input.
 */
export function reformat(type: FilteredType, raw: string, caret: number, maxLength?: number): Reformatted {
  const value = compactValue(type, raw, maxLength);
  const display = displayValue(type, value, maxLength);
  const keptBeforeCaret = compactValue(type, raw.slice(0, caret), maxLength).length;
  let position = 0;
  for (let kept = 0; position < display.length && kept < keptBeforeCaret; position += 1) {
    if (display[position] !== ' ') kept += 1;
  }
  return { value, display, caret: position };
}
