import { limits } from '../../config/limits';
import { defaultNameRules, nameFault, type FieldError } from '../../forms';
import { newsletterErrorMessages as errors, tooLongMessage } from './messages';

/**
 * The newsletter form's rules (newsletter-footer-preview.md 5), pure and at module scope.
 * Each returns undefined or the error to show.
 */

/**
 * The spec's e-mail pattern with `word` as its word character: word characters with optional single
 * separators - + . ' between them, then @, then a domain of words joined by - or . with at least
 * one dot.
 *
 * The usual way to write that, `^\w+([-+.']\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$`, lets the
 * domain's dot be matched by two different parts of the pattern, and a long domain that fails
 * at its end ("a@a.a.a…a!") then backtracks through every way of splitting it: seconds to
 * hours. Here every separator has exactly one place: a hyphen stays inside its dot-segment, a
 * dot always starts the next segment, and word runs end where a separator starts. A failing
 * input is given up in one pass, so judging it takes time linear in its length
 * (`npm run bench:email` measures 100 000-character hostile inputs).
 */
const emailPatternWith = (word: string, flags: string) =>
  new RegExp(`^${word}+(?:[-+.']${word}+)*@${word}+(?:-${word}+)*(?:\\.${word}+(?:-${word}+)*)+$`, flags);

/** The pattern in any script: a word character is any letter (with its combining marks), digit or underscore. */
export const emailPattern = emailPatternWith('[\\p{L}\\p{M}\\p{N}_]', 'u');

/**
 * The same pattern for an address of ASCII characters alone, where those word characters are
 * exactly [A-Za-z0-9_]. The browser builds a pattern's code at its first tests, and the Unicode
 * classes' code takes milliseconds (2.4 ms in Node 24, four times that on Lighthouse's phone): the
 * first check of an address, at the click on the newsletter's button, was the largest part of
 * that interaction (issue 38, INP). Most addresses are ASCII; an address with any other character
 * is judged by `emailPattern` itself.
 */
const asciiEmailPattern = emailPatternWith('[A-Za-z0-9_]', '');
const beyondAscii = /[\u0080-\uffff]/;

/** Whether `email` (trimmed) has the spec's e-mail shape; no length rule. */
export const isEmailAddress = (email: string) =>
  (beyondAscii.test(email) ? emailPattern : asciiEmailPattern).test(email);

/** Leading and trailing spaces are not part of what a person means: pasted addresses often carry them. */
export const normaliseEmail = (value: string | undefined) => (value ?? '').trim();

export function validateEmail(value: string | undefined): FieldError | undefined {
  const email = normaliseEmail(value);
  if (!email) return errors.emailRequired;
  if (email.length > limits.emailMaxLength) return { message: tooLongMessage, values: { max: limits.emailMaxLength } };
  return isEmailAddress(email) ? undefined : errors.emailInvalid;
}

/** A name's rules (shared with the contact form); `requiredError` is given where the market requires it (HU, TR). */
function validateName(value: string | undefined, requiredError: FieldError | undefined): FieldError | undefined {
  switch (nameFault(value, { ...defaultNameRules, required: requiredError !== undefined })) {
    case 'required':
      return requiredError;
    case 'tooLong':
      return { message: tooLongMessage, values: { max: limits.nameMaxLength } };
    case 'invalidCharacter':
      return errors.invalidCharacter;
    case 'noUrl':
      return errors.noUrl;
    default:
      return undefined;
  }
}

export const validateOptionalName = (value: string | undefined) => validateName(value, undefined);
export const validateRequiredFirstName = (value: string | undefined) => validateName(value, errors.firstNameRequired);
export const validateRequiredLastName = (value: string | undefined) => validateName(value, errors.lastNameRequired);

export const validateRequiredSalutation = (value: string | undefined) =>
  value ? undefined : errors.salutationRequired;

export const validateRequiredLegals = (value: readonly string[] | undefined) =>
  value && value.length > 0 ? undefined : errors.legalsRequired;
