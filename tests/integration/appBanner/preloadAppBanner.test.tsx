import { screen } from '@testing-library/react';
import { platformOfRequest } from '../../../src/app/platform';
import { AppBanner, preloadAppBanner } from '../../../src/features/appBanner';
import { renderWithProviders } from '../../support/renderWithProviders';

const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
const platformOf = (userAgent: string, cookie = '') =>
  platformOfRequest({ dataSite: 'DE', search: '', userAgent, cookie, origin: 'http://localhost' });

/**
 * Issue 38: on a page the browser renders, the bar's headline is the largest text on an Android
 * phone, and its chunk, asked for only once the first render found it missing, was the page's LCP.
 * The shop's start asks for it (startShop), so the first render that has the banner has its text.
 */
describe('the app banner asked for as the shop starts', () => {
  it('is not asked for when the visitor gets no bar', () => {
    expect(preloadAppBanner(platformOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0'))).toBeUndefined();
    expect(preloadAppBanner(platformOf(android, 'appBannerClosed=1'))).toBeUndefined();
    expect(preloadAppBanner(platformOf(android, 'xc-app=1'))).toBeUndefined();
  });

  it('an Android visitor: the first render shows the headline, not the space kept for it', async () => {
    const platform = platformOf(android);
    await preloadAppBanner(platform);
    renderWithProviders(<AppBanner />, { preloadedState: { platform } });
    // No waiting: the render itself has the bar.
    expect(screen.getByRole('region', { name: 'Unsere App' })).toHaveTextContent(
      'Mit der SHOP-App schneller einkaufen',
    );
  });
});
