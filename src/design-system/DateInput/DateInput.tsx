import type { ComponentPropsWithRef } from 'react';
import { Field, type FieldValueProps } from '../Field/Field';
import { FieldInput } from '../Field/fieldInput';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'children' | 'id' | 'required' | 'aria-invalid' | 'aria-required'
>;

/**
 * `value` is the browser's: 'YYYY-MM-DD' for a date, 'HH:MM' for a time, '' while the field is empty
 * or not yet a whole date or time. `min`, `max` and `step` are the native input's.
 */
export type DateInputProps = NativeInputProps & FieldValueProps;

/**
 * A date field (the staff preview tool's date, newsletter-footer-preview.md 2.4): the browser's
 * own date input in a Field, so its calendar, keyboard entry and screen-reader support come with
 * it on every device, and the value is always a whole ISO date or ''.
 */
export function DateInput(props: DateInputProps) {
  return <CalendarInput type="date" {...props} />;
}

/** A time field, the browser's own time input in a Field: 'HH:MM' (24 h) or ''. */
export function TimeInput(props: DateInputProps) {
  return <CalendarInput type="time" {...props} />;
}

function CalendarInput({
  type,
  label,
  value,
  onChange,
  state = 'default',
  error,
  hint,
  required,
  id,
  'aria-describedby': extraDescribedBy,
  ref,
  ...rest
}: DateInputProps & { type: 'date' | 'time' }) {
  return (
    <Field label={label} error={error} hint={hint} state={state} required={required} id={id}>
      {(control) => (
        <FieldInput
          {...rest}
          {...control}
          ref={ref}
          type={type}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          aria-describedby={[control['aria-describedby'], extraDescribedBy].filter(Boolean).join(' ') || undefined}
          fieldState={state}
        />
      )}
    </Field>
  );
}
