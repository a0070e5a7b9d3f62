import { screen, within } from '@testing-library/react';
import { AppRoutes } from '../../src/app/routes';
import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { seedCart } from '../../mocks/data/cartCatalogue';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';
import { renderWithProviders } from '../support/renderWithProviders';
import { scrollToEnd } from '../support/viewport';

describe('the page frame', () => {
  it('shows the header bar, the page and the footer in the site’s language', async () => {
    renderWithProviders(<AppRoutes />, { site: 'TR' });

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'SHOP – ana sayfaya' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Mağaza bul' })).toHaveAttribute(
      'href',
      '/service/storefinder/search',
    );
    expect(within(header).getByRole('link', { name: /^Sepet/ })).toHaveAttribute('href', '/service/cartfrontend/cart');
    expect(screen.getByRole('heading', { level: 1, name: 'Online mağazamıza hoş geldiniz' })).toBeVisible();
    // The footer is a chunk of its own, rendered when the shopper scrolls towards it.
    await scrollToEnd();
    expect(await within(screen.getByRole('contentinfo')).findByText('90 gün içinde ücretsiz iade hakkı')).toBeVisible();
    // The user menu waits for the personal-data service: logged out by default.
    expect(await within(header).findByRole('link', { name: 'Giriş yap' })).toHaveAttribute('href', '/usermenu');
  });

  it.each([
    ['loggedIn', 'Profil anzeigen'],
    ['remembered', 'Profil anzeigen'],
    ['loggedOut', 'Anmelden'],
    ['error', 'Anmelden'],
  ])('labels the user icon for a %s visitor "%s"', async (scenario, label) => {
    setScenario('psdata', scenario);
    renderWithProviders(<AppRoutes />);
    expect(await screen.findByRole('link', { name: label })).toHaveAttribute('href', '/usermenu');
  });

  it.each([
    ['DE', '30 Tage Rückgaberecht', 'Anmelden'],
    ['AT', '14 Tage Rückgaberecht', 'Anmelden'],
    ['CH', '3 Monate Rückgaberecht', 'Anmelden'],
    ['CH_FR', 'Droit de retour de 3 mois', 'Se connecter'],
    ['PL', 'Zwrot do 30 dni', 'Zaloguj się'],
    ['CZ', 'Vrácení zboží do 30 dnů', 'Přihlásit se'],
  ] as const)('states the return period of %s with its plural: "%s"', async (site, text, signIn) => {
    renderWithProviders(<AppRoutes />, { site });
    await scrollToEnd();
    expect(await screen.findByText(text)).toBeVisible();
    expect(await screen.findByRole('link', { name: signIn })).toBeVisible();
  });

  it('hosts every demo route', async () => {
    const { unmount } = renderWithProviders(<AppRoutes />, { route: '/search?query=Kaffee' });
    // The heading paints at once; the result grid is a chunk of its own that follows.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suchergebnisse für „Kaffee“');
    expect(await screen.findByRole('region', { name: /Kaffee/ })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AppRoutes />, { route: '/subscribenewsletter', site: 'HU' });
    expect(screen.getByRole('heading', { level: 1, name: 'Hírlevél' })).toBeVisible();
  });

  it('reads the search text from the address decoded once, as the shopper typed it', async () => {
    // "50%20off" typed literally travels as 50%2520off; decoding twice would make it "50 off".
    renderWithProviders(<AppRoutes />, { route: '/search?query=50%2520off%20%26%20mehr' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suchergebnisse für „50%20off & mehr“');
  });

  it('shows the product page with the article number from its path', () => {
    renderWithProviders(<AppRoutes />, { route: '/p/kaffeemaschine-mit-thermokanne-schwarz/140001?query=kaffee' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('140001');
    expect(screen.getByText('Gefunden mit der Suche nach „kaffee“.')).toBeVisible();
  });

  it('answers an unknown address with the not-found page and a way home', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/nowhere', site: 'PL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Ta strona nie istnieje' })).toBeVisible();

    await user.click(screen.getByRole('link', { name: 'Wróć na stronę główną' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Witamy w\u00a0naszym sklepie internetowym' })).toBeVisible();
  });
});

describe('a cart answer the mini cart could not render', () => {
  // Before issue 19 this answer crashed the cart widget and its slot dropped it; now its schema
  // refuses it where it enters, so the cart says it cannot show its content (slots.test.tsx shows
  // a widget that throws going alone). A list without its items is what it cannot render: one odd
  // item is only left out of its list (issue 35, "Service answers are read leniently").
  it('is refused where it enters: the mini cart says the cart cannot be shown, the page stays whole', async () => {
    server.use(http.get(endpoints.cart, () => HttpResponse.json({ cart: { ...seedCart('DE'), articles: null } })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<AppRoutes />);
    await user.click(await screen.findByRole('button', { name: 'Warenkorb-Vorschau' }));

    expect(
      await screen.findByText(
        'Der Inhalt Ihres Warenkorbs kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.',
      ),
    ).toBeVisible();
    expect(warn).toHaveBeenCalledWith('getCart: the service answered in a shape its schema refuses', expect.anything());
    expect(screen.getByRole('heading', { level: 1, name: 'Willkommen in unserem Onlineshop' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeVisible();
  });
});
