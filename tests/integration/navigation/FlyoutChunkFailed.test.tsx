import { act, within } from '@testing-library/react';
import { timings } from '../../../src/config/timings';
import { settleNetwork } from '../../support/network';
import { answerNavigation, flyoutOf, item, renderNavigation } from '../../support/navigation';

type FlyoutChunk = typeof import('../../../src/features/navigation/components/FlyoutContent');

// The flyouts' chunk fails to download while `mockNetwork.down` holds: its module throws when it
// is loaded, as an `import()` rejects on a dropped connection, and is loaded again on the next try
// (jest keeps no module whose factory threw). `mockNetwork.tries` counts the downloads asked for.
const mockNetwork = { down: true, tries: 0 };
jest.mock('../../../src/features/navigation/components/FlyoutContent', () => {
  mockNetwork.tries += 1;
  if (mockNetwork.down) throw new Error('ChunkLoadError: Loading chunk navigation-flyouts failed.');
  return jest.requireActual<FlyoutChunk>('../../../src/features/navigation/components/FlyoutContent');
});

beforeEach(() => {
  jest.useFakeTimers();
  answerNavigation();
});
afterEach(() => jest.useRealTimers());

const unavailable = 'Dieses Menü kann gerade nicht angezeigt werden. Bitte versuchen Sie es später noch einmal.';

it('a failed download still offers the category page, and the next opening tries again and shows the flyout', async () => {
  const { user } = renderNavigation();
  await settleNetwork();

  // The pointer on the bar asks for the chunk (the first try fails); the opening asks again once
  // the back-off has passed, and that fails too.
  await user.click(item('Kaffee'));
  await settleNetwork();
  expect(mockNetwork.tries).toBe(1);
  await act(() => jest.advanceTimersByTimeAsync(timings.flyoutOpenDelayMs));
  let flyout = flyoutOf(item('Kaffee'));
  expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
  expect(within(flyout).getByRole('status', { name: 'Menü wird geladen' })).toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(timings.chunkRetryBackoffMs));
  await settleNetwork();
  expect(mockNetwork.tries).toBe(2);
  expect(within(flyout).getByText(unavailable)).toBeVisible();
  // The shopper can still reach the category: its own page is the flyout's link.
  expect(within(flyout).getByRole('link', { name: 'Alles in Kaffee' })).toHaveAttribute('href', '/c/coffee');
  // And a keyboard shopper reaches it: past the close icon, the link.
  item('Kaffee').focus();
  await user.tab();
  await user.tab();
  expect(within(flyout).getByRole('link', { name: 'Alles in Kaffee' })).toHaveFocus();
  item('Kaffee').focus();

  // Closed and opened again at once by keyboard, on a network that is back: the back-off holds
  // the new try.
  mockNetwork.down = false;
  await user.keyboard('{Enter}');
  expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'false');
  await user.keyboard('{Enter}');
  expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
  await settleNetwork();
  expect(mockNetwork.tries).toBe(2);
  await act(() => jest.advanceTimersByTimeAsync(timings.chunkRetryBackoffMs));
  await settleNetwork();
  expect(mockNetwork.tries).toBe(3);
  flyout = flyoutOf(item('Kaffee'));
  expect(within(flyout).queryByText(unavailable)).not.toBeInTheDocument();
  expect(within(flyout).getByRole('button', { name: 'Bohnen' })).toBeVisible();

  // Another flyout uses the chunk that came: no download, no message.
  await user.click(item('Küche'));
  await act(() => jest.advanceTimersByTimeAsync(timings.flyoutOpenDelayMs));
  await settleNetwork();
  expect(within(flyoutOf(item('Küche'))).getByRole('link', { name: 'Pfannen' })).toBeVisible();
  expect(mockNetwork.tries).toBe(3);
});
