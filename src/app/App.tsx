import { AppProviders } from './AppProviders';
import type { Messages } from './i18n/loadMessages';
import { AppRoutes } from './routes';
import { ShopRouter } from './routing';
import type { AppStore, RootState } from './store';

interface AppProps {
  store: AppStore;
  messages: Messages;
  /** On the server: the address the page is rendered for (the browser reads its own). */
  serverAddress?: { path: string; search: string };
  /** In the browser, on a page the server rendered: the state that hydration renders from. */
  serverState?: RootState;
}

export function App({ store, messages, serverAddress, serverState }: AppProps) {
  return (
    <AppProviders store={store} messages={messages} serverState={serverState}>
      <ShopRouter serverAddress={serverAddress}>
        <AppRoutes />
      </ShopRouter>
    </AppProviders>
  );
}
