import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldStates } from '../../src/design-system/Field/fieldState';
import { Select, type SelectProps } from '../../src/design-system/Select/Select';

/** The value a form would keep; a new value from the controls starts the select afresh. */
function SelectInForm(args: SelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Select
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

/** The staff preview tool's A/B test list (newsletter-footer-preview.md 2.4). */
const abTests = [
  { value: 'none', label: 'None' },
  { value: 'checkout-button-colour', label: 'checkout-button-colour' },
  { value: 'teaser-order', label: 'teaser-order' },
] as const;

/**
 * A choice from a list too long for radios (the preview tool's A/B tests and groups).
 *
 * **Rules:** an optional placeholder; choosing it again clears the choice. **States:** placeholder,
 * chosen, valid, error, required, with hint, disabled.
 *
 * **Accessibility:** a native `<select>` inside **Field** (label, hint and error tied to it); the
 * browser's own keyboard handling (arrows, type-ahead) and list.
 */
const meta = {
  title: 'Design system/Select',
  component: Select,
  render: (args) => <SelectInForm key={args.value} {...args} />,
  argTypes: { state: { control: 'inline-radio', options: fieldStates } },
  args: {
    label: 'Name',
    options: abTests,
    placeholder: 'Select an A/B test',
    value: '',
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the placeholder shows, and choosing it again clears the choice. */
export const Placeholder: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Name' });
    await expect(select).toHaveDisplayValue('Select an A/B test');
    await userEvent.selectOptions(select, 'teaser-order');
    await expect(args.onChange).toHaveBeenLastCalledWith('teaser-order');
    await userEvent.selectOptions(select, 'Select an A/B test');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const Chosen: Story = { args: { value: 'teaser-order' } };

export const WithoutPlaceholder: Story = {
  args: {
    label: 'Land wählen',
    placeholder: undefined,
    value: 'DE',
    options: [
      { value: 'DE', label: 'Deutschland' },
      { value: 'AT', label: 'Österreich' },
      { value: 'CH', label: 'Schweiz' },
    ],
  },
};

export const Valid: Story = {
  args: {
    label: 'Group',
    placeholder: 'Select a group',
    options: [{ value: 'A', label: 'A' }],
    value: 'A',
    state: 'valid',
  },
};

/** A test is chosen but no group yet: the group select asks for one (newsletter-footer-preview.md 4). */
export const ErrorWithMessage: Story = {
  args: {
    label: 'Group',
    placeholder: 'Select a group',
    options: [
      { value: 'A', label: 'A' },
      { value: 'B', label: 'B' },
    ],
    state: 'error',
    error: 'Required',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Group' });
    await expect(select).toBeInvalid();
    await expect(select).toHaveAccessibleDescription('Required');
  },
};

/** The group select before a test is chosen. */
export const Disabled: Story = {
  args: { label: 'Group', placeholder: 'Select a group', options: [], disabled: true },
};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { hint: 'Only tests active on the preview date are listed.' } };
