import { screen, within } from '@testing-library/react';
import { newsletterCalls } from '../../../mocks/handlers/newsletter';
import { setScenario } from '../../../mocks/scenarios';
import { preloadNewsletter } from '../../../src/app/pages/LazyNewsletter';
import { AppRoutes } from '../../../src/app/routes';
import { text } from '../../support/messages';
import { renderNewsletter } from '../../support/newsletter';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';

const doiCalls = () => newsletterCalls().filter((call) => call.path.endsWith('/doi'));
const invalidLinkDe =
  'Leider ist dieser Link nicht mehr gültig. Bitte melden Sie sich erneut für unseren Newsletter an.';

// The chunk is there before the page renders, as in a browser that has it: the page renders in one pass.
beforeAll(() => preloadNewsletter());

describe('the double opt-in on /subscribenewsletter?subscriberToken= (7)', () => {
  it('confirms the token and says so', async () => {
    renderWithProviders(<AppRoutes />, { route: '/subscribenewsletter?subscriberToken=abc-123', site: 'DE' });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Ihre Anmeldung wird bestätigt …');
    await settleNetwork();

    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Ihre Anmeldung ist bestätigt');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(doiCalls()).toHaveLength(1);
    expect(doiCalls()[0]).toMatchObject({
      method: 'PUT',
      path: '/service/newsletter/api/private/newsletter-subscribers/abc-123/doi',
      headers: { 'x-hunter-site': 'DE', 'x-original-address': 'http://localhost/' },
    });
  });

  it.each([
    ['a refused token', 'expired-42', undefined],
    ['a failing service', 'abc-123', 'error'],
  ])('shows the form with the invalid-link message for %s', async (_case, token, scenario) => {
    if (scenario) setScenario('newsletterDoi', scenario);
    const { user } = renderWithProviders(<AppRoutes />, { route: `/subscribenewsletter?subscriberToken=${token}` });
    await settleNetwork();

    expect(screen.getByRole('alert')).toHaveTextContent(invalidLinkDe);
    const email = screen.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await user.click(email);
    expect(screen.queryByText(invalidLinkDe)).not.toBeInTheDocument();
  });

  it('words the invalid link in Polish', async () => {
    renderWithProviders(<AppRoutes />, { route: '/subscribenewsletter?subscriberToken=invalid', site: 'PL' });
    await settleNetwork();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Niestety ten link jest już nieaktualny. Prosimy ponownie zapisać się do naszego newslettera.',
    );
  });

  it('shows the plain sign-up without a token, and on the home page', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/subscribenewsletter', site: 'TR' });
    expect(screen.getByRole('heading', { level: 1, name: text('TR', 'app.newsletter.title') })).toBeVisible();
    expect(screen.getByRole('form', { name: text('TR', 'newsletter.form.title') })).toBeVisible();
    await settleNetwork();
    expect(doiCalls()).toHaveLength(0);
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/', site: 'HU' });
    expect(screen.getByRole('form', { name: text('HU', 'newsletter.form.title') })).toBeVisible();
    await settleNetwork();
  });
});

describe('the invalid-link flag of the form props (2.1)', () => {
  it('is off by default', () => {
    renderNewsletter('DE');
    expect(screen.queryByText(invalidLinkDe)).not.toBeInTheDocument();
  });

  it('shows the message above the form until the e-mail field gets focus', async () => {
    const { user, email } = renderNewsletter('CH', { showDoubleOptInError: true });
    expect(screen.getByRole('alert')).toHaveTextContent(invalidLinkDe);
    await user.click(email());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
