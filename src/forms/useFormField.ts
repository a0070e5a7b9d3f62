import type { FieldValidator } from 'final-form';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { fieldFeedback, type FieldError } from './fieldFeedback';

/** A validator returns undefined when the value is fine, else the error to show. */
export type Validator<V> = (value: V, allValues: object) => FieldError | undefined;

/**
 * What a field's widget shows (its value and fieldFeedback's meta): a field re-renders when one of
 * them changes, not when the form's submitting or submit-failed flags do (issue 38).
 */
const fieldSubscription = {
  value: true,
  active: true,
  touched: true,
  error: true,
  submitError: true,
  dirtySinceLastSubmit: true,
};

/**
 * One field of the surrounding form, with the state and error text its widget shows. A checkbox
 * with a `value` stands for that value's membership in an array (final-form's checkbox groups).
 */
export function useFormField<V>(name: string, validate?: Validator<V>, type?: 'checkbox', value?: string) {
  const intl = useIntl();
  const { input, meta } = useField<V>(name, {
    validate: validate as FieldValidator<V> | undefined,
    type,
    value,
    subscription: fieldSubscription,
  });
  return { input, ...fieldFeedback(meta, (message, values) => intl.formatMessage(message, values)) };
}

/**
 * The props a single-value widget (TextInput, Textarea, Select, RadioGroup) takes from its form
 * field, ready to spread: `<Select {...props} {...useStringField(name, validate)} />`.
 */
export function useStringField(name: string, validate?: Validator<string>) {
  const { input, state, error } = useFormField<string>(name, validate);
  return {
    name: input.name,
    value: input.value ?? '',
    onChange: input.onChange as (value: string) => void,
    onBlur: () => input.onBlur(),
    onFocus: () => input.onFocus(),
    state,
    error,
  };
}

/** The widget props a form field supplies; a binding's own props leave them out. */
export type BoundProps = keyof ReturnType<typeof useStringField>;
