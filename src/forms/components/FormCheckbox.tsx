import { Checkbox, type CheckboxProps } from '../../design-system/Checkbox/Checkbox';
import { useFormField, type Validator } from '../useFormField';

export type FormCheckboxProps = Omit<
  CheckboxProps,
  'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'state' | 'error' | 'name' | 'value'
> &
  (
    | { name: string; value?: undefined; validate?: Validator<boolean> }
    /** With a value: the field is an array, and the box says whether it holds the value. */
    | { name: string; value: string; validate?: Validator<string[]> }
  );

/** A checkbox bound to a boolean value of its form, or to one value of an array. */
export function FormCheckbox({ name, validate, value, ...props }: FormCheckboxProps) {
  const { input, state, error } = useFormField<boolean | string[]>(
    name,
    validate as Validator<boolean | string[]> | undefined,
    'checkbox',
    value,
  );
  return (
    <Checkbox
      {...props}
      name={input.name}
      checked={Boolean(input.checked)}
      // final-form adds or removes an array member only when it is handed a checkbox's target.
      onChange={(checked) => input.onChange(value === undefined ? checked : { target: { type: 'checkbox', checked } })}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      state={state}
      error={error}
    />
  );
}
