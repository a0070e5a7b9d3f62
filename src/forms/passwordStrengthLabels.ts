import type { PasswordStrengthLabels } from '../design-system/TextInput/TextInput';

/**
 * newsletter-footer-preview.md 1: password-strength labels also exist in da-DK, sv-SE and en,
 * which are no site of ours and so have no locale file; they live here as data.
 */
export const extraPasswordStrengthLabels: Readonly<Record<'da-DK' | 'sv-SE' | 'en', PasswordStrengthLabels>> = {
  'da-DK': ['Svag', 'OK', 'Stærk', 'Meget stærk'],
  'sv-SE': ['Svag', 'OK', 'Stark', 'Mycket stark'],
  en: ['Weak', 'OK', 'Strong', 'Very strong'],
};
