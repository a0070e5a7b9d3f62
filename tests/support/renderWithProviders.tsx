import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../../src/app/AppProviders';
import { ShopRouter } from '../../src/app/routing';
import { startWindowBridges } from '../../src/app/bridges';
import { makeStore, type PreloadedState } from '../../src/app/store';
import { sites, type SiteCode } from '../../src/config/sites';
import { initialPlatformState } from '../../src/app/platform';
import { localeMessages } from './messages';
import { TestStyles } from './styles';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  site?: SiteCode;
  preloadedState?: PreloadedState;
  /** The address the memory router starts at. */
  route?: string;
  /** Options for user-event, e.g. `{ advanceTimers: jest.advanceTimersByTime }` with fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
}

const runningBridges = new Set<() => void>();

/** Stops the window bridges of every store rendered so far (tests/setup.ts, after each test). */
export function stopWindowBridges(): void {
  runningBridges.forEach((stop) => stop());
  runningBridges.clear();
}

/** Renders with a fresh store per call (no cache leaks between tests) and the site's locale. */
export function renderWithProviders(
  ui: ReactElement,
  { site = 'DE', preloadedState = {}, route = '/', userOptions, ...options }: ProviderOptions = {},
) {
  const store = makeStore({
    ...preloadedState,
    platform: { ...initialPlatformState, ...preloadedState.platform, site },
  });
  // As at bootstrap: the window's events reach this store whichever components are mounted.
  runningBridges.add(startWindowBridges(store.dispatch));
  const user = userEvent.setup(userOptions);
  // The page's address, in memory: a client-side navigation changes it, the window's stays.
  const address = memoryLocation({ path: route, record: true });
  const view = render(ui, {
    wrapper: ({ children }) => (
      <TestStyles>
        <AppProviders store={store} messages={localeMessages[sites[site].locale]}>
          <ShopRouter hook={address.hook}>{children}</ShopRouter>
        </AppProviders>
      </TestStyles>
    ),
    ...options,
  });
  return { store, user, address, ...view };
}
