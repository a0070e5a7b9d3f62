import type { FieldMetaState } from 'react-final-form';
import type { MessageDescriptor, PrimitiveType } from 'react-intl';
import { fieldState, type FieldState } from '../design-system/Field/fieldState';

/** What a validator or a server answer returns for a field: a message, with values if it has any. */
export type FieldError = MessageDescriptor | { message: MessageDescriptor; values: Record<string, PrimitiveType> };

const messageOf = (error: FieldError) => ('message' in error ? error : { message: error, values: undefined });

/**
 * Validation runs on blur (the form has validateOnBlur); while a field has focus its error is not
 * shown (newsletter-footer-preview.md 4: focus clears that field's errors), and a server's error
 * stays until the field is changed.
 */
export function fieldFeedback(
  meta: FieldMetaState<unknown>,
  format: (message: MessageDescriptor, values?: Record<string, PrimitiveType>) => string,
): { state: FieldState; error?: string } {
  const serverError = meta.dirtySinceLastSubmit ? undefined : (meta.submitError as FieldError | undefined);
  const error = meta.active ? undefined : ((meta.error as FieldError | undefined) ?? serverError);
  const state = fieldState({ touched: Boolean(meta.touched) && !meta.active, valid: !error, error: error && 'shown' });
  if (!error || state !== 'error') return { state };
  const { message, values } = messageOf(error);
  return { state, error: format(message, values) };
}
