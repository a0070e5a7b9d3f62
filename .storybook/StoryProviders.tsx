import { useEffect, useState, type ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { AppProviders } from '../src/app/AppProviders';
import { ShopRouter } from '../src/app/routing';
import { startWindowBridges } from '../src/app/bridges';
import type { Messages } from '../src/app/i18n/loadMessages';
import { makeStore, type PreloadedState } from '../src/app/store';
import type { SiteCode } from '../src/config/sites';
import { initialPlatformState } from '../src/app/platform';

interface StoryProvidersProps {
  site: SiteCode;
  messages: Messages;
  preloadedState?: PreloadedState;
  route?: string;
  children: ReactNode;
}

/** A fresh store per story and site, the site's messages, the theme and a memory router. */
export function StoryProviders({ site, messages, preloadedState = {}, route = '/', children }: StoryProvidersProps) {
  // The story's address, in memory: a click on a link changes it, the Storybook frame's stays.
  const [address] = useState(() => memoryLocation({ path: route }));
  const [store] = useState(() =>
    makeStore({
      ...preloadedState,
      // Like the page's bootstrap: the width the story is shown at, unless the story sets one.
      platform: { ...initialPlatformState, viewportWidth: window.innerWidth, ...preloadedState.platform, site },
    }),
  );
  // The page starts the window bridges at bootstrap; a story's store gets them for its lifetime.
  useEffect(() => startWindowBridges(store.dispatch), [store]);
  return (
    <AppProviders store={store} messages={messages}>
      <ShopRouter hook={address.hook}>{children}</ShopRouter>
    </AppProviders>
  );
}
