import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Icon } from '../../src/design-system/Icon/Icon';
import { IconButton } from '../../src/design-system/IconButton/IconButton';
import { iconButtonStates, iconButtonVariants } from '../../src/design-system/IconButton/iconButtonRules';

/**
 * A button that shows only an icon: close, remove, previous and next, the wishlist toggle.
 *
 * **Which variant:** the Button's five, plus `background` (a white disc with a shadow) for an icon over a
 * picture. **States** (section 4): `default`, `disabled` (no click, out of the tab order) and `active` (a
 * pressed toggle: text and background colours swap, so the change shows in area and not in hue alone).
 *
 * **Accessibility:** a native `<button>` (APG Button pattern) that must be named with `aria-label`. A
 * toggle has `aria-pressed` (`true` when active, `false` when off).
 */
const meta = {
  title: 'Design system/IconButton',
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    state: { control: 'inline-radio', options: iconButtonStates },
    icon: { control: false },
  },
  args: {
    icon: <Icon name="trash" size={16} />,
    'aria-label': 'Kaffee entfernen',
    variant: 'secondary',
    state: 'default',
    onClick: fn(),
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary', 'aria-label': 'Kaffee entfernen' } };
export const Secondary: Story = { args: { 'aria-label': 'Kaffee entfernen' } };
export const Activating: Story = {
  args: { variant: 'activating', icon: <Icon name="beanPoints" />, 'aria-label': 'Bohnenpunkte einlösen' },
};
export const Sale: Story = { args: { variant: 'sale', icon: <Icon name="sale" />, 'aria-label': 'Angebote' } };
export const Community: Story = {
  args: { variant: 'community', icon: <Icon name="community" />, 'aria-label': 'Community' },
};

/** Over a picture: a white disc with a shadow. */
export const Background: Story = {
  args: { variant: 'background', icon: <Icon name="wishlist" />, 'aria-label': 'Auf den Merkzettel' },
  render: (args) => (
    <Picture>
      <IconButton {...args} />
    </Picture>
  ),
};

/** Disabled emits no click and is left out of the tab order. */
export const Disabled: Story = {
  args: { state: 'disabled', 'aria-label': 'Kaffee entfernen' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Kaffee entfernen' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Active is a pressed toggle, here "on the wishlist". */
export const Active: Story = {
  args: { state: 'active', toggle: true, icon: <Icon name="wishlist" />, 'aria-label': 'Auf dem Merkzettel' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Auf dem Merkzettel', pressed: true }),
    ).toBeInTheDocument();
  },
};

/** A toggle that is off still says it is a toggle (aria-pressed="false"). */
export const ToggleOff: Story = {
  args: { toggle: true, icon: <Icon name="wishlist" />, 'aria-label': 'Auf dem Merkzettel' },
};

/** Every variant in every state. */
export const AllVariants: Story = {
  args: { 'aria-label': 'Kaffee entfernen' },
  render: (args) => (
    <Grid>
      {iconButtonStates.map((state) =>
        iconButtonVariants.map((variant) => (
          <IconButton
            key={`${state}-${variant}`}
            {...args}
            aria-label={`${variant}, ${state}`}
            variant={variant}
            state={state}
          />
        )),
      )}
    </Grid>
  ),
};

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${iconButtonVariants.length}, max-content)`,
  gap: theme.space(4),
  padding: theme.space(4),
  background: theme.color.surfaceAlt,
}));

const Picture = styled.div(({ theme }) => ({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'flex-start',
  width: theme.space(60),
  height: theme.space(40),
  padding: theme.space(3),
  background: theme.colorThemes.coffee.background,
}));
