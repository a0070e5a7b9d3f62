import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { scenarioCookie } from './scenarios';

/**
 * Starts the service worker for the dev server. `?mock=psdata:loggedIn,cart:slow` is kept in a
 * session cookie, so the scenario survives navigation until another `?mock=` replaces it.
 */
export async function startMockWorker(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('mock');
  if (requested !== null) {
    document.cookie = `${scenarioCookie}=${encodeURIComponent(requested)}; path=/; SameSite=Lax`;
  }
  await setupWorker(...handlers).start({
    quiet: true,
    onUnhandledRequest(request, print) {
      if (new URL(request.url).pathname.startsWith('/service/')) print.warning();
    },
  });
}
