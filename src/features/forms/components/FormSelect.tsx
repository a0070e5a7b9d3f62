import { Select, type SelectProps } from '../../../design-system/Select/Select';
import { useFormField, type Validator } from '../useFormField';

export type FormSelectProps = Omit<
  SelectProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'state' | 'error' | 'name'
> & {
  name: string;
  validate?: Validator<string>;
};

/** A select bound to its form; the placeholder option stands for ''. */
export function FormSelect({ name, validate, ...props }: FormSelectProps) {
  const { input, state, error } = useFormField<string>(name, validate);
  return (
    <Select
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
