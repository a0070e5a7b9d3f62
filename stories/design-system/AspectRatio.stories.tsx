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
 * Reserves a box of a fixed width-to-height ratio before its content (an image, a video) arrives, so the
 * page does not jump when it loads.
 *
 * **Which ratio:** one of the named ratios `16/9`, `4/3`, `3/2`, `1/1` (header-search-cart.md 5); any
 * other ratio as a number, e.g. the default teaser image `488 / 287`. Anything else throws.
 *
 * **Accessibility:** no role of its own; its child is what screen readers meet.
 */
// The child's text is the story's `children` arg; the render wraps it in a placeholder surface.
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
