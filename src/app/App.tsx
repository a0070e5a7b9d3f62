import { AppProviders } from './AppProviders';
import type { Messages } from './i18n/loadMessages';
import { AppRoutes } from './routes';
import { ShopRouter } from './routing';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  messages: Messages;
  /** On the server: the address the page is rendered for (the browser reads its own). */
  serverAddress?: { path: string; search: string };
}

export function App({ store, messages, serverAddress }: AppProps) {
  return (
    <AppProviders store={store} messages={messages}>
      <ShopRouter serverAddress={serverAddress}>
        <AppRoutes />
      </ShopRouter>
    </AppProviders>
  );
}
