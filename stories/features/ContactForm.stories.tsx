import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect, userEvent, within } from 'storybook/test';
import { timings } from '../../src/config/timings';
import { ContactForm } from '../../src/features/support/components/ContactForm';

/** The contact form of /contact (newsletter-footer-preview.md 2.3, 5) in each of its states. *
 * **Use:** only on /contact. The topic decides which fields follow; errors show under a field on
 * blur and for every field on sending, and what the shopper typed is kept when sending fails.
 *
 * **Accessibility:** every field has a visible label; an error is tied to its field with
 * `aria-describedby`. The result of sending takes focus, so it is announced. Enter in a text field
 * sends the form, as a native form does.
 */
const meta = {
  title: 'Features/Contact form',
  component: ContactForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const file = (name: string, type: string, bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });

const fillIn = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Vorname/ }), 'Anna');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Nachname/ }), 'Schmidt');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'anna@example.de');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Ihre Nachricht/ }), 'Meine Bestellung kam beschädigt an.');
  await userEvent.upload(canvas.getByLabelText('Anhänge'), [
    file('rechnung.pdf', 'application/pdf'),
    file('foto.jpg', 'image/jpeg'),
  ]);
  return canvas;
};

/** Sends, and waits out the button's 250 ms ripple, so it ends inside the play function. */
const send = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Nachricht senden' }));
  await new Promise((resolve) => setTimeout(resolve, timings.rippleMinMs + 50));
};

export const Empty: Story = {};
export const Turkish: Story = { parameters: { site: 'TR' } };

/** Every field left once: the required and format errors. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Vorname/ }), 'www.anna.de');
    await userEvent.click(canvas.getByRole('textbox', { name: /^Nachname/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'anna@');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /^E-Mail-Adresse/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithAttachments: Story = { play: async ({ canvasElement }) => void (await fillIn(canvasElement)) };

/** A fourth file and one over 5 MB are refused, each named. */
export const FilesRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillIn(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Anhänge'), [
      file('gross.png', 'image/png', 6_000_000),
      file('liste.pdf', 'application/pdf'),
      file('noch-eine.pdf', 'application/pdf'),
    ]);
    await expect(canvas.getByText(/^gross\.png wurde nicht angehängt/)).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: { mockScenarios: { contact: 'hang' } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
  },
};

export const Sent: Story = {
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await within(canvasElement).findByText(/Vielen Dank für Ihre Nachricht/)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: { mockScenarios: { contact: 'error' } },
  play: async ({ canvasElement }) => {
    await fillIn(canvasElement);
    await send(canvasElement);
    await expect(await within(canvasElement).findByText(/nicht gesendet werden/)).toBeVisible();
  },
};
