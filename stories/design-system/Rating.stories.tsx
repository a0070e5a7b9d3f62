import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Rating } from '../../src/design-system/Rating/Rating';

/**
 * A product's rating as stars (header-search-cart.md 5), with an optional count.
 *
 * **Rules:** 5 stars unless `max` says otherwise; partial values fill a star by a gradient (3.3 fills
 * the fourth star to 30 %); the value is clamped to 0..max.
 *
 * **Accessibility:** one `img` named by the caller's `label` ("4,5 von 5 Sternen"); the stars themselves
 * are hidden from screen readers.
 */
const meta = {
  title: 'Design system/Rating',
  component: Rating,
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    max: { control: { type: 'number', min: 1, step: 1 } },
  },
  args: { value: 4.5, label: '4,5 von 5 Sternen' },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {};
export const WithCount: Story = {
  args: { value: 4.7, label: '4,7 von 5 Sternen, 89.000 Bewertungen', count: '(89k)' },
};
export const PartialStar: Story = { args: { value: 3.3, label: '3,3 von 5 Sternen' } };
export const Full: Story = { args: { value: 5, label: '5 von 5 Sternen' } };
export const Empty: Story = { args: { value: 0, label: '0 von 5 Sternen', count: '(0)' } };
export const TenStars: Story = { args: { value: 7.5, max: 10, label: '7,5 von 10 Sternen' } };
