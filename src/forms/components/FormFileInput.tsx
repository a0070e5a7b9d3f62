import { useIntl } from 'react-intl';
import { FileInput, type FileInputProps } from '../../design-system/FileInput/FileInput';
import { formCountMessages } from '../messages';
import { useFormField, type Validator } from '../useFormField';

export type FormFileInputProps = Omit<
  FileInputProps,
  'files' | 'onChange' | 'state' | 'error' | 'name' | 'messages' | 'removeLabel'
> & { name: string; validate?: Validator<File[]> };

const bytesPerMb = 1_000_000;

/** Attachments bound to a File[] value of its form, with every refusal worded in the page's language. */
export function FormFileInput({ name, validate, ...props }: FormFileInputProps) {
  const intl = useIntl();
  const { input, state, error } = useFormField<File[]>(name, validate);
  return (
    <FileInput
      {...props}
      name={input.name}
      files={input.value || []}
      onChange={(files) => {
        input.onChange(files);
        // A pick is the whole interaction with this field: judge it now, as a blur would.
        input.onBlur();
      }}
      state={state}
      error={error}
      messages={{
        tooMany: (max, fileName) => intl.formatMessage(formCountMessages.tooMany, { max, fileName }),
        tooLarge: (fileName, maxKb) =>
          intl.formatMessage(formCountMessages.tooLarge, { fileName, maxMb: (maxKb * 1000) / bytesPerMb }),
        wrongType: (fileName) => intl.formatMessage(formCountMessages.wrongType, { fileName }),
      }}
      removeLabel={(fileName) => intl.formatMessage(formCountMessages.removeFile, { fileName })}
    />
  );
}
