import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { setScenario } from '../../../mocks/scenarios';
import { endpoints } from '../../../src/config/endpoints';
import { initialPlatformState } from '../../../src/app/platform';
import { type SiteCode, sites } from '../../../src/config/sites';
import { UserMenu } from '../../../src/features/greeting';
import { greetingApi } from '../../../src/features/greeting/greetingApi';
import { resetPersonalData, setPersonalData } from '../../../src/features/login/personalDataThunks';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';

async function openMenu(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const view = renderWithProviders(<UserMenu />, options);
  await settleNetwork();
  await view.user.click(screen.getByRole('button', { name: /Benutzermenü|Menu utilisateur|Menu użytkownika/ }));
  // The menu's links are a chunk of their own.
  await screen.findByRole('list');
  return view;
}

/**
 * A count as the site's locale writes it: ICU versions (Node 20 and 24, browsers) group thousands
 * differently (fr-CH "1 250" or "1'250"), so the test asks Intl rather than pinning one of them.
 */
const inLocale = (site: SiteCode, count: number) => new Intl.NumberFormat(sites[site].locale).format(count);
// The locale's digit grouping may be a narrow or no-break space: both read as a space here.
const spaced = (text: string) => text.replace(/\s/g, ' ');

const menuLinks = () =>
  within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => `${link.textContent} ${link.getAttribute('href')}`);

describe('the greeting', () => {
  it('names a logged-in customer and their beans beside the icon on wide headers', async () => {
    setScenario('psdata', 'loggedIn');
    renderWithProviders(<UserMenu />);
    await settleNetwork();
    expect(screen.getByRole('link', { name: 'Profil anzeigen' })).toHaveAttribute('href', '/usermenu');
    expect(screen.getByText('Hallo Anna Schmidt')).toBeVisible();
    expect(screen.getByText(`${inLocale('DE', 1250)} Bohnen`)).toBeVisible();
  });

  it('treats a remembered customer as logged in', async () => {
    setScenario('psdata', 'remembered');
    renderWithProviders(<UserMenu />);
    await settleNetwork();
    expect(screen.getByRole('link', { name: 'Profil anzeigen' })).toBeVisible();
    expect(screen.getByText('Hallo Anna Schmidt')).toBeVisible();
  });

  // The name order is the language's: Hungarian writes the family name first (issue 36).
  it.each([
    ['DE', 'Hallo Anna Schmidt'],
    ['PL', 'Witamy, Anna Schmidt'],
    ['HU', 'Üdvözöljük, Schmidt Anna'],
  ] as const)('in %s greets the customer as %s', async (site, greeting) => {
    setScenario('psdata', 'loggedIn');
    renderWithProviders(<UserMenu />, { site });
    await settleNetwork();
    expect(screen.getByText(greeting)).toBeVisible();
  });

  it('greets without a name when the first name is not known', async () => {
    setScenario('psdata', 'noFirstName');
    renderWithProviders(<UserMenu />);
    await settleNetwork();
    expect(screen.getByText('Hallo')).toBeVisible();
    expect(screen.getByText('0 Bohnen')).toBeVisible();
  });

  it.each([
    ['PL', 'cardMember', 1, 'ziarenko'],
    ['CZ', 'cardMember', 1, 'zrnko'],
    ['PL', 'loggedIn', 1250, 'ziarenek'],
    ['CZ', 'loggedIn', 1250, 'zrnek'],
    ['CH_FR', 'loggedIn', 1250, 'grains'],
  ] as const)('in %s a %s customer reads %d %s', async (site, scenario, count, beans) => {
    setScenario('psdata', scenario);
    renderWithProviders(<UserMenu />, { site });
    await settleNetwork();
    expect(screen.getByText(spaced(`${inLocale(site, count)} ${beans}`), { normalizer: spaced })).toBeVisible();
  });

  it('shows no greeting for a visitor, and the logged-out header when the load fails', async () => {
    setScenario('psdata', 'error');
    const { store } = renderWithProviders(<UserMenu />);
    await settleNetwork();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    expect(screen.queryByText(/^Hallo/)).not.toBeInTheDocument();
    expect(store.getState().login.status).toBe('LOGGED_OUT');
  });

  it.each(['GUEST', 'SOFT_LOGGED_IN', '', null])(
    'reads the login status %p as logged out, as an answer like any other (no failure, no warning)',
    async (loginStatus) => {
      server.use(
        http.get(endpoints.personalData, () =>
          HttpResponse.json({ tracking: { loginStatus }, customer: { firstname: 'Anna', lastname: 'Schmidt' } }),
        ),
      );
      const { store } = renderWithProviders(<UserMenu />);
      await settleNetwork();
      expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible();
      expect(screen.queryByText(/^Hallo/)).not.toBeInTheDocument();
      expect(store.getState().login.status).toBe('LOGGED_OUT');
      // The answer is the customer's data, read: not the failure path.
      expect(greetingApi.endpoints.getPersonalData.select()(store.getState()).isSuccess).toBe(true);
    },
  );

  it('moves the greeting into the menu on a phone', async () => {
    setScenario('psdata', 'loggedIn');
    await openMenu({ preloadedState: { platform: { ...initialPlatformState, viewportWidth: 375 } } });
    // The menu's panel is what the toggle controls.
    const toggle = screen.getByRole('button', { name: 'Benutzermenü' });
    // eslint-disable-next-line testing-library/no-node-access -- the disclosure's panel has no role of its own
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(await within(panel).findByText('Hallo Anna Schmidt')).toBeVisible();
  });
});

