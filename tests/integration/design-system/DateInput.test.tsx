import { screen } from '@testing-library/react';
import { useState } from 'react';
import { DateInput, TimeInput, type DateInputProps } from '../../../src/design-system/DateInput/DateInput';
import { renderWidget } from '../../support/renderWidget';

/** The field as a form holds it: the value lives outside and comes back through onChange. */
function Controlled({ Input, ...props }: DateInputProps & { Input: typeof DateInput }) {
  const [value, setValue] = useState(props.value);
  return (
    <Input
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

// Date and time inputs have no ARIA role of their own: people find them by their label.
describe.each([
  ['DateInput', DateInput, 'date', 'Datum', '2026-12-24'],
  ['TimeInput', TimeInput, 'time', 'Uhrzeit', '18:30'],
] as const)('%s', (_name, Input, type, label, typed) => {
  test('is the browser’s own input, named by its label without the required star', () => {
    renderWidget(<Input label={label} value="" onChange={jest.fn()} required />);
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    expect(input).toHaveAccessibleName(label);
    expect(input).toHaveAttribute('type', type);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toBeInvalid();
    expect(input).toHaveValue('');
  });

  test('reports what the person enters as the browser’s value', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled Input={Input} label={label} value="" onChange={onChange} />);
    await user.type(screen.getByLabelText(label), typed);
    expect(onChange).toHaveBeenLastCalledWith(typed);
    expect(screen.getByLabelText(label)).toHaveValue(typed);
  });

  test('is described by its hint, and in the error state by its error too', () => {
    renderWidget(
      <Input label={label} hint="Ortszeit" error="Bitte prüfen" state="error" value="" onChange={jest.fn()} />,
    );
    const input = screen.getByLabelText(label);
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Ortszeit Bitte prüfen');
  });

  test('passes the native limits on and can be disabled', () => {
    renderWidget(<Input label={label} value={typed} onChange={jest.fn()} min={typed} max={typed} disabled />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('min', typed);
    expect(input).toHaveAttribute('max', typed);
    expect(input).toBeDisabled();
    expect(input).toHaveValue(typed);
  });
});
