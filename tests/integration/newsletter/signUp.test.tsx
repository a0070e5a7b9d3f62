import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/config/endpoints';
import { onWindowEvent } from '../../../src/lib/windowEvents';
import { renderNewsletter, subscriptions } from '../../support/newsletter';
import { settleNetwork } from '../../support/network';
import { holdOnPurpose } from '../../../mocks/heldRequests';

const scrolled = jest.fn();
beforeEach(() => {
  window.dataLayer = [];
  scrolled.mockClear();
  // jsdom has no layout and no scrollIntoView; record what the widget asks the browser to do.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const successTitle = 'Vielen Dank für Ihre Anmeldung!';
const successBody = (email: string) =>
  `In wenigen Minuten erhalten Sie eine E-Mail an ${email}. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den Link in dieser E-Mail.`;
const technicalError =
  'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!';

describe('validation timing (newsletter-footer-preview.md 4)', () => {
  it('judges the e-mail on blur, not while typing, and hides the error while the field has focus', async () => {
    const { user, email } = renderNewsletter('DE');
    await user.type(email(), 'anna@');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).not.toBeInTheDocument();

    await user.tab();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');

    await user.click(email());
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).not.toBeInTheDocument();

    await user.type(email(), 'example.de');
    await user.tab();
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it('Enter in the field judges it afresh and sends the form', async () => {
    const { user, email } = renderNewsletter('DE');
    // Judged once while empty (required), then typed into and sent with Enter, never leaving it.
    await user.click(email());
    await user.tab();
    await user.click(email());
    await user.type(email(), 'anna@example.de{Enter}');
    await settleNetwork();
    expect(subscriptions()).toHaveLength(1);
    expect(await screen.findByText(successTitle)).toBeVisible();
  });

  it('calls an e-mail of spaces missing, and refuses one longer than 256 characters', async () => {
    const { user, email } = renderNewsletter('DE');
    await user.type(email(), '   ');
    await user.tab();
    expect(email()).toHaveAccessibleDescription('Die E-Mail-Adresse ist ein Pflichtfeld.');
    await user.clear(email());
    await user.click(email());
    await user.paste(`${'a'.repeat(250)}@example.de`);
    await user.tab();
    expect(email()).toHaveAccessibleDescription('Bitte geben Sie höchstens 256 Zeichen ein.');
  });
});

describe('progressive reveal (2.1)', () => {
  it('shows the other fields as soon as the e-mail field gets focus, and keeps them when focus moves on', async () => {
    const { user, email } = renderNewsletter('AT');
    expect(screen.queryByRole('textbox', { name: 'Vorname' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Mit Klick auf „Jetzt anmelden“/)).not.toBeInTheDocument();
    await user.click(email());
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toBeVisible();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Anrede' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
    expect(screen.getByText(/Die Anmeldung ist ab 16 Jahren möglich/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Datenschutzhinweisen' })).toHaveAttribute('href', '/service/datenschutz');
  });
});

describe('the three results', () => {
  it('SUCCESS: names the address, takes focus, scrolls into view and resets the form', async () => {
    const { user, email, submit } = renderNewsletter('DE');
    await user.type(email(), 'anna@example.de');
    await user.click(submit());
    await settleNetwork();

    const message = screen.getByRole('status');
    expect(message).toHaveTextContent(successTitle);
    expect(message).toHaveTextContent(successBody('anna@example.de'));
    expect(message).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(message);
    expect(screen.queryByRole('textbox', { name: 'E-Mail-Adresse' })).not.toBeInTheDocument();

    // The form was reset: signing up another address starts from an empty form.
    await user.click(screen.getByRole('button', { name: 'Weitere E-Mail-Adresse anmelden' }));
    expect(email()).toHaveValue('');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('SUCCESS without the scroll flag: the message takes focus but the page does not scroll', async () => {
    const { user, email, submit } = renderNewsletter('DE', { scrollToSuccess: false });
    await user.type(email(), 'anna@example.de');
    await user.click(submit());
    await settleNetwork();
    expect(screen.getByRole('status')).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('ERROR_INVALID_EMAIL: keeps the address and marks it refused until it is changed', async () => {
    const { user, email, submit } = renderNewsletter('DE');
    await user.type(email(), 'anna@refused.example');
    await user.click(submit());
    await settleNetwork();

    expect(email()).toHaveValue('anna@refused.example');
    const refused = 'Diese E-Mail-Adresse können wir leider nicht annehmen. Bitte prüfen Sie Ihre Eingabe.';
    expect(email()).toHaveAccessibleDescription(refused);
    expect(screen.queryByText(technicalError)).not.toBeInTheDocument();
    expect(screen.queryByText(successTitle)).not.toBeInTheDocument();

    await user.clear(email());
    await user.type(email(), 'anna@example.de');
    await user.tab();
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
    await user.click(submit());
    await settleNetwork();
    expect(screen.getByRole('status')).toHaveTextContent(successBody('anna@example.de'));
  });

  it.each(['error', 'network'])(
    'ERROR_GENERIC (%s): the technical message, scrolled to, above the form that kept what was typed',
    async (scenario) => {
      setScenario('newsletter', scenario);
      const { user, t, email, submit } = renderNewsletter('HU');
      await user.type(email(), 'anna@example.hu');
      await user.selectOptions(screen.getByRole('combobox', { name: t('newsletter.salutation.label') }), 'MRS');
      await user.type(screen.getByRole('textbox', { name: t('newsletter.firstName.label') }), 'Anna');
      await user.type(screen.getByRole('textbox', { name: t('newsletter.lastName.label') }), 'Kovács');
      await user.click(submit());
      await settleNetwork();

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(t('newsletter.error.technical'));
      expect(alert).toHaveFocus();
      expect(scrolled).toHaveBeenCalledWith(alert);
      expect(email()).toHaveValue('anna@example.hu');
      expect(screen.getByRole('textbox', { name: t('newsletter.lastName.label') })).toHaveValue('Kovács');

      await user.click(screen.getByRole('button', { name: t('newsletter.error.backToForm') }));
      expect(email()).toHaveFocus();

      // The service is back: the same values go through.
      setScenario('newsletter', 'none');
      await user.click(submit());
      await settleNetwork();
      expect(screen.getByRole('status')).toHaveTextContent('anna@example.hu');
      expect(subscriptions().at(-1)!.body).toMatchObject({ email: 'anna@example.hu', lastName: 'Kovács' });
    },
  );

  it('a retry after a technical error does not announce the old error again before its answer', async () => {
    setScenario('newsletter', 'error');
    const { user, email, submit } = renderNewsletter('DE');
    await user.type(email(), 'anna@example.de');
    await user.click(submit());
    await settleNetwork();
    expect(screen.getByRole('alert')).toHaveTextContent(technicalError);

    // The service is back, but slow: its answer is held until the test lets it through.
    setScenario('newsletter', 'none');
    let answer: () => void = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(`${endpoints.newsletter.privateBase}${endpoints.newsletter.subscribers}`, async ({ requestId }) => {
        holdOnPurpose(requestId);
        await held;
        return undefined;
      }),
    );
    await user.click(submit());
    await settleNetwork();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(technicalError)).not.toBeInTheDocument();

    await act(async () => answer());
    await settleNetwork();
    expect(screen.getByRole('status')).toHaveTextContent(successBody('anna@example.de'));
  });

  it('shows the success view when it is forced, without an address to name, and lets another address sign up', async () => {
    const { user } = renderNewsletter('DE', { forceSuccess: true });
    expect(screen.getByRole('status')).toHaveTextContent(successTitle);
    expect(screen.getByRole('status')).toHaveTextContent(
      'In wenigen Minuten erhalten Sie eine E-Mail. Bitte bestätigen Sie Ihre Anmeldung mit einem Klick auf den Link in dieser E-Mail.',
    );
    await user.click(screen.getByRole('button', { name: 'Weitere E-Mail-Adresse anmelden' }));
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue('');
    expect(screen.queryByText(successTitle)).not.toBeInTheDocument();
  });

  it('sends to the internal base when the private flag is off', async () => {
    const { user, email, submit } = renderNewsletter('DE', { usePrivateApi: false });
    await user.type(email(), 'anna@example.de');
    await user.click(submit());
    await settleNetwork();
    expect(subscriptions()[0]!.path).toBe('/service/newsletter/api/internal/newsletter-subscribers');
  });

  it('keeps the button busy while the sign-up is on its way', async () => {
    setScenario('newsletter', 'slow');
    const { user, email, submit } = renderNewsletter('DE');
    await user.type(email(), 'anna@example.de');
    await user.click(submit());
    // A busy button keeps its label and adds what it is busy with.
    expect(screen.getByRole('button', { name: 'Jetzt anmelden Anmeldung wird gesendet …' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText(successTitle, {})).toBeVisible();
  });
});

describe('events after every submit (4, decision 3)', () => {
  it('on success: the tracking push and callback, successfulSubmit, and the analytics sign_up', async () => {
    const onTrackEvent = jest.fn();
    const submitted = jest.fn();
    const stop = onWindowEvent('successfulSubmit', submitted);
    const { user, email, submit } = renderNewsletter('DE', {
      onTrackEvent,
      origin: 'NEWSLETTER',
      originAddition: 'footer',
    });
    await user.type(email(), 'anna@example.de');
    await user.click(submit());
    await settleNetwork();
    stop();

    const tracking = { event: 'newsletter_submit', result: 'SUCCESS', origin: 'NEWSLETTER', originAddition: 'footer' };
    expect(window.dataLayer).toEqual([
      tracking,
      {
        event: 'sign_up',
        subject: 'newsletter',
        origin: 'NEWSLETTER_footer',
        type: 'ga4',
        emitter: 'newsletterservice',
      },
    ]);
    expect(onTrackEvent).toHaveBeenCalledTimes(1);
    expect(onTrackEvent).toHaveBeenCalledWith(tracking);
    expect(submitted).toHaveBeenCalledWith({ form: 'newsletter' });
    expect(subscriptions()[0]!.body).toMatchObject({ origin: 'NEWSLETTER', originAddition: 'footer' });
  });

  it.each([
    ['anna@refused.example', 'none', 'ERROR_INVALID_EMAIL'],
    ['anna@example.de', 'error', 'ERROR_GENERIC'],
  ])('on %s (%s): the tracking call and successfulSubmit, no sign_up', async (address, scenario, result) => {
    setScenario('newsletter', scenario);
    const onTrackEvent = jest.fn();
    const submitted = jest.fn();
    const stop = onWindowEvent('successfulSubmit', submitted);
    const { user, email, submit } = renderNewsletter('DE', { onTrackEvent });
    await user.type(email(), address);
    await user.click(submit());
    await settleNetwork();
    stop();
    const tracking = { event: 'newsletter_submit', result, origin: 'onsite', originAddition: 'subsite' };
    expect(window.dataLayer).toEqual([tracking]);
    expect(onTrackEvent).toHaveBeenCalledWith(tracking);
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});

describe('the bot trap (4)', () => {
  it('sends nothing when verify-email is filled, shows success anyway and resets the form', async () => {
    const submitted = jest.fn();
    const stop = onWindowEvent('successfulSubmit', submitted);
    const { user, email, submit } = renderNewsletter('DE');
    const trap = screen.getByLabelText('Dieses Feld bitte leer lassen');
    expect(trap).toHaveAttribute('tabindex', '-1');
    await user.type(email(), 'robot@example.de');
    await user.type(trap, 'robot@example.de');
    await user.click(submit());
    await settleNetwork();
    stop();

    expect(subscriptions()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(successBody('robot@example.de'));
    expect(window.dataLayer!.map((entry) => entry.event)).toEqual(['newsletter_submit']);
    expect(submitted).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Weitere E-Mail-Adresse anmelden' }));
    expect(email()).toHaveValue('');
    expect(screen.getByLabelText('Dieses Feld bitte leer lassen')).toHaveValue('');
  });

  it('keeps the trap out of the tab order and away from screen readers', async () => {
    const { user, email, submit } = renderNewsletter('DE');
    await user.click(email());
    await user.tab(); // the consent checkbox
    await user.tab(); // the links of the consent and the legal notice
    for (let i = 0; i < 5 && !submit().matches(':focus'); i++) await user.tab();
    expect(submit()).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Dieses Feld bitte leer lassen' })).not.toBeInTheDocument();
  });
});

describe('the data-use consent (5)', () => {
  it('is offered and sent as DNE when ticked', async () => {
    const { user, email, submit } = renderNewsletter('DE');
    await user.type(email(), 'anna@example.de');
    await user.click(
      screen.getByRole('checkbox', { name: /Ja, ich möchte persönlich auf mich zugeschnittene Angebote/ }),
    );
    await user.click(submit());
    await settleNetwork();
    expect(subscriptions()[0]!.body).toMatchObject({ consents: ['DNE'] });
  });

  it('is hidden when the page’s consents already include it', async () => {
    const { user, email, submit } = renderNewsletter('DE', { consents: ['DNE'] });
    await user.type(email(), 'anna@example.de');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(submit());
    await settleNetwork();
    expect(subscriptions()[0]!.body).toMatchObject({ consents: [] });
  });

  it('is still offered when the page holds only other consents', async () => {
    const { user, email } = renderNewsletter('DE', { consents: ['NEWSLETTER'] });
    await user.type(email(), 'a');
    expect(screen.getByRole('checkbox')).toBeVisible();
  });
});
