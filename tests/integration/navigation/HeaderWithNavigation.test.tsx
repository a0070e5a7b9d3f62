import { act, screen, within } from '@testing-library/react';
import { AppRoutes } from '../../../src/app/routes';
import { initialPlatformState } from '../../../src/app/platform';
import { emitWindowEvent } from '../../../src/lib/windowEvents';
import { settleNetwork } from '../../support/network';
import { answerNavigation, item } from '../../support/navigation';
import { renderWithProviders } from '../../support/renderWithProviders';
import { passTime } from '../../support/search';

beforeEach(() => {
  jest.useFakeTimers();
  answerNavigation();
});
afterEach(() => {
  jest.useRealTimers();
  window.scrollY = 0;
});

const phone = { platform: { ...initialPlatformState, viewportWidth: 375 } };

function renderPage(route = '/', preloadedState = {}) {
  return renderWithProviders(<AppRoutes />, {
    route,
    preloadedState,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
}

/** Scrolls the window to `y` and lets the 50 ms scroll debounce end. */
async function scrollTo(y: number) {
  window.scrollY = y;
  window.dispatchEvent(new Event('scroll'));
  await act(() => jest.advanceTimersByTimeAsync(50));
}

describe('the navigation in the header', () => {
  it('sits in the header below the search, as the landmark "Hauptnavigation"', async () => {
    renderPage();
    await settleNetwork();
    expect(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  });

  it('and the search fly-out take turns: opening one closes the other', async () => {
    const { user } = renderPage('/', phone);
    await settleNetwork();
    const searchToggle = screen.getByRole('button', { name: 'Suche' });
    await user.click(searchToggle);
    expect(searchToggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(item('Kaffee'));
    await passTime(300);
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
    expect(searchToggle).toHaveAttribute('aria-expanded', 'false');

    act(() => emitWindowEvent('navigation-overlay-open', undefined));
    expect(searchToggle).toHaveAttribute('aria-expanded', 'true');
    expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the header on scroll (header-search-cart.md 2)', () => {
  const header = () => screen.getByRole('banner');

  it('hides while the shopper scrolls down, once scrolling rests for 50 ms, and comes back on the way up', async () => {
    renderPage();
    await settleNetwork();
    window.scrollY = 600;
    window.dispatchEvent(new Event('scroll'));
    await act(() => jest.advanceTimersByTimeAsync(40));
    expect(header()).toHaveAttribute('data-hidden', 'false');
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(header()).toHaveAttribute('data-hidden', 'true');

    await scrollTo(500);
    expect(header()).toHaveAttribute('data-hidden', 'false');
  });

  it('stays near the top of the page', async () => {
    renderPage();
    await settleNetwork();
    await scrollTo(100);
    expect(header()).toHaveAttribute('data-hidden', 'false');
  });

  it.each([
    ['the cart page', '/service/cartfrontend/cart'],
    ['a product page', '/p/espresso/1001'],
  ])('stays on %s', async (_page, route) => {
    renderPage(route);
    await settleNetwork();
    await scrollTo(800);
    expect(header()).toHaveAttribute('data-hidden', 'false');
  });

  it('stays while a flyout is open, and the page behind it stands still', async () => {
    const { user } = renderPage();
    await settleNetwork();
    await scrollTo(800);
    expect(header()).toHaveAttribute('data-hidden', 'true');
    item('Küche').focus();
    await user.keyboard('{Enter}');
    await passTime(300);
    expect(header()).toHaveAttribute('data-hidden', 'false');
    // The header sticks to a scrolled page: the page is locked even on a wide screen.
    expect(document.body.style.overflow).toBe('hidden');
  });
});
