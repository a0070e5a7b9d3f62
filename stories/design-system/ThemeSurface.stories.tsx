import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ThemeSurface } from '../../src/design-system/ThemeSurface/ThemeSurface';
import { themeSurfaceElements } from '../../src/design-system/ThemeSurface/themeSurfaceRules';
import { themeNames } from '../../src/design-system/theme/tokens';

/**
 * A banner or teaser background in one of the twelve colour themes of decision 6 (see
 * **Tokens/Themes** for their colours and contrast), with the theme's text colour. Content that names
 * another theme is refused.
 *
 * **Rules:** links and the focus ring take the theme's text colour (the page's link and focus blue are
 * made for light surfaces); the accent is offered to content as `--theme-accent`. Rendered as a `div`,
 * `section` or `aside`.
 *
 * **Accessibility:** no role of its own; each story is checked by axe for its text contrast.
 */
const meta = {
  title: 'Design system/ThemeSurface',
  component: ThemeSurface,
  argTypes: {
    theme: { control: 'select', options: themeNames },
    as: { control: 'inline-radio', options: themeSurfaceElements },
  },
  args: {
    theme: 'light',
    as: 'section',
    style: { padding: 24 },
    children: (
      <>
        <h2>Kaffee des Monats</h2>
        <p>Jetzt 10 % sparen auf alle Bohnen und Kapseln.</p>
        <a href="#angebote">Zu den Angeboten</a>
      </>
    ),
  },
} satisfies Meta<typeof ThemeSurface>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { args: { theme: 'light' } };
export const Dark: Story = { args: { theme: 'dark' } };
export const Coffee: Story = { args: { theme: 'coffee' } };
export const Cream: Story = { args: { theme: 'cream' } };
export const Sale: Story = { args: { theme: 'sale' } };
export const Community: Story = { args: { theme: 'community' } };
export const Loyalty: Story = { args: { theme: 'loyalty' } };
export const Fresh: Story = { args: { theme: 'fresh' } };
export const Mobile: Story = { args: { theme: 'mobile' } };
export const Fashion: Story = { args: { theme: 'fashion' } };
export const Living: Story = { args: { theme: 'living' } };
export const Gift: Story = { args: { theme: 'gift' } };
