import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, type CheckboxProps } from '../../src/design-system/Checkbox/Checkbox';
import { fieldStates } from '../../src/design-system/Field/fieldState';

/** The value a form would keep; a new value from the controls starts the box afresh. */
function CheckboxInForm(args: CheckboxProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Checkbox
      {...args}
      checked={checked}
      onChange={(next) => {
        args.onChange(next);
        setChecked(next);
      }}
    />
  );
}

/**
 * A single yes/no choice in a form, such as a consent. For one of several options use **RadioGroup**.
 *
 * **States:** default, checked, valid, error (with its message), disabled, required. The label may hold
 * links (consent texts); the whole text names the box.
 *
 * **Accessibility:** a native `<input type="checkbox">` with its `<label>` (APG Checkbox pattern): Space
 * toggles it. An error sets `aria-invalid` and is tied by `aria-describedby`; required is
 * `aria-required`, the star is hidden from screen readers.
 */
const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  render: (args) => <CheckboxInForm key={String(args.checked)} {...args} />,
  argTypes: { state: { control: 'inline-radio', options: fieldStates }, label: { control: 'text' } },
  args: {
    label: 'Ja, ich möchte den Newsletter mit personalisierten Angeboten erhalten.',
    name: 'consents',
    checked: false,
    onChange: fn(),
    onBlur: fn(),
    onFocus: fn(),
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /personalisierten Angeboten/ });
    await userEvent.click(checkbox);
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { checked: true } };

export const Valid: Story = { args: { checked: true, state: 'valid' } };

export const ErrorWithMessage: Story = {
  args: {
    label: 'Ich stimme dem Erhalt des kommerziellen E-Bültens zu.',
    state: 'error',
    error: 'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /E-Bültens/ });
    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription(/ticari elektronik ileti/);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const DisabledChecked: Story = { args: { disabled: true, checked: true } };

export const Required: Story = { args: { required: true } };

/** Consent texts hold links; the link stays a link and the whole text names the box. */
export const RichLabel: Story = {
  args: {
    label: (
      <>
        Ich habe die <a href="#datenschutz">Datenschutzhinweise</a> gelesen und willige in die Nutzung meiner Daten für
        personalisierte Angebote ein.
      </>
    ),
  },
};