describe('the user menu', () => {
  it('offers a visitor to sign in or register, the card and the community', async () => {
    await openMenu();
    expect(menuLinks()).toEqual([
      'Anmelden /login',
      'Registrieren /signup',
      'Kundenkarte beantragen /card',
      'Community entdecken /community',
    ]);
  });

  it('gives a community member without a card their pages', async () => {
    setScenario('psdata', 'loggedIn');
    await openMenu();
    expect(menuLinks()).toEqual([
      'Mein Konto /myaccount',
      'Meine Bestellungen /orderhistory',
      'Merkzettel /watchlist',
      'Kundenkarte beantragen /card',
      'Mein Mobilfunk /mobile',
      'Meine Community /community',
      'Abmelden /logout',
    ]);
  });

  it('gives a card member their card and beans', async () => {
    setScenario('psdata', 'cardMember');
    await openMenu();
    expect(menuLinks()).toEqual([
      'Mein Konto /myaccount',
      'Meine Bestellungen /orderhistory',
      'Merkzettel /watchlist',
      'Meine Kundenkarte /card',
      'Mein Bohnenkonto /beanaccount',
      'Mein Mobilfunk /mobile',
      'Community entdecken /community',
      'Abmelden /logout',
    ]);
  });

  it('closes on Escape back to its button, and on an outside click', async () => {
    const { user } = await openMenu();
    const toggle = screen.getByRole('button', { name: 'Benutzermenü' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.click(toggle);
    await user.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('personal data (header-search-cart.md 4)', () => {
  it('loads once, and can be set and reset from outside', async () => {
    const { store } = renderWithProviders(<UserMenu />);
    await settleNetwork();
    expect(store.getState().login.status).toBe('LOGGED_OUT');

    await act(() =>
      store.dispatch(
        setPersonalData({ tracking: { loginStatus: 'LOGGED_IN' }, customer: { firstname: 'Ben', lastname: 'Ott' } }),
      ),
    );
    await settleNetwork();
    expect(screen.getByText('Hallo Ben Ott')).toBeVisible();
    expect(store.getState().login.status).toBe('LOGGED_IN');

    setScenario('psdata', 'remembered');
    act(() => store.dispatch(resetPersonalData()));
    await settleNetwork();
    expect(screen.getByText('Hallo Anna Schmidt')).toBeVisible();
    expect(store.getState().login.status).toBe('REMEMBERED');
  });
});
