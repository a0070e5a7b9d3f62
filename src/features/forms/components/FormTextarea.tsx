import { useIntl } from 'react-intl';
import { Textarea, type TextareaProps } from '../../../design-system/Textarea/Textarea';
import { formCountMessages } from '../messages';
import { useFormField, type Validator } from '../useFormField';

export type FormTextareaProps = Omit<
  TextareaProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'state' | 'error' | 'name' | 'maxLength' | 'remainingLabel'
> & { name: string; validate?: Validator<string>; maxLength?: number };

/** A text area bound to its form, with the remaining-character counter in the page's language. */
export function FormTextarea({ name, validate, maxLength, ...props }: FormTextareaProps) {
  const intl = useIntl();
  const { input, state, error } = useFormField<string>(name, validate);
  const counter =
    maxLength && maxLength > 0
      ? {
          maxLength,
          remainingLabel: (remaining: number) => intl.formatMessage(formCountMessages.remaining, { remaining }),
        }
      : {};
  return (
    <Textarea
      {...props}
      {...counter}
      name={input.name}
      value={input.value ?? ''}
      onChange={input.onChange}
      onBlur={input.onBlur}
      onFocus={input.onFocus}
      state={state}
      error={error}
    />
  );
}
