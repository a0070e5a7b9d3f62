import { RadioGroup, type RadioGroupProps } from '../../../design-system/RadioGroup/RadioGroup';
import { useFormField, type Validator } from '../useFormField';

export type FormRadioGroupProps = Omit<
  RadioGroupProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'state' | 'error' | 'name'
> & { name: string; validate?: Validator<string> };

/** A radio group bound to its form; it blurs when focus leaves the whole group. */
export function FormRadioGroup({ name, validate, ...props }: FormRadioGroupProps) {
  const { input, state, error } = useFormField<string>(name, validate);
  return (
    <RadioGroup
      {...props}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={() => input.onBlur()}
      onFocus={() => input.onFocus()}
      state={state}
      error={error}
    />
  );
}
