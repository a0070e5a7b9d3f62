import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { endpoints } from '../../../src/config/endpoints';
import { contactRequests } from '../../../mocks/handlers/support';
import { setScenario } from '../../../mocks/scenarios';
import { ContactForm } from '../../../src/features/support/components/ContactForm';
import type { NameRules } from '../../../src/forms';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { holdOnPurpose } from '../../../mocks/heldRequests';

beforeEach(() => {
  window.dataLayer = [];
});

const file = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

function setUpForm(nameRules?: NameRules) {
  const view = renderWithProviders(<ContactForm nameRules={nameRules} />, { route: '/contact' });
  const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
  return {
    ...view,
    firstName: () => field(/^Vorname/),
    lastName: () => field(/^Nachname/),
    email: () => field(/^E-Mail-Adresse/),
    message: () => field(/^Ihre Nachricht/),
    picker: () => screen.getByLabelText('Anhänge'),
    send: () => view.user.click(screen.getByRole('button', { name: 'Nachricht senden' })),
  };
}

async function fillIn(form: ReturnType<typeof setUpForm>) {
  await form.user.type(form.firstName(), 'Anna');
  await form.user.type(form.lastName(), 'Schmidt');
  await form.user.type(form.email(), ' anna@example.de ');
  await form.user.type(form.message(), 'Meine Bestellung kam beschädigt an.');
}

const events = (action: string) => (window.dataLayer ?? []).filter((entry) => entry.action === action);

