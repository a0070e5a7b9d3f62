import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { FooterFrame } from '../../src/features/footer';

/** The footer frame: the site's return period and the service links. Pick a site in the toolbar. */
const meta = {
  title: 'Features/Footer frame',
  component: FooterFrame,
} satisfies Meta<typeof FooterFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ThreeMonthsInSwitzerland: Story = { parameters: { site: 'CH' } };

export const PolishPlural: Story = { parameters: { site: 'PL' } };
