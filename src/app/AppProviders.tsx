import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { sites } from '../config/sites';
import { DesignSystemProvider } from '../design-system/theme/DesignSystemProvider';
import type { Messages } from './i18n/loadMessages';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  messages: Messages;
  children: ReactNode;
}

/** Everything a widget needs around it: the store, the site's locale and the design system. */
export function AppProviders({ store, messages, children }: AppProvidersProps) {
  const { locale } = sites[store.getState().platform.site];
  return (
    <Provider store={store}>
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
