import { RadioGroup, type RadioGroupProps } from '../../design-system/RadioGroup/RadioGroup';
import { useStringField, type BoundProps, type Validator } from '../useFormField';

export type FormRadioGroupProps = Omit<RadioGroupProps, BoundProps> & { name: string; validate?: Validator<string> };

/** A radio group bound to its form; it blurs when focus leaves the whole group. */
export function FormRadioGroup({ name, validate, ...props }: FormRadioGroupProps) {
  const field = useStringField(name, validate);
  return <RadioGroup {...props} {...field} />;
}
