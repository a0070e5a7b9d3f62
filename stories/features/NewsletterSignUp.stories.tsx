import type { Decorator, Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { timings } from '../../src/config/timings';
import { NewsletterDoubleOptIn, NewsletterSignUp } from '../../src/features/newsletter';

/**
 * The newsletter sign-up (newsletter-footer-preview.md 2.1): the form with each market's fields,
 * the success message, the technical-error message, the invalid double-opt-in link and the
 * confirmation. Pick a site in the toolbar; the stories below pin the markets whose fields differ.
 */

/** `parameters.loggedIn` sets the LoginToken cookie the prefill reads; every other story clears it. *
 * **Use:** in the footer and on /newsletter. The legal text is each market's own, as the spec sets
 * it; the e-mail address is checked before anything is sent.
 *
 * **Accessibility:** labelled fields with their errors tied to them (`aria-describedby`); the
 * consent checkboxes are native checkboxes with the legal text as their label.
 */
const loginCookie: Decorator = (Story, { parameters }) => {
  document.cookie = parameters.loggedIn
    ? 'LoginToken=storybook-token; path=/'
    : 'LoginToken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  return <Story />;
};

const meta = {
  title: 'Features/Newsletter/Sign-up',
  component: NewsletterSignUp,
  decorators: [loginCookie],
  parameters: { layout: 'padded' },
  args: { scrollToSuccess: false },
} satisfies Meta<typeof NewsletterSignUp>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A click on the submit button shows its ripple for 250 ms; the play function waits that long, so
 * the ripple also ends inside it (and inside act() when jest runs the story).
 */
const rippleDone = () => new Promise((resolve) => setTimeout(resolve, timings.rippleMinMs + 50));

/**
 * Focuses the e-mail field and waits for the fields it reveals: they come with a render after the
 * focus (the form's spy tells), which a busy machine had not done yet when the click's promise was
 * settled (issue 48). The legal notice, with its links, comes in every market.
 */
const revealFields = async (canvasElement: HTMLElement, emailLabel: string) => {
  const canvas = within(canvasElement);
  const linksBefore = canvas.queryAllByRole('link').length;
  await userEvent.click(canvas.getByRole('textbox', { name: emailLabel }));
  await waitFor(() => expect(canvas.getAllByRole('link').length).toBeGreaterThan(linksBefore));
  return canvas;
};

/** Only the e-mail field until the visitor starts. */
export const Default: Story = {};

export const GermanyFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await revealFields(canvasElement, 'E-Mail-Adresse');
    await expect(canvas.getByRole('checkbox')).toBeVisible();
    await expect(canvas.queryByRole('combobox')).toBeNull();
  },
};

export const AustriaFields: Story = {
  parameters: { site: 'AT' },
  play: async ({ canvasElement }) => {
    const canvas = await revealFields(canvasElement, 'E-Mail-Adresse');
    await expect(canvas.getByRole('combobox', { name: 'Anrede' })).not.toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Vorname' })).not.toBeRequired();
  },
};

export const AustriaPrefilledAndLocked: Story = {
  parameters: { site: 'AT', loggedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Vorname' })).toBeDisabled());
  },
};

export const SwitzerlandFields: Story = { parameters: { site: 'CH' } };
export const SwissFrenchFields: Story = { parameters: { site: 'CH_FR' } };
export const CzechFields: Story = { parameters: { site: 'CZ' } };
export const PolishFields: Story = {
  parameters: { site: 'PL' },
  play: async ({ canvasElement }) => {
    const canvas = await revealFields(canvasElement, 'Adres e-mail');
    await expect(canvas.getByText(/Prezesa Urzędu Ochrony Danych Osobowych/)).toBeVisible();
  },
};
export const SlovakFields: Story = { parameters: { site: 'SK' } };

export const HungaryRequiredFields: Story = {
  parameters: { site: 'HU' },
  play: async ({ canvasElement }) => {
    const canvas = await revealFields(canvasElement, 'E-mail-cím');
    // Each field is judged when it is left; Hungarian asks for the family name first (issue 46).
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('A megszólítás megadása kötelező.')).toBeVisible();
    await expect(canvas.getByText('A vezetéknév megadása kötelező.')).toBeVisible();
  },
};

export const TurkeyNewsletterCheckbox: Story = {
  parameters: { site: 'TR' },
  play: async ({ canvasElement }) => {
    const canvas = await revealFields(canvasElement, 'E-posta adresi');
    const checkbox = canvas.getAllByRole('checkbox')[1]!;
    await userEvent.click(checkbox);
    await userEvent.click(checkbox);
    await userEvent.tab();
    await expect(
      canvas.getByText('E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.'),
    ).toBeVisible();
  },
};

const signUp = async (canvasElement: HTMLElement, address = 'anna@example.de') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), address);
  await userEvent.click(canvas.getByRole('button', { name: 'Jetzt anmelden' }));
  await rippleDone();
  return canvas;
};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement);
    await expect(await canvas.findByText(/E-Mail an anna@example\.de/)).toBeVisible();
  },
};

export const SuccessForced: Story = { args: { forceSuccess: true } };

export const RefusedAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement, 'anna@refused.example');
    await expect(await canvas.findByText(/können wir leider nicht annehmen/)).toBeVisible();
  },
};

export const TechnicalError: Story = {
  parameters: { mockScenarios: { newsletter: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = await signUp(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Aus technischen Gründen');
    await expect(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('anna@example.de');
  },
};

export const Sending: Story = {
  parameters: { mockScenarios: { newsletter: 'hang' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'anna@example.de');
    await userEvent.click(canvas.getByRole('button', { name: 'Jetzt anmelden' }));
    await rippleDone();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Jetzt anmelden/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const InvalidDoubleOptInLink: Story = { args: { showDoubleOptInError: true } };

export const InvalidDoubleOptInLinkPolish: Story = { args: { showDoubleOptInError: true }, parameters: { site: 'PL' } };

export const WithoutVoucherFootnote: Story = { args: { showVoucherFootnote: false } };

export const ConsentAlreadyGiven: Story = {
  args: { consents: ['DNE'] },
  play: async ({ canvasElement }) => {
    const canvas = await revealFields(canvasElement, 'E-Mail-Adresse');
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

export const Tablet: Story = {
  parameters: { preloadedState: { platform: { site: 'DE', viewportWidth: 900, device: 'CLASSIC' } } },
};

export const DoubleOptInConfirmed: Story = {
  render: (args) => <NewsletterDoubleOptIn {...args} subscriberToken="story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ihre Anmeldung ist bestätigt')).toBeVisible();
  },
};

export const DoubleOptInRefused: Story = {
  render: (args) => <NewsletterDoubleOptIn {...args} subscriberToken="expired-story-token" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Leider ist dieser Link nicht mehr gültig/)).toBeVisible();
  },
};
