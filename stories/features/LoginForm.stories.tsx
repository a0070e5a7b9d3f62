import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { mockCredentials } from '../../mocks/data/customers';
import { timings } from '../../src/config/timings';
import { LoginForm } from '../../src/features/login/components/LoginForm';

/**
 * The login form of /login (newsletter-footer-preview.md 4 "Login status result", 7, 8): the three
 * outcomes of the login call. The mock knows one customer (docs/services.md).
 *
 * **Use:** only on /login.
 *
 * **Accessibility:** labelled fields; the outcome takes focus, so a screen-reader user hears why
 * the login failed.
 */
const meta = {
  title: 'Features/Login form',
  component: LoginForm,
  parameters: { layout: 'padded', route: '/login' },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Types the e-mail and password, sends, and waits out the button's ripple and the answer. */
async function logIn(canvasElement: HTMLElement, password: string, outcome: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ }), mockCredentials.email);
  await userEvent.type(canvas.getByLabelText(/^Passwort/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
  await canvas.findByText(outcome);
  await new Promise((resolve) => setTimeout(resolve, timings.rippleMinMs + 50));
}

export const Empty: Story = {};
export const Turkish: Story = { parameters: { site: 'TR' } };

/** Sent without its fields: each says it is required. */
export const FieldsMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Anmelden' }));
    await expect(canvas.getByLabelText(/^Passwort/)).toHaveAttribute('aria-invalid', 'true');
    await new Promise((resolve) => setTimeout(resolve, timings.rippleMinMs + 50));
  },
};

/** UNAUTHORIZED: the address or the password is wrong; what was typed stays. */
export const Unauthorized: Story = {
  play: async ({ canvasElement }) => logIn(canvasElement, 'falsch', /nicht richtig/),
};

/** SERVICE_UNAVAILABLE: the login service failed. */
export const ServiceUnavailable: Story = {
  parameters: { mockScenarios: { login: 'unavailable' } },
  play: async ({ canvasElement }) => logIn(canvasElement, mockCredentials.password, /gerade nicht möglich/),
};

/** SUCCESS (the mock sets no cookie here, so the other stories stay logged out). */
export const LoggedIn: Story = {
  parameters: { mockScenarios: { login: 'successWithoutCookies' } },
  play: async ({ canvasElement }) => logIn(canvasElement, mockCredentials.password, /jetzt angemeldet/),
};
