/** Field states of newsletter-footer-preview.md 4 (Controls). */
export const fieldStates = ['default', 'valid', 'error'] as const;
export type FieldState = (typeof fieldStates)[number];

/**
 * A field is valid when touched, valid and without error; it shows an error once touched with
 * an error; otherwise it is in its default state.
 */
export function fieldState({
  touched,
  valid,
  error,
}: {
  touched: boolean;
  valid: boolean;
  error?: string;
}): FieldState {
  if (touched && error) return 'error';
  if (touched && valid) return 'valid';
  return 'default';
}
