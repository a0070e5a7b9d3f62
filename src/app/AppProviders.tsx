import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { sites } from '../config/sites';
import { DesignSystemProvider } from '../design-system/theme/DesignSystemProvider';
import type { Messages } from './i18n/loadMessages';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  messages: Messages;
  children: ReactNode;
  /**
   * The state the page's HTML was rendered from. While React hydrates, every selector reads it
   * rather than the live store: an answer or a stored value that lands mid-hydration cannot make a
   * widget's first render differ from its HTML. Each widget renders the live state right after.
   */
  serverState?: RootState;
}

/** Everything a widget needs around it: the store, the site's locale and the design system. */
export function AppProviders({ store, messages, children, serverState }: AppProvidersProps) {
  const { locale } = sites[store.getState().platform.site];
  return (
    <Provider store={store} serverState={serverState}>
      <IntlProvider locale={locale} defaultLocale="de-DE" messages={messages} onError={reportIntlError}>
        <DesignSystemProvider>{children}</DesignSystemProvider>
      </IntlProvider>
    </Provider>
  );
}

function reportIntlError(error: Error) {
  // A missing translation falls back to the German default; the locale test catches it before
  // release, so production stays quiet; development and tests say which id is missing.
  if (process.env.NODE_ENV !== 'production') console.error(error.message);
}
