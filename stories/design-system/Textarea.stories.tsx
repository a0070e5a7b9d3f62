import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldStates } from '../../src/design-system/Field/fieldState';
import { Textarea, type TextareaProps } from '../../src/design-system/Textarea/Textarea';

/** The value a form would keep; a new value from the controls starts the field afresh. */
function FieldInForm(args: TextareaProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Textarea
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
 * A multi-line text field (the contact form's message).
 *
 * **Rules** (section 2.5, 9): default height 140 px; with `maxLength` above 0 a counter shows the
 * characters left. **States:** default, with hint, with counter, at the limit, valid, error, disabled,
 * required.
 *
 * **Accessibility:** a native `<textarea>` inside **Field**. The counter follows each keystroke on
 * screen; screen readers hear it in a `status` region 1.5 s after typing stops, not at every key.
 */
const meta = {
  title: 'Design system/Textarea',
  component: Textarea,
  render: (args) => <FieldInForm key={args.value} {...args} />,
  argTypes: { state: { control: 'inline-radio', options: fieldStates } },
  args: { label: 'Ihre Nachricht', value: '', onChange: fn(), onBlur: fn(), onFocus: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = { args: { hint: 'Bitte nennen Sie keine Zahlungsdaten.' } };

/**
 * The counter follows each keystroke on screen; screen readers hear it 1.5 s after typing stops
 * (newsletter-footer-preview.md 9).
 */
export const WithCounter: Story = {
  args: { maxLength: 200, remainingLabel: (remaining: number) => `Noch ${remaining} Zeichen` },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The counter on screen; its copy for screen readers is the live region (role status).
    const counterOnScreen = (text: string) => canvas.getByText(text, { ignore: '[role="status"]' });
    const textarea = canvas.getByRole('textbox', { name: 'Ihre Nachricht' });
    await expect(counterOnScreen('Noch 200 Zeichen')).toBeVisible();
    await userEvent.type(textarea, 'Wo ist mein Paket?');
    await expect(counterOnScreen('Noch 182 Zeichen')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Wo ist mein Paket?');
    // Emptied again, the counter is back where the screen reader last heard it: no announcement is
    // pending when the story ends.
    await userEvent.clear(textarea);
    await expect(counterOnScreen('Noch 200 Zeichen')).toBeVisible();
  },
};

export const CounterAtLimit: Story = {
  args: {
    maxLength: 29,
    remainingLabel: (remaining: number) => `Noch ${remaining} Zeichen`,
    value: 'Bitte rufen Sie mich zurück!!',
  },
};

export const Valid: Story = { args: { state: 'valid', value: 'Die Lieferung kam beschädigt an.' } };

export const ErrorWithMessage: Story = {
  args: { state: 'error', error: 'Bitte geben Sie eine Nachricht ein.', required: true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Ihre Nachricht' });
    await expect(textarea).toBeInvalid();
    await expect(textarea).toHaveAccessibleDescription('Bitte geben Sie eine Nachricht ein.');
  },
};

export const Disabled: Story = { args: { disabled: true, value: 'Nachricht wurde gesendet.' } };

export const Required: Story = { args: { required: true } };
