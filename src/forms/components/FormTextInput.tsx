import { useIntl } from 'react-intl';
import { TextInput, type TextInputProps } from '../../design-system/TextInput/TextInput';
import { formMessages } from '../messages';
import { extraPasswordStrengthLabels } from '../passwordStrengthLabels';
import { useStringField, type BoundProps, type Validator } from '../useFormField';

type Bound = BoundProps | 'strengthLabels' | 'strengthMeterLabel';
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export type FormTextInputProps = DistributiveOmit<TextInputProps, Bound> & {
  name: string;
  validate?: Validator<string>;
  /** A password field rates a new password; false for signing in with an existing one. */
  strengthMeter?: boolean;
};

/** A text input bound to its form; a new password's field gets the strength labels of the page's locale. */
export function FormTextInput({ name, validate, strengthMeter = true, ...props }: FormTextInputProps) {
  const intl = useIntl();
  const field = useStringField(name, validate);
  const strength =
    props.type === 'password' && strengthMeter
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
  return <TextInput {...(props as TextInputProps)} {...strength} {...field} />;
}
