import { useIntl } from 'react-intl';
import { TextInput, type TextInputProps } from '../../../design-system/TextInput/TextInput';
import { formMessages } from '../messages';
import { extraPasswordStrengthLabels } from '../passwordStrengthLabels';
import { useFormField, type Validator } from '../useFormField';

type Bound =
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'state' | 'error' | 'name' | 'strengthLabels' | 'strengthMeterLabel';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type FormTextInputProps = DistributiveOmit<TextInputProps, Bound> & {
  name: string;
  validate?: Validator<string>;
};

/** A text input bound to its form; a password field gets the strength labels of the page's locale. */
export function FormTextInput({ name, validate, ...props }: FormTextInputProps) {
  const intl = useIntl();
  const { input, state, error } = useFormField<string>(name, validate);
  const strength =
    props.type === 'password'
      ? {
          type: 'password' as const,
          strengthMeterLabel: intl.formatMessage(formMessages.strengthMeter),
          strengthLabels:
            extraPasswordStrengthLabels[intl.locale as keyof typeof extraPasswordStrengthLabels] ??
            ([
              intl.formatMessage(formMessages.strengthWeak),
              intl.formatMessage(formMessages.strengthOk),
              intl.formatMessage(formMessages.strengthStrong),
              intl.formatMessage(formMessages.strengthVeryStrong),
            ] as const),
        }
      : {};
  return (
    <TextInput
      {...(props as TextInputProps)}
      {...strength}
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
