import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { initialPlatformState } from '../../src/app/platform';
import { AppBanner } from '../../src/features/appBanner';
import { UserMenu } from '../../src/features/greeting';
import { ReducedHeader } from '../../src/features/header';
import { PromotionArea } from '../../src/features/promotions';

/** The header's greeting and user menu, the app-install banner and the reduced header. *
 * **Use:** the greeting shows the logged-in customer's name in the site's name order, else a login
 * link; the app banner until it is dismissed; the reduced header in the
 * checkout, with the back link and the secure-purchase note.
 *
 * **Accessibility:** the user menu is a disclosure button with a list of links (Escape closes it
 * and returns focus); the app banner's close button has a name of its own.
 */
const meta = {
  title: 'Features/Header/Greeting and user menu',
  component: UserMenu,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520, minWidth: 420, display: 'flex', justifyContent: 'flex-end', alignItems: 'start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('link', { name: /Anmelden|Profil anzeigen/ });
  await userEvent.click(canvas.getByRole('button', { name: 'Benutzermenü' }));
  // The menu's links are a chunk of their own.
  await expect(await canvas.findByRole('list')).toBeVisible();
};

export const LoggedOut: Story = { play: openMenu };
export const LoggedIn: Story = { parameters: { mockScenarios: { psdata: 'loggedIn' } }, play: openMenu };
export const Remembered: Story = { parameters: { mockScenarios: { psdata: 'remembered' } } };
export const CardMember: Story = { parameters: { mockScenarios: { psdata: 'cardMember' } }, play: openMenu };
export const WithoutFirstName: Story = { parameters: { mockScenarios: { psdata: 'noFirstName' } } };
export const PolishBeans: Story = { parameters: { mockScenarios: { psdata: 'loggedIn' }, site: 'PL' } };
export const LoadFails: Story = { parameters: { mockScenarios: { psdata: 'error' } } };
export const LoggedInOnAPhone: Story = {
  parameters: {
    mockScenarios: { psdata: 'loggedIn' },
    preloadedState: { platform: { ...initialPlatformState, viewportWidth: 375 } },
  },
  play: openMenu,
};

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';

/** The app-install banner as Android and iOS Chrome show it. */
export const AppInstallBanner: StoryObj<typeof AppBanner> = {
  render: () => (
    <div style={{ width: 375 }}>
      <AppBanner userAgent={android} />
    </div>
  ),
};

/** The reduced header of the checkout: logo, secured purchase, the header's promotion, back button. */
export const Reduced: StoryObj<typeof ReducedHeader> = {
  parameters: { layout: 'fullscreen' },
  render: () => <ReducedHeader securedPurchase promotion={<PromotionArea promotionId="~header_top" />} />,
};

export const ReducedPlain: StoryObj<typeof ReducedHeader> = {
  parameters: { layout: 'fullscreen' },
  render: () => <ReducedHeader />,
};
