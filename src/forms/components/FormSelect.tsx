import { Select, type SelectProps } from '../../design-system/Select/Select';
import { useStringField, type BoundProps, type Validator } from '../useFormField';

export type FormSelectProps = Omit<SelectProps, BoundProps> & {
  name: string;
  validate?: Validator<string>;
};

/** A select bound to its form; the placeholder option stands for ''. */
export function FormSelect({ name, validate, ...props }: FormSelectProps) {
  const field = useStringField(name, validate);
  return <Select {...props} {...field} />;
}
