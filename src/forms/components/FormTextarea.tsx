import { useIntl } from 'react-intl';
import { Textarea, type TextareaProps } from '../../design-system/Textarea/Textarea';
import { formCountMessages } from '../messages';
import { useStringField, type BoundProps, type Validator } from '../useFormField';

export type FormTextareaProps = Omit<TextareaProps, BoundProps | 'maxLength' | 'remainingLabel'> & {
  name: string;
  validate?: Validator<string>;
  maxLength?: number;
};

/** A text area bound to its form, with the remaining-character counter in the page's language. */
export function FormTextarea({ name, validate, maxLength, ...props }: FormTextareaProps) {
  const intl = useIntl();
  const field = useStringField(name, validate);
  const counter =
    maxLength && maxLength > 0
      ? {
          maxLength,
          remainingLabel: (remaining: number) => intl.formatMessage(formCountMessages.remaining, { remaining }),
        }
      : {};
  return <Textarea {...props} {...counter} {...field} />;
}
