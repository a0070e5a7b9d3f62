import { Checkbox, type CheckboxProps } from '../../../design-system/Checkbox/Checkbox';
import { useFormField, type Validator } from '../useFormField';

export type FormCheckboxProps = Omit<
  CheckboxProps,
  'checked' | 'onChange' | 'onBlur' | 'onFocus' | 'state' | 'error' | 'name'
> & { name: string; validate?: Validator<boolean> };

/** A checkbox bound to a boolean value of its form. */
export function FormCheckbox({ name, validate, ...props }: FormCheckboxProps) {
  const { input, state, error } = useFormField<boolean>(name, validate, 'checkbox');
  return (
    <Checkbox
      {...props}
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={(checked) => input.onChange(checked)}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      state={state}
      error={error}
    />
  );
}
