import { limits } from '../../config/limits';

/** A term of digits and whitespace only, with at least one digit: an article number typed in groups. */
const digitsAndSpaces = /^[0-9\s]*[0-9][0-9\s]*$/;

function isHighSurrogate(codeUnit: number): boolean {
  return codeUnit >= 0xd800 && codeUnit <= 0xdbff;
}

/**
 * The term a submit sends (header-search-cart.md 5). Decisions:
 * - Anything but a string (null, undefined, an array of repeated `query` parameters, a number)
 *   becomes '' (spec: "a null or array value becomes empty").
 * - Surrounding whitespace is trimmed, so "  kaffee " submits "kaffee" and a blank term is ''
 *   (an empty submit only focuses the field). Inner whitespace of ordinary terms is kept as typed.
 * - A term of only digits and whitespace (at least one digit) loses all its whitespace, so
 *   "123 456" becomes "123456". Tabs and no-break spaces count as spaces: pasted article numbers
 *   carry them.
 * - The result is cut to `limits.searchInputMaxLength` UTF-16 code units, the unit the input's
 *   `maxLength` counts; a surrogate pair cut in half loses its lone first half, and whitespace left
 *   at the end by the cut is trimmed. Spaces go before the cut, so a long spaced number keeps more
 *   digits; the rules are applied so that normalising a normalised term changes nothing.
 */
export function normaliseSearchTerm(value: unknown): string {
  return submittedTerm(typeof value === 'string' ? value.trim() : value).trimEnd();
}

/**
 * The spec's rules alone, without trimming (header-search-cart.md 5): not a string becomes '',
 * digits and spaces lose their spaces, the rest is cut to 200. The redirect table matches this
 * exactly, so " Warenkorb" with its space is a search, not the cart page.
 */
export function submittedTerm(value: unknown): string {
  if (typeof value !== 'string') return '';
  const term = joinDigitGroups(value);
  if (term.length <= limits.searchInputMaxLength) return term;
  let cut = term.slice(0, limits.searchInputMaxLength);
  if (isHighSurrogate(cut.charCodeAt(cut.length - 1))) cut = cut.slice(0, -1);
  // The cut can leave digit groups where the letters were behind them ("1 2 3 … abc").
  return joinDigitGroups(cut);
}

function joinDigitGroups(term: string): string {
  return digitsAndSpaces.test(term) ? term.replace(/\s+/g, '') : term;
}
