import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { AppRoutes } from '../../src/app/routes';
import { initialPromotionsState } from '../../src/features/promotions/promotionSlice';

/** The page frame every demo route lives in: header bar, main area, footer. *
 * **Use:** every route renders inside it; a page supplies only its main content.
 *
 * **Accessibility:** landmarks `banner`, `main` and `contentinfo`; the first focusable element is
 * the skip link to the main content.
 */
const meta = {
  title: 'Features/Page frame',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {};

export const LoggedIn: Story = { parameters: { mockScenarios: { psdata: 'loggedIn' } } };

export const PersonalDataFails: Story = { parameters: { mockScenarios: { psdata: 'error' } } };

/**
 * The results page as the host renders it, its category banner's wait over in time: the banner
 * shows once its answer is in, whatever the machine's speed. Without that, a story check on a busy
 * host passed the page's 300 ms wait and took the page without the banner (130 px shorter).
 */
export const SearchPage: Story = {
  parameters: {
    route: '/search?query=Kaffeemaschine',
    preloadedState: { promotions: { ...initialPromotionsState, waits: { '~category_coffee': 'inTime' } } },
  },
};

export const NotFound: Story = { parameters: { route: '/nowhere' } };

export const Turkish: Story = { parameters: { site: 'TR' } };
