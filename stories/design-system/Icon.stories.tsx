import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { iconSizes } from '../../src/config/limits';
import { Icon } from '../../src/design-system/Icon/Icon';
import { iconNames } from '../../src/design-system/Icon/icons';

/**
 * The icon set (newsletter-footer-preview.md 2.5): bean points, coffee subscriptions, coffee stamps,
 * assortment, wishlist, sale, community, mobile offer, and the controls' icons.
 *
 * **Sizes:** 12, 16 and 24 px only (section 9). The icon takes the text colour around it.
 *
 * **Accessibility:** decorative by default (`aria-hidden`), for an icon next to a visible text. Give it
 * a `title` when the icon alone carries meaning: it is then an image of that name.
 */
const meta = {
  title: 'Design system/Icon',
  component: Icon,
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
  },
  args: { name: 'beanPoints', size: 24 },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: hidden from screen readers, as next to a visible text. */
export const Decorative: Story = {};

/** With a title the icon is an image of that name, for an icon that alone carries meaning. */
export const Named: Story = {
  args: { name: 'coffeeStamps', title: 'Kaffeestempel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Kaffeestempel' })).toBeInTheDocument();
  },
};

export const Size12: Story = { args: { size: 12 } };
export const Size16: Story = { args: { size: 16 } };
export const Size24: Story = { args: { size: 24 } };

/** Every icon at each of the three sizes. */
export const Gallery: Story = {
  render: () => (
    <Grid>
      {iconNames.map((name) => (
        <Cell key={name}>
          <Row>
            {iconSizes.map((size) => (
              <Icon key={size} name={name} size={size} />
            ))}
          </Row>
          <Name>{name}</Name>
        </Cell>
      ))}
    </Grid>
  ),
};

/** On a coloured surface the icon takes the text colour. */
export const InheritsColour: Story = {
  render: (args) => (
    <Inverse>
      <Icon {...args} /> Bohnenpunkte
    </Inverse>
  ),
};

const Grid = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: theme.space(4),
}));

const Cell = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(2),
  padding: theme.space(3),
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.m,
  fontSize: theme.font.size.xs,
}));

/**
 * A font every machine that takes the pictures has (fonts-dejavu-core, which fontconfig needs), named
 * before the generic `monospace`: which font that means changes with what else is installed (the
 * engines' packages bring fonts-noto-mono), and the gallery's baseline changed with it.
 */
const Name = styled.code({ fontFamily: "'DejaVu Sans Mono', monospace" });

const Row = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3) }));

const Inverse = styled.p(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  padding: theme.space(3),
  background: theme.color.brand,
  color: theme.color.textInverse,
}));
