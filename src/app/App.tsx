import { AppProviders } from './AppProviders';
import type { Messages } from './i18n/loadMessages';
import { AppRoutes } from './routes';
import { ShopRouter } from './routing';
import type { AppStore } from './store';

export function App({ store, messages }: { store: AppStore; messages: Messages }) {
  return (
    <AppProviders store={store} messages={messages}>
      <ShopRouter>
        <AppRoutes />
      </ShopRouter>
    </AppProviders>
  );
}
