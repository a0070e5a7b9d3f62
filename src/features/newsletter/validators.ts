import { limits } from '../../config/limits';
import { defaultNameRules, nameFault, type FieldError } from '../../forms';
import { newsletterErrorMessages as errors, tooLongMessage } from './messages';

/**
 * The newsletter form's rules (newsletter-footer-preview.md 5), pure and at module scope.
 * Each returns undefined or the error to show.
 */

/** A word character: any letter (with its combining marks), digit or underscore, in any script. */
const w = '[\\p{L}\\p{M}\\p{N}_]';

/**
 * The spec's e-mail pattern: word characters with optional single separators - + . ' between
 * them, then @, then a domain of words joined by - or . with at least one dot.
 *
 * The usual way to write that, `^\w+([-+.']\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$`, lets the
 * domain's dot be matched by two different parts of the pattern, and a long domain that fails
 * at its end ("a@a.a.a…a!") then backtracks through every way of splitting it: seconds to
 * hours. Here every separator has exactly one place: a hyphen stays inside its dot-segment, a
 * dot always starts the next segment, and word runs end where a separator starts. A failing
 * input is given up in one pass, so judging it takes time linear in its length
 * (`npm run bench:email` measures 100 000-character hostile inputs).
 */
export const emailPattern = new RegExp(`^${w}+(?:[-+.']${w}+)*@${w}+(?:-${w}+)*(?:\\.${w}+(?:-${w}+)*)+$`, 'u');

/** Leading and trailing spaces are not part of what a person means: pasted addresses often carry them. */
export const normaliseEmail = (value: string | undefined) => (value ?? '').trim();

export function validateEmail(value: string | undefined): FieldError | undefined {
  const email = normaliseEmail(value);
  if (!email) return errors.emailRequired;
  if (email.length > limits.emailMaxLength) return { message: tooLongMessage, values: { max: limits.emailMaxLength } };
  return emailPattern.test(email) ? undefined : errors.emailInvalid;
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
