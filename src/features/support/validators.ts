import type { FieldError, NameRules } from '../../forms';
import { nameFault } from '../../forms';
import { limits } from '../../config/limits';
import { isEmailAddress } from '../newsletter';
import { contactMessages, contactTooLongMessage } from './messages';

/** A name validator under the rules passed in (newsletter-footer-preview.md 5, contact form). */
export const nameValidator =
  (rules: NameRules, requiredError: FieldError) =>
  (value: string | undefined): FieldError | undefined => {
    switch (nameFault(value, rules)) {
      case 'required':
        return requiredError;
      case 'tooLong':
        return { message: contactTooLongMessage, values: { max: rules.maxLength } };
      case 'invalidCharacter':
        return contactMessages.invalidCharacter;
      case 'noUrl':
        return contactMessages.noUrl;
      default:
        return undefined;
    }
  };

/** The customer's e-mail: required and valid, with the newsletter's pattern and length (spec 5). */
export function validateContactEmail(value: string | undefined): FieldError | undefined {
  const email = (value ?? '').trim();
  if (!email) return contactMessages.emailRequired;
  if (email.length > limits.emailMaxLength || !isEmailAddress(email)) return contactMessages.emailInvalid;
  return undefined;
}
