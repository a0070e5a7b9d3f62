import styled from '@emotion/styled';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AspectRatio } from '../../src/design-system/AspectRatio/AspectRatio';

const Placeholder = styled.div(({ theme }) => ({
  display: 'grid',
  placeItems: 'center',
  background: theme.color.surfaceAlt,
  border: `1px dashed ${theme.color.borderStrong}`,
  color: theme.color.text,
}));

/**
 * The four named ratios and a free number (header-search-cart.md 5), each filled by its child.
 * The child's text is the story's `children` arg; the render wraps it in a placeholder surface.
 */
const meta = {
  title: 'Design system/AspectRatio',
  component: AspectRatio,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  render: ({ children, ...args }) => (
    <AspectRatio {...args}>
      <Placeholder>{children}</Placeholder>
    </AspectRatio>
  ),
  args: { ratio: '16/9', children: '16/9' },
} satisfies Meta<typeof AspectRatio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixteenByNine: Story = {};
export const FourByThree: Story = { args: { ratio: '4/3', children: '4/3' } };
export const ThreeByTwo: Story = { args: { ratio: '3/2', children: '3/2' } };
export const Square: Story = { args: { ratio: '1/1', children: '1/1' } };
/** The default teaser image, 488 x 287 (header-search-cart.md 9), as a number. */
export const FreeNumber: Story = { args: { ratio: 488 / 287, children: '488 / 287' } };