describe('the contact form (newsletter-footer-preview.md 2.3, 5)', () => {
  it('marks the names and the e-mail as required and tracks the page view', () => {
    const form = setUpForm();
    expect(form.firstName()).toBeRequired();
    expect(form.lastName()).toBeRequired();
    expect(form.email()).toBeRequired();
    expect(form.message()).not.toBeRequired();
    expect(events('page_view')).toHaveLength(1);
  });

  it('is a form named by its heading, for the landmarks a screen reader lists', () => {
    setUpForm();
    const heading = screen.getByRole('heading', { level: 2 });
    expect(screen.getByRole('form', { name: heading.textContent! })).toContainElement(
      screen.getByRole('button', { name: 'Nachricht senden' }),
    );
  });

  it('judges a field when it is left, not while typing', async () => {
    const form = setUpForm();
    await form.user.type(form.email(), 'anna@');
    expect(form.email()).toHaveAttribute('aria-invalid', 'false');
    await form.user.tab();
    expect(form.email()).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    await form.user.click(form.firstName());
    await form.user.tab();
    expect(form.firstName()).toHaveAccessibleDescription('Der Vorname ist ein Pflichtfeld.');
  });

  it.each([
    ['Anna<script>', 'Dieses Feld enthält ungültige Zeichen.'],
    ['anna.example.de', 'Bitte geben Sie hier keine Web-Adresse ein.'],
    ['A'.repeat(41), 'Bitte geben Sie höchstens 40 Zeichen ein.'],
  ])('refuses the first name %p with the default rules', async (name, error) => {
    const form = setUpForm();
    await form.user.type(form.firstName(), name);
    await form.user.tab();
    expect(form.firstName()).toHaveAccessibleDescription(error);
  });

  it('follows the name rules passed in', async () => {
    const form = setUpForm({ required: false, maxLength: 5, characters: /^[a-z]*$/i, noWebAddress: false });
    expect(form.firstName()).not.toBeRequired();
    await form.user.type(form.firstName(), 'Annabell');
    await form.user.tab();
    expect(form.firstName()).toHaveAccessibleDescription('Bitte geben Sie höchstens 5 Zeichen ein.');
  });

  it('sends nothing while a field is invalid, and tracks the attempt and each invalid field', async () => {
    const form = setUpForm();
    await form.user.type(form.email(), 'anna@');
    await form.send();
    await settleNetwork();
    expect(contactRequests()).toHaveLength(0);
    expect(events('submit_attempt')).toHaveLength(1);
    expect(events('invalid_field')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'customerFirstName', message: 'Der Vorname ist ein Pflichtfeld.' }),
        expect.objectContaining({ field: 'customerLastName', message: 'Der Nachname ist ein Pflichtfeld.' }),
        expect.objectContaining({
          field: 'customerEmail',
          message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        }),
      ]),
    );
  });

  it('sends the request as multipart with two attachments, then thanks the customer', async () => {
    const form = setUpForm();
    await fillIn(form);
    await form.user.upload(form.picker(), [file('rechnung.pdf', 'application/pdf'), file('foto.jpg', 'image/jpeg')]);
    await form.send();
    await settleNetwork();
    expect(contactRequests()).toEqual([
      {
        fields: {
          customerFirstName: 'Anna',
          customerLastName: 'Schmidt',
          customerEmail: 'anna@example.de',
          message: 'Meine Bestellung kam beschädigt an.',
        },
        attachments: [
          { name: 'rechnung.pdf', type: 'application/pdf', size: 1000 },
          { name: 'foto.jpg', type: 'image/jpeg', size: 1000 },
        ],
      },
    ]);
    expect(await screen.findByText(/Vielen Dank für Ihre Nachricht/)).toBeVisible();
    expect(events('success')).toHaveLength(1);

    await form.user.click(screen.getByRole('button', { name: 'Weitere Nachricht schreiben' }));
    expect(form.firstName()).toHaveValue('');
  });

  it('refuses a fourth file and one over 5000 KB, naming each', async () => {
    const form = setUpForm();
    await form.user.upload(form.picker(), [
      file('a.pdf', 'application/pdf'),
      file('b.png', 'image/png'),
      file('gross.jpg', 'image/jpeg', 6_000_000),
      file('c.pdf', 'application/pdf'),
      file('d.pdf', 'application/pdf'),
    ]);
    const attached = screen
      .getAllByRole('button', { name: /entfernen$/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(attached).toEqual(['a.pdf entfernen', 'b.png entfernen', 'c.pdf entfernen']);
    expect(screen.getByText('gross.jpg wurde nicht angehängt: Die Datei ist größer als 5 MB.')).toBeVisible();
    expect(screen.getByText(/^d\.pdf wurde nicht angehängt/)).toBeVisible();
  });

  it.each(['error', 'network', 'refused'])(
    'keeps every value and file when sending fails (%s) and says so',
    async (scenario) => {
      setScenario('contact', scenario);
      const form = setUpForm();
      await fillIn(form);
      await form.user.upload(form.picker(), [file('rechnung.pdf', 'application/pdf')]);
      await form.send();
      await settleNetwork();
      expect(await screen.findByText(/konnte aus technischen Gründen nicht gesendet werden/)).toBeVisible();
      expect(form.firstName()).toHaveValue('Anna');
      expect(form.email()).toHaveValue('anna@example.de');
      expect(form.message()).toHaveValue('Meine Bestellung kam beschädigt an.');
      expect(screen.getByText(/rechnung\.pdf/)).toBeVisible();
      expect(events('failure')).toHaveLength(1);
    },
  );

  it('sends the same request again after a failure, files included', async () => {
    setScenario('contact', 'error');
    const form = setUpForm();
    await fillIn(form);
    await form.user.upload(form.picker(), [file('rechnung.pdf', 'application/pdf')]);
    await form.send();
    await settleNetwork();
    setScenario('contact', 'ok');
    await form.send();
    await settleNetwork();
    // The failing scenario answers before the service records anything: this is the retry.
    expect(contactRequests()).toHaveLength(1);
    expect(contactRequests()[0]!.attachments.map((attachment) => attachment.name)).toEqual(['rechnung.pdf']);
    expect(await screen.findByText(/Vielen Dank für Ihre Nachricht/)).toBeVisible();
  });
});

describe('while the request is on its way (a held answer)', () => {
  it('keeps the button busy, sends once however often it is pressed, and ends as the service answered', async () => {
    let release: () => void = () => undefined;
    let sent = 0;
    server.use(
      http.post(endpoints.contactRequests, async ({ requestId }) => {
        sent += 1;
        holdOnPurpose(requestId);
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    const form = setUpForm();
    await fillIn(form);
    await form.send();
    await settleNetwork();
    const busy = screen.getByRole('button', { name: /Nachricht senden/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await form.user.click(busy);
    await form.user.keyboard('{Enter}');
    release();
    await settleNetwork();
    expect(sent).toBe(1);
    // The service refused it late: the failure shows, and nothing typed is lost.
    expect(await screen.findByText(/konnte aus technischen Gründen nicht gesendet werden/)).toBeVisible();
    expect(form.firstName()).toHaveValue('Anna');
    expect(screen.queryByText(/Vielen Dank für Ihre Nachricht/)).not.toBeInTheDocument();
  });
});
