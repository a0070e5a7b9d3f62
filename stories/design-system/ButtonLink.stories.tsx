import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, within } from 'storybook/test';
import { buttonVariants } from '../../src/design-system/Button/Button';
import { ButtonLink } from '../../src/design-system/Button/ButtonLink';
import { ThemeSurface } from '../../src/design-system/ThemeSurface/ThemeSurface';

/**
 * A call to action that goes somewhere (a banner's "Jetzt entdecken"): a link drawn as a large Button,
 * in the Button's variants. Use it when the press navigates; use **Button** when it acts on the page.
 *
 * **Rules:** the variants and contrast of Button; on a theme surface it keeps its own colours.
 *
 * **Accessibility:** a native link (APG Link pattern): announced as a link, Enter follows it, focus ring
 * on `:focus-visible`.
 */
const meta = {
  title: 'Design system/Button link',
  component: ButtonLink,
  argTypes: { variant: { control: 'inline-radio', options: buttonVariants } },
  args: { href: '/themeworld/winter', children: 'Jetzt entdecken', variant: 'primary' },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Jetzt entdecken' });
    await expect(link).toHaveAttribute('href', '/themeworld/winter');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
    </div>
  ),
};

export const OnADarkTheme: Story = {
  render: (args) => (
    <ThemeSurface theme="dark" style={{ padding: 24 }}>
      <ButtonLink {...args} variant="activating" />
    </ThemeSurface>
  ),
};
