import { screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { TextInput, type TextInputProps } from '../../../src/design-system/TextInput/TextInput';
import { renderWidget } from '../../support/renderWidget';

const strengthLabels = ['schwach', 'ok', 'stark', 'sehr stark'] as const;

/** The field as a form holds it: the value lives outside and comes back through onChange. */
function Controlled(props: TextInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <TextInput
      {...props}
      value={value}
      onChange={(next) => {
        props.onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('TextInput through Field', () => {
  test('is named by its label, without the required star', () => {
    renderWidget(<TextInput label="Vorname" value="" onChange={jest.fn()} required />);
    const input = screen.getByRole('textbox', { name: 'Vorname' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toBeInvalid();
  });

  test('is described by its hint', () => {
    renderWidget(<TextInput label="Vorname" hint="Wie auf dem Ausweis" value="" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAccessibleDescription('Wie auf dem Ausweis');
  });

  test('in the error state shows the error, is invalid and is described by hint and error', () => {
    renderWidget(
      <TextInput
        label="E-Mail-Adresse"
        type="email"
        hint="Für die Bestellbestätigung"
        state="error"
        error="Bitte geben Sie eine gültige E-Mail-Adresse ein."
        value="a@"
        onChange={jest.fn()}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(
      'Für die Bestellbestätigung Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    );
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  });

  test('outside the error state keeps an error text to itself', () => {
    renderWidget(<TextInput label="Vorname" state="valid" error="Pflichtfeld" value="Ada" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Vorname' })).not.toBeInvalid();
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  });

  test('uses the given id, so a page can point at the field', () => {
    renderWidget(<TextInput label="Vorname" id="newsletter-firstname" value="" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('id', 'newsletter-firstname');
  });

  test('refuses a field state from content that is not one of the three', () => {
    expect(() =>
      renderWidget(<TextInput label="Vorname" state={'warning' as 'valid'} value="" onChange={jest.fn()} />),
    ).toThrow('Unknown field state "warning"; expected one of: default, valid, error');
  });
});

describe('TextInput', () => {
  test('reports what is typed as a string and calls onBlur on leaving', async () => {
    const onChange = jest.fn();
    const onBlur = jest.fn();
    const { user } = renderWidget(<Controlled label="Vorname" value="" onChange={onChange} onBlur={onBlur} />);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Ada');
    expect(onChange).toHaveBeenLastCalledWith('Ada');
    await user.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  test('a text field respects maxLength', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="Vorname" value="" maxLength={3} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Adalbert');
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Ada');
  });

  test('a disabled field takes no input', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<TextInput label="Vorname" value="" disabled onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Vorname' }), 'Ada');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('hands its input element to the ref prop', () => {
    const ref = createRef<HTMLInputElement>();
    renderWidget(<TextInput label="Vorname" value="" onChange={jest.fn()} ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'Vorname' }));
  });

  test('refuses a type from content that is not one of the five', () => {
    expect(() =>
      renderWidget(<TextInput label="Datum" type={'date' as 'text'} value="" onChange={jest.fn()} />),
    ).toThrow('Unknown text input type "date"; expected one of: text, password, email, number, iban');
  });

  test('an e-mail field is an e-mail input that browsers may fill in', () => {
    renderWidget(<TextInput label="E-Mail-Adresse" type="email" value="" onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
  });

  test('an e-mail field takes another autocomplete hint', () => {
    renderWidget(
      <TextInput label="E-Mail-Adresse" type="email" autoComplete="username" value="" onChange={jest.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('autocomplete', 'username');
  });
});

describe('TextInput type number', () => {
  test('opens the numeric keyboard', () => {
    renderWidget(<TextInput label="Kundennummer" type="number" value="" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Kundennummer' })).toHaveAttribute('inputmode', 'numeric');
  });

  test('keeps only the digits of what is typed', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="Kundennummer" type="number" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Kundennummer' });
    await user.type(input, '12a3');
    expect(input).toHaveValue('123');
    expect(onChange.mock.calls).toEqual([['1'], ['12'], ['123']]);
  });

  test('keeps only the digits of what is pasted', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="Kundennummer" type="number" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Kundennummer' });
    await user.click(input);
    await user.paste('12a3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
  });

  test('stops typing at maxLength', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(
      <Controlled label="Postleitzahl" type="number" maxLength={4} value="" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
    expect(onChange).toHaveBeenCalledTimes(4);
  });

  test('counts maxLength in digits when pasting text with spaces', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(
      <Controlled label="Postleitzahl" type="number" maxLength={4} value="" onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Postleitzahl' });
    await user.click(input);
    await user.paste('12 34 56');
    expect(input).toHaveValue('1234');
    expect(onChange).toHaveBeenLastCalledWith('1234');
  });
});

describe('TextInput type iban', () => {
  test('groups the IBAN in fours as it is typed and reports it without spaces', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="IBAN" type="iban" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'DE89370400440532013000');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(onChange).toHaveBeenLastCalledWith('DE89370400440532013000');
  });

  test('keeps the caret at the end while typing across a group', async () => {
    const { user } = renderWidget(<Controlled label="IBAN" type="iban" value="" onChange={jest.fn()} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'DE893');
    expect(input).toHaveValue('DE89 3');
    expect((input as HTMLInputElement).selectionStart).toBe(6);
  });

  test('upper-cases the country code and refuses digits before it and letters after it', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="IBAN" type="iban" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, '1de8x9');
    expect(input).toHaveValue('DE89');
    expect(onChange.mock.calls).toEqual([['D'], ['DE'], ['DE8'], ['DE89']]);
  });

  test('regroups a pasted IBAN', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="IBAN" type="iban" value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.click(input);
    await user.paste('at61-1904-3002-3457-3201');
    expect(input).toHaveValue('AT61 1904 3002 3457 3201');
    expect(onChange).toHaveBeenLastCalledWith('AT611904300234573201');
  });

  test('shows a compact value from the form grouped', () => {
    renderWidget(<TextInput label="IBAN" type="iban" value="CH9300762011623852957" onChange={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue('CH93 0076 2011 6238 5295 7');
  });

  test('counts maxLength in IBAN characters, not spaces', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="IBAN" type="iban" maxLength={22} value="" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, 'DE8937040044053201300099');
    expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    expect(onChange).toHaveBeenLastCalledWith('DE89370400440532013000');
  });

  test('a digit typed in the middle lands there and the caret stays behind it', async () => {
    const onChange = jest.fn();
    const { user } = renderWidget(<Controlled label="IBAN" type="iban" value="DE893704" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'IBAN' });
    await user.type(input, '1', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('DE89 3170 4');
    expect(onChange).toHaveBeenLastCalledWith('DE8931704');
    expect((input as HTMLInputElement).selectionStart).toBe(7);
  });
});

describe('TextInput type password', () => {
  const renderPassword = () =>
    renderWidget(
      <Controlled
        label="Passwort"
        type="password"
        strengthLabels={strengthLabels}
        strengthMeterLabel="Passwortsicherheit"
        value=""
        onChange={jest.fn()}
      />,
    );

  test('shows no strength while empty', () => {
    renderPassword();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).not.toHaveAttribute('aria-describedby');
  });

  test('hides what is typed', () => {
    renderPassword();
    expect(screen.getByLabelText('Passwort')).toHaveAttribute('type', 'password');
  });

  test.each([
    ['Abcdef1', 0, 'schwach'],
    ['abcdefgh', 1, 'ok'],
    ['abcdefg1', 2, 'stark'],
    ['Abcdefg1', 3, 'sehr stark'],
  ])('rates %s as %i, %s, in the meter and as text tied to the field', async (password, strength, text) => {
    const { user } = renderPassword();
    const input = screen.getByLabelText('Passwort');
    await user.type(input, password);
    const meter = screen.getByRole('meter', { name: 'Passwortsicherheit' });
    expect(meter).toHaveAttribute('aria-valuenow', String(strength));
    expect(meter).toHaveAttribute('aria-valuetext', text);
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '3');
    expect(screen.getByText(text)).toBeVisible();
    expect(input).toHaveAccessibleDescription(text);
  });

  test('follows the password as it changes and goes away when it is cleared', async () => {
    const { user } = renderPassword();
    const input = screen.getByLabelText('Passwort');
    await user.type(input, 'Abcdefg1');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'sehr stark');
    await user.type(input, '{Backspace}');
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', 'schwach');
    await user.clear(input);
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  test('is described by its hint and its strength', async () => {
    const { user } = renderWidget(
      <Controlled
        label="Passwort"
        type="password"
        hint="Mindestens 8 Zeichen"
        strengthLabels={strengthLabels}
        strengthMeterLabel="Passwortsicherheit"
        value=""
        onChange={jest.fn()}
      />,
    );
    const input = screen.getByLabelText('Passwort');
    await user.type(input, 'abcdefgh');
    expect(input).toHaveAccessibleDescription('Mindestens 8 Zeichen ok');
  });
});
