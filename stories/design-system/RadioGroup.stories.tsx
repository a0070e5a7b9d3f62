import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldStates } from '../../src/design-system/Field/fieldState';
import { RadioGroup, type RadioGroupProps } from '../../src/design-system/RadioGroup/RadioGroup';

/** The value a form would keep; a new value from the controls starts the group afresh. */
function RadioGroupInForm(args: RadioGroupProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RadioGroup
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const salutations = [
  { value: 'MRS', label: 'Frau' },
  { value: 'MR', label: 'Herr' },
  { value: 'DIVERS', label: 'Divers' },
  { value: 'COMPANY', label: 'Firma' },
] as const;

/**
 * One choice among a few options that are all shown (salutation, delivery). For a yes/no use
 * **Checkbox**; for a long list, **Select**.
 *
 * **States:** default, chosen, valid, error, required, with hint, disabled, a disabled option.
 *
 * **Accessibility:** APG Radio Group pattern with native radios: a `radiogroup` named by its legend; Tab
 * enters the group at the chosen radio, arrow keys move and choose, skipping disabled options. Error and
 * hint are in `aria-describedby`, required is `aria-required`.
 */
// Radios with one name form one group across the whole page, so each story has its own name:
// on the docs page, where all stories share a page, they would otherwise untick each other.
const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  render: (args) => <RadioGroupInForm key={args.value} {...args} />,
  argTypes: { state: { control: 'inline-radio', options: fieldStates } },
  args: {
    legend: 'Anrede',
    name: 'salutation',
    options: salutations,
    value: '',
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { name: 'salutation-default' } };

/** Arrow keys move to the next radio and choose it, as in every native radio group. */
export const Chosen: Story = {
  args: { name: 'salutation-chosen', value: 'MRS' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Frau' }));
    await userEvent.keyboard('{ArrowDown}');
    const herr = canvas.getByRole('radio', { name: 'Herr' });
    await expect(herr).toHaveFocus();
    await expect(herr).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('MR');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Firma' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('COMPANY');
  },
};

export const Valid: Story = { args: { name: 'salutation-valid', value: 'MR', state: 'valid' } };

export const ErrorWithMessage: Story = {
  args: {
    name: 'salutation-error',
    state: 'error',
    error: 'Bitte wählen Sie eine Anrede.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Anrede' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Bitte wählen Sie eine Anrede.');
  },
};

export const Required: Story = { args: { name: 'salutation-required', required: true } };

export const WithHint: Story = {
  args: { name: 'salutation-hint', hint: 'So sprechen wir Sie in unseren E-Mails an.' },
};

export const Disabled: Story = { args: { name: 'salutation-disabled', value: 'MRS', disabled: true } };

/** The arrow keys skip a disabled option. */
export const DisabledOption: Story = {
  args: {
    name: 'salutation-disabled-option',
    value: 'MRS',
    options: [salutations[0], { ...salutations[1], disabled: true }, salutations[2], salutations[3]],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Frau' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Divers' })).toHaveFocus();
    await expect(canvas.getByRole('radio', { name: 'Herr' })).not.toBeChecked();
  },
};
