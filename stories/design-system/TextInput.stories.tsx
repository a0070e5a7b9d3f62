import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldStates } from '../../src/design-system/Field/fieldState';
import { TextInput, type TextInputProps } from '../../src/design-system/TextInput/TextInput';
import { textInputTypes } from '../../src/design-system/TextInput/textInputValue';

/** The value a form would keep; a new value from the controls starts the field afresh. */
function FieldInForm(args: TextInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TextInput
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

/**
 * A one-line text field. **Types** (newsletter-footer-preview.md 2.5): `text`, `email`, `password`,
 * `number`, `iban`.
 *
 * **Rules:** `number` accepts digits only and respects `maxLength`, also when pasted; `iban` is grouped
 * in fours while typing (letters first, then digits) and the form gets it without spaces; `password`
 * shows a strength meter (weak, ok, strong, very strong) where a new password is chosen, none when
 * signing in; minimum 8 characters (section 9). **States:** default, with hint, valid, error, disabled,
 * required.
 *
 * **Accessibility:** a native `<input>` inside **Field**: labelled, hint and error in
 * `aria-describedby`, `aria-invalid` on error.
 */
const meta = {
  title: 'Design system/TextInput',
  component: TextInput,
  render: (args) => <FieldInForm key={args.value} {...args} />,
  argTypes: {
    type: { control: 'inline-radio', options: textInputTypes },
    state: { control: 'inline-radio', options: fieldStates },
  },
  args: { label: 'Vorname', value: '', onChange: fn(), onBlur: fn(), onFocus: fn() },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'So wie auf Ihrem Ausweis' } };

export const Valid: Story = { args: { state: 'valid', value: 'Anna' } };

export const ErrorWithMessage: Story = {
  args: { state: 'error', value: 'Anna1', error: 'Dieses Feld enthält ungültige Zeichen.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Vorname' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Dieses Feld enthält ungültige Zeichen.');
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'Anna' } };

export const Required: Story = { args: { label: 'Nachname', required: true } };

export const Email: Story = {
  args: { type: 'email', label: 'E-Mail-Adresse', maxLength: 256, placeholder: 'name@beispiel.de' },
};

export const EmailError: Story = {
  args: {
    type: 'email',
    label: 'E-Mail-Adresse',
    value: 'anna@',
    state: 'error',
    error: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    required: true,
  },
};

/** Signing in with an existing password: no strength meter. */
export const PasswordSignIn: Story = {
  args: { type: 'password', label: 'Passwort', value: 'Kaffeebohne7', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** The strength meter rates each password: weak, ok, strong, very strong. */
export const Password: Story = {
  args: {
    type: 'password',
    label: 'Passwort',
    hint: 'Mindestens 8 Zeichen',
    strengthLabels: ['schwach', 'ok', 'stark', 'sehr stark'],
    strengthMeterLabel: 'Passwortsicherheit',
    autoComplete: 'new-password',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passwort');
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
    for (const [password, label] of [
      ['kaffee', 'schwach'],
      ['kaffeebohne', 'ok'],
      ['kaffeebohne7', 'stark'],
      ['Kaffeebohne7', 'sehr stark'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, password);
      await expect(canvas.getByRole('meter', { name: 'Passwortsicherheit' })).toHaveAttribute('aria-valuetext', label);
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** Digits only, up to maxLength, also when pasted. */
export const NumberDigitsOnly: Story = {
  args: { type: 'number', label: 'Postleitzahl', maxLength: 5, autoComplete: 'postal-code' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Postleitzahl' });
    await userEvent.type(input, '8a0 33');
    await expect(input).toHaveValue('8033');
    await userEvent.type(input, '1234');
    await expect(input).toHaveValue('80331');
    await expect(args.onChange).toHaveBeenLastCalledWith('80331');
  },
};

/** Grouped in fours while typing; the form gets the IBAN without spaces. */
export const Iban: Story = {
  args: { type: 'iban', label: 'IBAN', hint: 'Zum Beispiel DE89 3704 0044 0532 0130 00' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'IBAN' });
    await userEvent.type(input, 'de89370400440532013000');
    await expect(input).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(args.onChange).toHaveBeenLastCalledWith('DE89370400440532013000');
  },
};

export const IbanValid: Story = {
  args: { type: 'iban', label: 'IBAN', value: 'AT611904300234573201', state: 'valid' },
};
