import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockCredentials } from '../../../mocks/data/customers';
import { loginCalls } from '../../../mocks/handlers/login';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/config/endpoints';
import { UserMenu } from '../../../src/features/greeting';
import { LoginForm } from '../../../src/features/login/components/LoginForm';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { holdOnPurpose } from '../../../mocks/heldRequests';

/** The login page as a shopper sees it: the header's greeting and the form. */
function setUpForm(site: 'DE' | 'PL' = 'DE') {
  const view = renderWithProviders(
    <>
      <UserMenu />
      <LoginForm />
    </>,
    { site, route: '/login' },
  );
  return {
    ...view,
    email: () => screen.getByRole('textbox', { name: /^(E-Mail-Adresse|Adres e-mail)/ }),
    password: () => screen.getByLabelText(/^(Passwort|Hasło)/),
    submit: () => screen.getByRole('button', { name: /^(Anmelden|Zaloguj się)/ }),
  };
}

async function logIn(form: ReturnType<typeof setUpForm>, email: string, password: string) {
  await form.user.type(form.email(), email);
  await form.user.type(form.password(), password);
  await form.user.click(form.submit());
  await settleNetwork();
}

describe('the login form (newsletter-footer-preview.md 4 "Login status result", 7, 8)', () => {
  it('sends the e-mail and password; on SUCCESS the header greets the customer and the new login is watched', async () => {
    const form = setUpForm();
    await settleNetwork();
    expect(screen.queryByText(/^Hallo/)).not.toBeInTheDocument();
    await logIn(form, ` ${mockCredentials.email} `, mockCredentials.password);
    expect(loginCalls()).toEqual([{ email: mockCredentials.email, password: mockCredentials.password }]);
    expect(screen.getByRole('status')).toHaveTextContent('Sie sind jetzt angemeldet.');
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toHaveAttribute('href', '/');
    // The service set the login cookie: the personal data, read again, is the customer's.
    expect(await screen.findByText(/^Hallo Anna/)).toBeInTheDocument();
    expect(form.store.getState().login.session.phase).toBe('polling');
  });

  it('says the address or password is wrong on UNAUTHORIZED, and keeps what was typed', async () => {
    const form = setUpForm();
    await logIn(form, mockCredentials.email, 'falsch');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Die E-Mail-Adresse oder das Passwort ist nicht richtig. Bitte prüfen Sie Ihre Eingabe.',
    );
    // Focus goes to the message, so a screen reader reads it and the next Tab is back in the form.
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(form.email()).toHaveValue(mockCredentials.email);
    expect(form.password()).toHaveValue('falsch');
    expect(form.store.getState().login.session.phase).toBe('off');
  });

  it.each([['unavailable'], ['error'], ['network']])(
    'says the login is not possible now when the service answers %s',
    async (scenario) => {
      setScenario('login', scenario);
      const form = setUpForm('PL');
      await logIn(form, mockCredentials.email, mockCredentials.password);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Logowanie jest w tej chwili niemożliwe. Prosimy spróbować ponownie później.',
      );
      expect(form.password()).toHaveValue(mockCredentials.password);
    },
  );

  it('asks for both fields before sending anything', async () => {
    const form = setUpForm();
    await form.user.click(form.submit());
    expect(form.email()).toHaveAccessibleDescription(expect.stringMatching(/Pflichtfeld/));
    expect(form.password()).toHaveAccessibleDescription(expect.stringMatching(/Pflichtfeld/));
    expect(loginCalls()).toEqual([]);
  });

  it('has no strength meter on the password: it is an existing one', async () => {
    const form = setUpForm();
    await form.user.type(form.password(), 'kaffee');
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
    expect(form.password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('sends once while the answer is on its way, however often the shopper presses Enter', async () => {
    let answer = () => {};
    server.use(
      http.post(endpoints.login, async ({ requestId }) => {
        holdOnPurpose(requestId);
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({}, { status: 401 });
      }),
    );
    const form = setUpForm();
    await form.user.type(form.email(), mockCredentials.email);
    await form.user.type(form.password(), 'falsch{Enter}{Enter}');
    await form.user.click(form.submit());
    expect(form.submit()).toHaveAttribute('aria-busy', 'true');
    answer();
    await settleNetwork();
    expect(screen.getByRole('alert')).toHaveTextContent(/nicht richtig/);
  });
});
