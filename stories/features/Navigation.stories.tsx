import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { initialPlatformState, type PlatformState } from '../../src/app/platform';
import { NavigationBar } from '../../src/features/navigation';

/**
 * The header's category bar with its flyouts (header-search-cart.md 2): the theme-world overview
 * first, then the categories; every flyout kind at the three header platforms.
 *
 * **Use:** once per page, in the header. A mouse opens a flyout on hover after a short delay, touch
 * and keyboard on the first tap or Enter; a second tap follows the link.
 *
 * **Accessibility:** WAI-ARIA APG disclosure navigation: each bar item with a flyout is a button
 * with `aria-expanded` and `aria-controls`; the arrow keys move between items, Escape closes the
 * flyout and returns focus to its item. A flyout still loading says so in a status line.
 */
const meta = {
  title: 'Features/Navigation/Category bar',
  component: NavigationBar,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 900, borderBottom: '1px solid #c7c7c7' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavigationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (viewportWidth: number, extra: Partial<PlatformState> = {}) => ({
  preloadedState: { platform: { ...initialPlatformState, viewportWidth, ...extra } },
});
const classic = at(1440);
const tablet = { ...at(1024), viewport: { defaultViewport: 'xxl' } };
const match = { ...at(375), viewport: { defaultViewport: 'xs' } };

/** Opens an item's flyout by keyboard (no hover delay) once the service's bar is there. */
const openFlyout = async (canvasElement: HTMLElement, name: string | RegExp) => {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name });
  button.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
  return button;
};

/**
 * The flyout fades in over 600 ms from opacity 0: content that is already there when it opens (its
 * chunk and answers cached, as on a second visit) is in the document but not yet visible.
 */
const seeFadedIn = async (element: HTMLElement) => waitFor(() => expect(element).toBeVisible());

const openThemeWorlds = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await openFlyout(canvasElement, 'Themenwelten');
  const canvas = within(canvasElement);
  await seeFadedIn(await canvas.findByRole('heading', { name: 'Letzte Chance' }));
  // The flyout's first link is the overview page, as a category flyout's is "Alles in …".
  await expect(canvas.getByRole('link', { name: 'Alle Themenwelten' })).toHaveAttribute('href', '/themenwelten');
};

const openCoffee = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await openFlyout(canvasElement, 'Kaffee');
  const canvas = within(canvasElement);
  const branch = await canvas.findByRole('button', { name: 'Kaffeebohnen' });
  await userEvent.click(branch);
  await expect(branch).toHaveAttribute('aria-expanded', 'true');
};

export const Bar: Story = { parameters: classic };
export const BarTablet: Story = { parameters: tablet };
export const BarPhone: Story = { parameters: match };

export const ThemeWorldFlyout: Story = { parameters: classic, play: openThemeWorlds };
export const ThemeWorldFlyoutTablet: Story = { parameters: tablet, play: openThemeWorlds };
export const ThemeWorldFlyoutPhone: Story = { parameters: match, play: openThemeWorlds };

export const CategoryFlyout: Story = { parameters: classic, play: openCoffee };
export const CategoryFlyoutTablet: Story = { parameters: tablet, play: openCoffee };
export const CategoryFlyoutPhone: Story = { parameters: match, play: openCoffee };

/** On a category page the branch holding it is open when its flyout opens. */
export const CurrentPagePreselected: Story = {
  parameters: { ...classic, route: '/c/coffee/beans/espresso' },
  play: async ({ canvasElement }) => {
    await openFlyout(canvasElement, 'Kaffee');
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Espresso' })).toHaveAttribute('aria-current', 'page');
  },
};

/** In Turkish, with the days-left texts of the last-chance section. */
export const TurkishThemeWorlds: Story = {
  parameters: { ...classic, site: 'TR' },
  play: async ({ canvasElement }) => {
    await openFlyout(canvasElement, 'Tema dünyaları');
    await seeFadedIn(await within(canvasElement).findByText('Son 2 gün'));
  },
};

/** Both services fail: the site's default bar stays, without flyouts. */
export const ServicesFail: Story = {
  parameters: {
    ...classic,
    mockScenarios: { navigation: 'error', themeWorlds: 'error' },
    expectedWarnings: [/^getCategoryNavigation failed/, /^getThemeWorldNavigation failed/],
  },
};

/**
 * Content that breaks layouts (issue 37), from the `hostile` scenario (mocks/data/hostileContent.ts):
 * markup in titles, a branch of 300 links, a word of 10 000 characters in the bar and in the
 * flyout, targets that try to leave their attribute. All of it shows as text, inside the page.
 */
const openHostileCoffee = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await openFlyout(canvasElement, /Kaffee$/);
  const canvas = within(canvasElement);
  const branch = await canvas.findByRole('button', { name: /Kaffeebohnen$/ });
  await userEvent.click(branch);
  await expect(await canvas.findByRole('link', { name: 'Sorte 300' })).toBeInTheDocument();
};
const hostileCategories = { mockScenarios: { navigation: 'hostile' } };
export const HostileCategoryFlyout: Story = {
  parameters: { ...classic, ...hostileCategories },
  play: openHostileCoffee,
};
export const HostileCategoryFlyoutPhone: Story = {
  parameters: { ...match, ...hostileCategories },
  play: openHostileCoffee,
};

/**
 * Theme-world cards from the `hostileCards` scenario: a title of 10 000 characters, markup in every
 * text, a cutout a million times taller than wide, an end date in 9999.
 */
const openHostileThemeWorlds = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await openFlyout(canvasElement, /Themenwelten/);
  await seeFadedIn(await within(canvasElement).findByRole('heading', { name: /Entdecken$/ }));
};
const hostileThemeWorlds = { mockScenarios: { themeWorlds: 'hostileCards' } };
export const HostileThemeWorldFlyout: Story = {
  parameters: { ...classic, ...hostileThemeWorlds },
  play: openHostileThemeWorlds,
};
export const HostileThemeWorldFlyoutPhone: Story = {
  parameters: { ...match, ...hostileThemeWorlds },
  play: openHostileThemeWorlds,
};

/** Services that know nothing (empty answers): the site's default bar stays. */
export const EmptyServices: Story = {
  parameters: { ...classic, mockScenarios: { navigation: 'empty', themeWorlds: 'empty' } },
};
