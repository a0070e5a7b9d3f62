import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldStates } from '../../src/design-system/Field/fieldState';
import { DateInput, TimeInput, type DateInputProps } from '../../src/design-system/DateInput/DateInput';

/** The value a form would keep; a new value from the controls starts the field afresh. */
function InForm({ time, ...args }: DateInputProps & { time?: boolean }) {
  const [value, setValue] = useState(args.value);
  const Input = time ? TimeInput : DateInput;
  return (
    <Input
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
 * A date or a time field, as in the staff preview tool (newsletter-footer-preview.md 2.4).
 *
 * **Types:** `date` (the value is `YYYY-MM-DD`; the browser shows its own pattern) and `time` (`HH:MM`,
 * 24 hours). **States:** empty, filled, required, with hint, error, disabled.
 *
 * **Accessibility:** a native date/time input inside **Field**: label, hint and error are tied to it
 * with `aria-describedby`; the browser's own picker handles the keyboard.
 */
const meta = {
  title: 'Design system/DateInput',
  component: DateInput,
  render: (args) => <InForm key={args.value} {...args} />,
  argTypes: { state: { control: 'inline-radio', options: fieldStates } },
  args: { label: 'Date', value: '', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the browser shows its own date pattern; a whole date typed is reported as YYYY-MM-DD. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date');
    await userEvent.type(input, '2026-12-24');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-24');
  },
};

export const Filled: Story = { args: { value: '2026-12-24' } };

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'The shop is shown as on this day.' } };

export const ErrorWithMessage: Story = {
  args: { value: '', state: 'error', error: 'Please enter a date.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/^Date/);
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Please enter a date.');
  },
};

export const Disabled: Story = { args: { value: '2026-12-24', disabled: true } };

/** The time field beside it: 'HH:MM', 24 hours. */
export const Time: Story = {
  render: (args) => <InForm key={args.value} {...args} time />,
  args: { label: 'Time', value: '' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Time');
    await userEvent.type(input, '18:30');
    await expect(args.onChange).toHaveBeenLastCalledWith('18:30');
  },
};

export const TimeFilled: Story = {
  render: (args) => <InForm key={args.value} {...args} time />,
  args: { label: 'Time', value: '09:05' },
};

export const TimeError: Story = {
  render: (args) => <InForm key={args.value} {...args} time />,
  args: { label: 'Time', value: '', state: 'error', error: 'Please enter a time.' },
};
