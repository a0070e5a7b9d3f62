import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { SupportFooter } from '../../src/features/support';

/**
 * The customer-support footer in each country (newsletter-footer-preview.md 2.3): HU shows a
 * callback link instead of the phone number, CZ and SK the contact name as a mailto link, PL no
 * service-name line.
 *
 * **Use:** on /contact, under the contact form. What differs by country is a rule of the site table
 * (`support` in src/config/sites.ts), so a country's stories differ only by the toolbar's site.
 *
 * **Accessibility:** phone numbers and e-mail addresses are real `tel:` and `mailto:` links with
 * their number or address as text.
 */
const meta = {
  title: 'Features/Support footer',
  component: SupportFooter,
  parameters: { layout: 'padded' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading')).toBeVisible();
  },
} satisfies Meta<typeof SupportFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Germany: Story = {};
export const Austria: Story = { parameters: { site: 'AT' } };
export const Switzerland: Story = { parameters: { site: 'CH' } };
export const SwissFrench: Story = { parameters: { site: 'CH_FR' } };
export const Czechia: Story = { parameters: { site: 'CZ' } };
export const Hungary: Story = { parameters: { site: 'HU' } };
export const Poland: Story = { parameters: { site: 'PL' } };
export const Slovakia: Story = { parameters: { site: 'SK' } };
export const Turkey: Story = { parameters: { site: 'TR' } };
