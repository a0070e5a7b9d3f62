import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { PromotionArea } from '../../src/features/promotions';

/**
 * The promotion area (header-search-cart.md 2): one promotion by id, shown as its type. Each story
 * picks the mock service's answer with the `promotion` scenario (docs/services.md, "Scenarios").
 *
 * **Use:** the promotion type comes from the service, not from the page: a story per type shows
 * what each looks like. The long text shows from 980 px; a promotion whose read fails is hidden.
 *
 * **Accessibility:** the legal text is a disclosure button (`aria-expanded`); copying a voucher
 * code is announced in a status line.
 */
const meta = {
  title: 'Features/Promotions/Promotion area',
  component: PromotionArea,
  args: { promotionId: '~header_top' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (promotion: string) => ({ mockScenarios: { promotion } });
const shown = async (canvasElement: HTMLElement) => within(canvasElement).findByRole('region');

export const HeaderBenefits: Story = { parameters: scenario('headerBenefits') };
export const TopBannerWithVoucher: Story = { parameters: scenario('topBannerVoucher') };
export const TopBannerWithButton: Story = { parameters: scenario('topBannerCta') };
export const PhaseIntegration: Story = { parameters: scenario('pi') };
export const CategoryBannerWithVoucher: Story = { parameters: scenario('categoryVoucher') };
export const CategoryBannerWithButton: Story = { parameters: scenario('categoryButton') };

/**
 * The voucher code just copied: the success shows for 3 s. A scripted click is no user gesture, so
 * the system clipboard would refuse it: the story gives the page a clipboard that takes the text.
 */
export const VoucherCopied: Story = {
  parameters: scenario('topBannerVoucher'),
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async () => undefined } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Code KAFFEE10 kopieren' }));
    await expect(await within(canvasElement).findByText('Code KAFFEE10 kopiert')).toBeVisible();
  },
};

/** The legal text opened. */
export const LegalTextOpen: Story = {
  parameters: scenario('topBannerVoucher'),
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const hint = within(canvasElement).getByRole('button', { name: 'Es gelten die Aktionsbedingungen' });
    await userEvent.click(hint);
    await expect(hint).toHaveAttribute('aria-expanded', 'true');
  },
};

/** In Turkish: the banner in the site's language. */
export const TurkishTopBanner: Story = { parameters: { ...scenario('topBannerVoucher'), site: 'TR' } };

/** Content with script tags, unsafe links and colours: shown as inert text, links and colours dropped. */
export const HostileTopBanner: Story = { parameters: scenario('hostileTopBanner') };
export const HostileBenefits: Story = { parameters: scenario('hostileBenefits') };
export const HostileCategoryBanner: Story = { parameters: scenario('hostileCategory') };
/** A phase integration with markup in its headline, a number for its subline and absurd picture sizes. */
export const HostilePhaseIntegration: Story = { parameters: scenario('hostilePi') };

/** Unknown type, content that is not JSON, a failed call: nothing is shown. */
export const UnknownType: Story = {
  parameters: { ...scenario('unknownType'), expectedWarnings: [/unknown type; nothing is shown$/] },
};
export const BadJson: Story = {
  parameters: { ...scenario('badJson'), expectedWarnings: [/content is not JSON; nothing is shown$/] },
};
export const Failed: Story = { parameters: scenario('error') };
