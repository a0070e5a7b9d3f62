import { BrowserRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import type { Messages } from './i18n/loadMessages';
import { AppRoutes } from './routes';
import type { AppStore } from './store';

export function App({ store, messages }: { store: AppStore; messages: Messages }) {
  return (
    <AppProviders store={store} messages={messages}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
