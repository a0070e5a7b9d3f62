import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazyNewsletterSignUp } from '../../src/app/pages/LazyNewsletter';
import { initialPlatformState, type PlatformState } from '../../src/app/platform';
import { SiteFooter } from '../../src/features/footer';

/**
 * The site footer (newsletter-footer-preview.md 2.2): the service figures and the country switcher,
 * then the SHOP_FOOTER content's blocks, at the footer's three platforms (MATCH below 768 px,
 * TABLET below 1280 px, CLASSIC), reduced, in the checkout, and with content that fails.
 *
 * **Use:** once per page; the reduced footer belongs to the checkout.
 *
 * **Accessibility:** a `contentinfo` landmark; the country switcher is a disclosure button with a
 * list of links (Escape or a click outside closes it); link lists are lists with a heading.
 */
const meta = {
  title: 'Features/Footer',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (viewportWidth: number, extra: Partial<PlatformState> = {}) => ({
  preloadedState: { platform: { ...initialPlatformState, viewportWidth, ...extra } },
});
const classic = at(1440);
const tablet = { ...at(1024), viewport: { defaultViewport: 'xl' } };
const match = { ...at(375), viewport: { defaultViewport: 'xs' } };

/** Waits for the content's blocks: the legal links (the footer's one navigation) come with them. */
const contentShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(await within(canvasElement).findByRole('navigation')).toBeVisible();
};

export const Classic: Story = {
  args: { newsletter: <LazyNewsletterSignUp originAddition="footer" /> },
  parameters: classic,
  play: contentShown,
};
export const Tablet: Story = { parameters: tablet, play: contentShown };
export const Phone: Story = { parameters: match, play: contentShown };

/** MATCH: the teaser groups are an accordion; one opened. */
export const PhoneGroupOpened: Story = {
  parameters: match,
  play: async (context) => {
    await contentShown(context);
    const canvas = within(context.canvasElement);
    const group = canvas.getByRole('button', { name: 'Service & Hilfe' });
    await userEvent.click(group);
    await expect(group).toHaveAttribute('aria-expanded', 'true');
  },
};

export const CountrySwitcherOpen: Story = {
  parameters: classic,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: /^Land wählen/ });
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('link', { name: /Deutschland/ })).toHaveAttribute('aria-current', 'true');
  },
};

/** An affiliate visitor or the new app: no newsletter, SEO block or icon groups. */
export const Reduced: Story = {
  args: { reduced: true, newsletter: <LazyNewsletterSignUp originAddition="footer" /> },
  parameters: classic,
  play: contentShown,
};
export const Checkout: Story = { args: { checkout: true }, parameters: classic, play: contentShown };
/** A phone's device cookie: no country switcher. */
export const SmartphoneDevice: Story = { parameters: at(375, { device: 'SMARTPHONE' }), play: contentShown };

export const Turkish: Story = { parameters: { ...classic, site: 'TR' }, play: contentShown };
export const Polish: Story = { parameters: { ...classic, site: 'PL' }, play: contentShown };
export const Czech: Story = { parameters: { ...classic, site: 'CZ' }, play: contentShown };
export const SwissFrench: Story = { parameters: { ...classic, site: 'CH_FR' }, play: contentShown };
export const Austria: Story = { parameters: { ...classic, site: 'AT' }, play: contentShown };

/** The customer already subscribed: the newsletter block stays away. */
export const NewsletterSubscribed: Story = {
  args: { newsletter: <LazyNewsletterSignUp originAddition="footer" /> },
  parameters: { ...classic, mockScenarios: { psdata: 'newsletterSubscribed' } },
  play: contentShown,
};

/** No content (404) or a failing service: the service links stand in. */
export const NoContent: Story = { parameters: { ...classic, mockScenarios: { footer: 'none' } } };
export const ServiceFails: Story = {
  parameters: {
    ...classic,
    mockScenarios: { footer: 'error' },
    expectedWarnings: [/^SHOP_FOOTER: the service failed/],
  },
};

/** Script tags, javascript: links, unknown icons and logo keys, absurd sizes: shown inert. */
export const HostileContent: Story = {
  parameters: {
    ...classic,
    mockScenarios: { footer: 'hostile' },
    // The unknown logo key (an error, spec 3), and a list and a block that are not what they
    // should be (left out, with a warning).
    expectedErrors: [/^footer: unknown logo source/],
    expectedWarnings: [/^footer teaser links: /, /^footer appReferences: /],
  },
};

/** The same content on a phone (MATCH): the teaser groups as an accordion, the 400 SEO links. */
export const HostileContentPhone: Story = {
  parameters: { ...HostileContent.parameters, ...match },
};
