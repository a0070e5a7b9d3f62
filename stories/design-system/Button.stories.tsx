import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonStates, buttonVariants } from '../../src/design-system/Button/Button';
import { Icon } from '../../src/design-system/Icon/Icon';

/**
 * A text button for an action on this page (send a form, add to the cart). To go to another page, use
 * **Button link**; for an icon alone, **IconButton**.
 *
 * **Which variant** (newsletter-footer-preview.md 9): `primary` for the one main action of a view;
 * `secondary` (outlined) beside it or for lesser actions; `activating` (brand yellow, dark text) for
 * loyalty calls ("Punkte sammeln"); `sale` for offers; `community` for the members' club.
 * **Sizes:** `large` (default, 44 px high, the minimum touch target) and `small` (32 px, dense places
 * such as the mini cart). **States:** `none` and `loading`.
 *
 * **Rules:** a click shows a ripple for at least 250 ms, none with "reduce motion". While `loading` it
 * keeps its width and focus, ignores clicks (a submit does not resend) and shows the animated dots with
 * `loadingLabel` (required when loading). Every variant's text reaches 4.5:1 contrast, hovered too.
 *
 * **Accessibility:** a native `<button>` (APG Button pattern): Enter and Space activate it. Loading sets
 * `aria-busy` and `aria-disabled` (not `disabled`, which would drop focus) and announces the label in a
 * status region.
 */
const meta = {
  title: 'Design system/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    state: { control: 'inline-radio', options: buttonStates },
  },
  args: { children: 'In den Warenkorb', variant: 'primary', size: 'large', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Weiter einkaufen' } };
export const Activating: Story = { args: { variant: 'activating', children: 'Jetzt Punkte sammeln' } };
export const Sale: Story = { args: { variant: 'sale', children: 'Zu den Angeboten' } };
export const Community: Story = { args: { variant: 'community', children: 'Mitglied werden' } };

export const Large: Story = { args: { size: 'large' } };
export const Small: Story = { args: { size: 'small', variant: 'secondary', children: 'Wiederherstellen' } };

export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Icon name="cart" size={16} />
        In den Warenkorb
      </>
    ),
  },
};

/** Clicks do nothing while loading; the button keeps focus, its width and says it is busy. */
export const Loading: Story = {
  args: { state: 'loading', loadingLabel: 'Wird hinzugefügt' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /In den Warenkorb/ });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Wird hinzugefügt');
  },
};

export const LoadingSmall: Story = {
  args: { state: 'loading', loadingLabel: 'Wird wiederhergestellt', size: 'small', variant: 'secondary' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Zur Kasse' } };

/** Every variant at both sizes, side by side. */
export const AllVariants: Story = {
  render: (args) => (
    <Grid>
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${size}-${variant}`} {...args} size={size} variant={variant}>
            {variant} {size}
          </Button>
        )),
      )}
    </Grid>
  ),
};

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${buttonVariants.length}, max-content)`,
  alignItems: 'center',
  gap: theme.space(4),
}));
