import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { AppRoutes } from '../../../src/app/routes';
import { endpoints } from '../../../src/config/endpoints';
import { initialPlatformState } from '../../../src/app/platform';
import { emitWindowEvent } from '../../../src/lib/windowEvents';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { searchBox } from '../../support/search';

const phone = { platform: { ...initialPlatformState, viewportWidth: 375 } };

describe('the header search', () => {
  it('asks for the search cache key once when the header mounts, and not again on the next page', async () => {
    let calls = 0;
    server.use(
      http.get(endpoints.searchCacheKey, () => {
        calls += 1;
        return HttpResponse.json({ cacheKey: 'k1' });
      }),
    );
    const { user } = renderWithProviders(<AppRoutes />);
    await settleNetwork();
    expect(calls).toBe(1);

    await user.type(searchBox(), 'Espresso{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für „Espresso“' })).toBeVisible();
    await settleNetwork();
    expect(calls).toBe(1);
  });

  it('a failing cache-key call changes nothing the shopper sees', async () => {
    server.use(http.get(endpoints.searchCacheKey, () => HttpResponse.error()));
    renderWithProviders(<AppRoutes />);
    await settleNetwork();
    expect(searchBox()).toBeVisible();
  });

  it('sits in the header bar on wide screens', () => {
    renderWithProviders(<AppRoutes />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('search')).toContainElement(searchBox());
    expect(within(header).queryByRole('button', { name: 'Suche' })).not.toBeInTheDocument();
  });
});

describe('the search fly-out on a phone', () => {
  it('opens from the search icon with the cursor in the field, and Escape closes it back to the icon', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { preloadedState: phone });
    const toggle = screen.getByRole('button', { name: 'Suche' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The fly-out is what the toggle's aria-controls names, as a screen reader finds it.
    // eslint-disable-next-line testing-library/no-node-access -- the disclosure panel has no role of its own
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(searchBox());
    expect(searchBox()).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('Escape first closes the suggestions, then the fly-out', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { preloadedState: phone });
    await user.click(screen.getByRole('button', { name: 'Suche' }));
    await user.keyboard('kaffee');
    expect(await screen.findByRole('listbox')).toBeVisible();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveValue('kaffee');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('follows the navigation overlay’s events', () => {
    renderWithProviders(<AppRoutes />, { preloadedState: phone });
    act(() => emitWindowEvent('navigation-overlay-open', undefined));
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'true');
    // Opened by the page, not by the shopper: the cursor stays where it was.
    expect(searchBox()).not.toHaveFocus();

    act(() => emitWindowEvent('navigation-overlay-close', undefined));
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives focus back to the icon when the overlay’s event closes it under the cursor', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { preloadedState: phone });
    const toggle = screen.getByRole('button', { name: 'Suche' });
    await user.click(toggle);
    expect(searchBox()).toHaveFocus();
    act(() => emitWindowEvent('navigation-overlay-close', undefined));
    expect(toggle).toHaveFocus();

    // Opened by the page the next time: the cursor stays on the icon.
    act(() => emitWindowEvent('navigation-overlay-open', undefined));
    expect(searchBox()).not.toHaveFocus();
  });

  it('closes on a click outside', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { preloadedState: phone });
    await user.click(screen.getByRole('button', { name: 'Suche' }));
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.getByRole('button', { name: 'Suche' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the results page', () => {
  it('shows the query and the products the suggestion service returns for it', async () => {
    renderWithProviders(<AppRoutes />, { route: '/search?query=Kaffeemaschine' });
    expect(screen.getByRole('heading', { level: 1, name: 'Suchergebnisse für „Kaffeemaschine“' })).toBeVisible();
    const results = await screen.findByRole('region', { name: 'Produkte zu „Kaffeemaschine“' });
    const links = within(results).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) {
      expect(link).toHaveTextContent(/kaffeemaschine/i);
      expect(link.getAttribute('href')).toContain('query=Kaffeemaschine');
    }
  });

  it('says so when the service fails', async () => {
    server.use(http.get(endpoints.suggestions, () => HttpResponse.error()));
    renderWithProviders(<AppRoutes />, { route: '/search?query=Kaffee', site: 'SK' });
    expect(
      await screen.findByText('Výsledky vyhľadávania momentálne nemožno načítať. Skúste to, prosím, neskôr.'),
    ).toBeVisible();
  });
});
