import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpansionPanel, type ExpansionPanelProps } from '../../src/design-system/ExpansionPanel/ExpansionPanel';
import { expansionPanelHeadingLevels } from '../../src/design-system/ExpansionPanel/expansionPanelRules';

/**
 * A heading that shows or hides the content below it: FAQs, the footer's groups on a phone.
 *
 * **Rules:** the title's heading level (2, 3 or 4) fits the page's outline. Open or closed by itself
 * (`defaultOpen`) or owned by the parent (`open` with `onOpenChange`).
 *
 * **Accessibility:** APG Disclosure pattern: the title is a `<button>` with `aria-expanded` and
 * `aria-controls`; Enter and Space toggle it; the content is a `region` named by the title and hidden
 * when closed.
 */
const meta = {
  title: 'Design system/ExpansionPanel',
  component: ExpansionPanel,
  argTypes: { headingLevel: { control: 'inline-radio', options: expansionPanelHeadingLevels } },
  args: {
    title: 'Wie lange habe ich Rückgaberecht?',
    headingLevel: 3,
    children: <p>Sie können Ihre Bestellung innerhalb von 30 Tagen kostenlos zurücksenden.</p>,
  },
} satisfies Meta<typeof ExpansionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Wie lange habe ich Rückgaberecht?' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Wie lange habe ich Rückgaberecht?' })).toBeVisible();
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const HeadingLevel2: Story = { args: { headingLevel: 2, defaultOpen: true } };

export const HeadingLevel4: Story = { args: { headingLevel: 4, defaultOpen: true } };

function ControlledPanel(args: ExpansionPanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <ExpansionPanel
      {...args}
      open={open}
      onOpenChange={(next) => {
        args.onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

/** The parent owns the open state; the panel reports each request through onOpenChange. */
export const Controlled: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ControlledPanel {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wie lange habe ich Rückgaberecht?' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText(/innerhalb von 30 Tagen/)).toBeVisible();
  },
};
