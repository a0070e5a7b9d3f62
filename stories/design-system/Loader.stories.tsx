import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Loader, loaderTypes } from '../../src/design-system/Loader/Loader';

/**
 * Shows that something is loading. **Types** (section 9): `coffeeCup` for a region or a page that waits;
 * `animatedDots` inside a control (the loading Button, the search suggestions).
 *
 * **Rules:** with "reduce motion" the drawing stands still.
 *
 * **Accessibility:** a `status` region whose text is the `label` (for screen readers only); the drawing
 * is hidden from them.
 */
const meta = {
  title: 'Design system/Loader',
  component: Loader,
  argTypes: { type: { control: 'inline-radio', options: loaderTypes } },
  args: { type: 'coffeeCup', label: 'Warenkorb wird geladen' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(args.label);
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CoffeeCup: Story = {};
export const AnimatedDots: Story = { args: { type: 'animatedDots', label: 'Vorschläge werden geladen' } };
