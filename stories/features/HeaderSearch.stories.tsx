import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { HeaderSearch } from '../../src/features/search';
// The grid itself: the app loads it as a chunk (LazySearchResults); the story shows it at once.
import { SearchResults } from '../../src/features/search/components/SearchResults';
import { initialPlatformState } from '../../src/app/platform';

/** The header's search: in the bar on wide screens, a fly-out behind the search icon on phones. *
 * **Use:** the header decides the place by width; a feature never places the search field itself.
 *
 * **Accessibility:** on phones the icon is a disclosure button (`aria-expanded`); when the fly-out
 * opens focus goes to the field, Escape closes it and returns focus to the icon. The field itself
 * is the combobox of the Search page.
 */
const meta = {
  title: 'Features/Search/Header search',
  component: HeaderSearch,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};

const phone = { platform: { ...initialPlatformState, viewportWidth: 375 } };

export const PhoneClosed: Story = {
  parameters: { preloadedState: phone, viewport: { defaultViewport: 'xs' } },
};

export const PhoneOpen: Story = {
  parameters: { preloadedState: phone, viewport: { defaultViewport: 'xs' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suche' }));
    await userEvent.keyboard('espresso');
    await expect(await canvas.findByRole('listbox')).toBeVisible();
  },
};

/** The results page's demo content for a query. */
export const Results: StoryObj<typeof SearchResults> = {
  render: () => <SearchResults query="Kaffeemaschine" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Produkte zu „Kaffeemaschine“' })).toBeVisible();
  },
};
