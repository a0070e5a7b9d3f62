import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Field } from '../../src/design-system/Field/Field';
import { fieldStates } from '../../src/design-system/Field/fieldState';

/**
 * Label, hint and error around any control: the render prop gives the control its id and the ARIA
 * attributes that tie it to them. TextInput, Textarea, Select and DateInput are built on it; use it
 * directly only for a new kind of control.
 *
 * **States:** default, with hint, valid, error (with message), disabled, required.
 *
 * **Accessibility:** `<label for>` names the control; hint and error are in its `aria-describedby`; an
 * error sets `aria-invalid`; required is `aria-required` (the star is for the eye only).
 */
const meta = {
  title: 'Design system/Field',
  component: Field,
  argTypes: {
    state: { control: 'inline-radio', options: fieldStates },
    children: { control: false },
  },
  args: {
    label: 'Kundennummer',
    children: (control) => <input {...control} name="customerNumber" defaultValue="" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHint: Story = {
  args: { hint: 'Sie finden sie auf Ihrer Rechnung.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Kundennummer' })).toHaveAccessibleDescription(
      'Sie finden sie auf Ihrer Rechnung.',
    );
  },
};

export const Valid: Story = { args: { state: 'valid' } };

/** The error is shown, announced with the control and marks it invalid. */
export const ErrorWithMessage: Story = {
  args: {
    state: 'error',
    hint: 'Sie finden sie auf Ihrer Rechnung.',
    error: 'Bitte geben Sie eine gültige Kundennummer ein.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Kundennummer' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      'Sie finden sie auf Ihrer Rechnung. Bitte geben Sie eine gültige Kundennummer ein.',
    );
  },
};

export const Disabled: Story = {
  args: { children: (control) => <input {...control} name="customerNumber" defaultValue="4711" disabled /> },
};

/** The star is for the eye; screen readers hear "required" from aria-required instead. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Kundennummer' })).toBeRequired();
  },
};
