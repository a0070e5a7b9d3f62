import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextLink } from '../../src/design-system/TextLink/TextLink';
import { textLinkSizes, textLinkVariants } from '../../src/design-system/TextLink/textLinkRules';

/**
 * A link inside or beside text. For a call to action drawn as a button use **Button link**.
 *
 * **Which variant** (section 9, default `primary`): `primary` (link blue) in running text; `secondary`
 * (text colour) for quiet links in lists; `inverse` on dark surfaces. **Sizes:** `small`, `medium`
 * (default), `large`.
 *
 * **Rules:** addresses starting with `http:`, `https:` or `mailto:` open in a new tab with
 * `rel="noopener noreferrer"`. Disabled blocks clicks (section 4).
 *
 * **Accessibility:** a native link (APG Link pattern), underlined so it stands apart from text without
 * colour; a new-tab link says so to screen readers; a disabled link has `aria-disabled` and leaves the
 * tab order.
 */
const meta = {
  title: 'Design system/TextLink',
  component: TextLink,
  argTypes: {
    size: { control: 'inline-radio', options: textLinkSizes },
    variant: { control: 'inline-radio', options: textLinkVariants },
  },
  args: { href: '#filialfinder', children: 'Filialfinder', size: 'medium', variant: 'primary' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Hilfe & Kontakt' } };

/** On a dark surface. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: 'Newsletter abonnieren' },
  render: (args) => (
    <Dark>
      <TextLink {...args} />
    </Dark>
  ),
};

export const Small: Story = { args: { size: 'small', children: 'Datenschutz' } };
export const Medium: Story = { args: { size: 'medium' } };
export const Large: Story = { args: { size: 'large', children: 'Alle Angebote' } };

/** Opens in a new tab (rel="noopener noreferrer"); screen readers hear the hint. */
export const External: Story = {
  args: {
    href: 'https://www.instagram.com/',
    children: 'Instagram',
    newTabHint: 'öffnet in einem neuen Tab',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Instagram öffnet in einem neuen Tab' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A click goes nowhere, and the keyboard skips the link. */
export const Disabled: Story = {
  args: { disabled: true, children: 'Gutschein einlösen', onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Gutschein einlösen' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    let navigated = true;
    const watch = (event: Event) => {
      navigated = !event.defaultPrevented;
    };
    canvasElement.addEventListener('click', watch);
    try {
      await userEvent.click(link);
    } finally {
      canvasElement.removeEventListener('click', watch);
    }
    await expect(navigated).toBe(false);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(link).toHaveAttribute('tabindex', '-1');
  },
};

const Dark = styled.p(({ theme }) => ({ padding: theme.space(4), background: theme.color.brand }));
