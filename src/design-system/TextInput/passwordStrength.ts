import { limits } from '../../config/limits';

export const passwordStrengths = [0, 1, 2, 3] as const;
export type PasswordStrength = (typeof passwordStrengths)[number];

/**
 * Character classes of newsletter-footer-preview.md 5. Unicode classes, so the letters of the
 * nine sites' languages (ä, ł, ş, ő...) count as lower or upper case like a to z.
 */
const characterClasses = [/\p{Ll}/u, /\p{Nd}/u, /\p{Lu}/u] as const;

/**
 * newsletter-footer-preview.md 5: 0 if shorter than 8 characters; otherwise the number of
 * classes (lowercase, digit, uppercase) the password contains. Length counts code points rather
 * than UTF-16 units, so a character outside the basic plane (most emoji) counts once.
 */
export function passwordStrength(value: string): PasswordStrength {
  if (Array.from(value).length < limits.passwordMinLength) return 0;
  return characterClasses.filter((characterClass) => characterClass.test(value)).length as PasswordStrength;
}
