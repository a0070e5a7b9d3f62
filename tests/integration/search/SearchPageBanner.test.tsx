import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { AppRoutes } from '../../../src/app/routes';
import { endpoints } from '../../../src/config/endpoints';
import { timings } from '../../../src/config/timings';
import { settleNetwork } from '../../support/network';
import { renderWithProviders } from '../../support/renderWithProviders';
import { holdOnPurpose } from '../../../mocks/heldRequests';

// The results page's category banner sits above the results. When it answered after the results,
// it pushed the loader or the cards down in view: a layout shift (issue 16's CLS 0). These tests
// hold the banner's answer to force that order.

/** Holds the category banner's answer until released; then the mock service answers it. */
function holdBanner() {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    // Answering nothing passes the request on to the mock service's own handler.
    http.get(endpoints.promotion('~category_coffee'), async ({ requestId }) => {
      holdOnPurpose(requestId);
      await released;
    }),
  );
  return () => release();
}

const stopRecording: (() => void)[] = [];
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

/** Whether the mock service has answered the results page's product request, from now on. */
function recordResultsAnswer() {
  const answer = { in: false };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname === endpoints.suggestions) answer.in = true;
  };
  server.events.on('response:mocked', listener);
  stopRecording.push(() => server.events.removeListener('response:mocked', listener));
  return answer;
}

const copyButton = () => screen.queryByRole('button', { name: 'Code TRAUM15 kopieren' });
const results = () => screen.queryByRole('heading', { level: 2, name: 'Produkte zu „kaffee“' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the results page and its category banner', () => {
  it('keeps the results area empty while the banner is on its way, then shows both, banner first', async () => {
    // However slow this machine is, the wait does not run out here: the order alone is tested.
    jest.replaceProperty(timings, 'searchBannerWaitMs', 60_000 as typeof timings.searchBannerWaitMs);
    const release = holdBanner();
    const answer = recordResultsAnswer();
    renderWithProviders(<AppRoutes />, { route: '/search?query=kaffee' });
    await waitFor(() => expect(answer.in).toBe(true));
    await act(() => wait(50));
    expect(results()).not.toBeInTheDocument();
    // Not even the results' loader, which the banner would push down.
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument();

    release();
    // Patience for a busy machine (jest runs five files side by side): the order is what is tested.
    const heading = await screen.findByRole('heading', { level: 2, name: 'Produkte zu „kaffee“' });
    const banner = await screen.findByRole('button', { name: 'Code TRAUM15 kopieren' });
    expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the results after the wait when the banner is late, and leaves the late banner out', async () => {
    jest.replaceProperty(timings, 'searchBannerWaitMs', 100 as typeof timings.searchBannerWaitMs);
    const release = holdBanner();
    renderWithProviders(<AppRoutes />, { route: '/search?query=kaffee' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Produkte zu „kaffee“' })).toBeVisible();
    expect(copyButton()).not.toBeInTheDocument();

    release();
    await settleNetwork();
    expect(copyButton()).not.toBeInTheDocument();
    expect(results()).toBeVisible();
  });
});
