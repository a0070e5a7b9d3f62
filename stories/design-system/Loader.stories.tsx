import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { Loader, loaderTypes } from '../../src/design-system/Loader/Loader';

/**
 * The two loader types of newsletter-footer-preview.md 9. The label is for screen readers only;
 * with "reduce motion" set in the operating system the drawing stands still.
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
