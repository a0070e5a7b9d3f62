import { screen, within } from '@testing-library/react';
import { platformOfRequest } from '../../../src/app/platform';
import { AppRoutes } from '../../../src/app/routes';
import { AppBanner } from '../../../src/features/appBanner';
import { ReducedHeader } from '../../../src/features/header';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
/** The platform state the page's bootstrap (or the server) reads from the visitor's cookies. */
const withCookie = (cookie: string) => ({
  preloadedState: {
    platform: platformOfRequest({ dataSite: 'DE', search: '', userAgent: android, cookie, origin: 'http://localhost' }),
  },
});
const iosSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari';

describe('the app-install banner', () => {
  it('shows headline, rating and the open-app button, and stays closed once dismissed', async () => {
    const { user, unmount } = renderWithProviders(<AppBanner userAgent={android} />);
    // The banner is a chunk of its own: it arrives a moment later.
    const banner = await screen.findByRole('region', { name: 'Unsere App' });
    expect(banner).toHaveTextContent('Mit der SHOP-App schneller einkaufen');
    expect(screen.getByRole('img', { name: '5 von 5 Sternen' })).toBeVisible();
    expect(within(banner).getByText(/^\(89/u).textContent).toBe('(89.000)');
    expect(screen.getByRole('link', { name: 'Öffnen' })).toHaveAttribute(
      'href',
      expect.stringContaining('play.google.com'),
    );

    await user.click(screen.getByRole('button', { name: 'App-Banner schließen' }));
    expect(screen.queryByRole('region', { name: 'Unsere App' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('appBannerClosed')).toBe('true');
    // A copy in a cookie: the server that renders the next page leaves the banner out too.
    expect(document.cookie).toContain('appBannerClosed=1');
    unmount();
    renderWithProviders(<AppBanner userAgent={android} />);
    expect(screen.queryByRole('region', { name: 'Unsere App' })).not.toBeInTheDocument();
  });

  // Issue 46: "(89k)" was English shorthand in every shop. CLDR's compact form per locale; German
  // has no short form for thousands. The texts are compared whole: jest-dom would read a no-break
  // space as a space.
  it.each([
    ['DE', '(89.000)'],
    ['TR', '(89\u00a0B)'],
    ['CH_FR', '(89\u00a0k)'],
    ['CZ', '(89\u00a0tis.)'],
    ['PL', '(89\u00a0tys.)'],
  ] as const)('writes the number of ratings in the compact form of %s: %s', async (site, count) => {
    renderWithProviders(<AppBanner userAgent={android} />, { site });
    const banner = await screen.findByRole('region');
    expect(within(banner).getByText(/^\(89/u).textContent).toBe(count);
  });

  it('stays closed for a page whose server read the dismissal cookie', () => {
    renderWithProviders(<AppBanner />, withCookie('appBannerClosed=1'));
    expect(screen.queryByRole('region', { name: 'Unsere App' })).not.toBeInTheDocument();
  });

  it('a dismissal kept in local storage only gets its cookie', () => {
    window.localStorage.setItem('appBannerClosed', 'true');
    expect(document.cookie).not.toContain('appBannerClosed');
    renderWithProviders(<AppBanner userAgent={android} />);
    expect(screen.queryByRole('region', { name: 'Unsere App' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('appBannerClosed=1');
  });

  it('is not shown inside the native app', () => {
    renderWithProviders(<AppBanner />, withCookie('xc-app=new'));
    expect(screen.queryByRole('region', { name: 'Unsere App' })).not.toBeInTheDocument();
  });

  it('asks iOS Safari for its own smart app banner instead', () => {
    const { unmount } = renderWithProviders(<AppBanner userAgent={iosSafari} />);
    expect(screen.queryByRole('region', { name: 'Unsere App' })).not.toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- a meta tag in the head is what Safari reads
    expect(document.head.querySelector('meta[name="apple-itunes-app"]')).toHaveAttribute('content', 'app-id=000000000');
    unmount();
    // eslint-disable-next-line testing-library/no-node-access -- and it goes with the page frame
    expect(document.head.querySelector('meta[name="apple-itunes-app"]')).toBeNull();
  });
});

describe('the reduced header', () => {
  it('has the logo, the secured-purchase hint and a back button, and no navigation, search or icons', async () => {
    renderWithProviders(<AppRoutes />, { route: '/checkout' });
    await settleNetwork();
    const header = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'SHOP – zur Startseite' })).toHaveAttribute('href', '/');
    expect(header).toHaveTextContent('Sicher einkaufen');
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeVisible();
    // The checkout's footer has its legal links; the header has no navigation.
    expect(within(header).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Warenkorb/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  });

  it("goes back with the native app's back action when it has one, else in the history", async () => {
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const { user } = renderWithProviders(<ReducedHeader />);
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(back).toHaveBeenCalledTimes(1);

    const goBack = jest.fn();
    window.ShopApp = { goBack };
    try {
      await user.click(screen.getByRole('button', { name: 'Zurück' }));
      expect(goBack).toHaveBeenCalledTimes(1);
      expect(back).toHaveBeenCalledTimes(1);
    } finally {
      delete window.ShopApp;
    }
  });
});
