import { act, within } from '@testing-library/react';
import { settleNetwork } from '../../support/network';
import { answerNavigation, bar, flyoutOf, item, renderNavigation } from '../../support/navigation';

type FlyoutChunk = typeof import('../../../src/features/navigation/components/FlyoutContent');

// The flyouts' chunk is held on its way, as on a slow network, until the test lets it arrive: its
// contents suspend until then, so the bar shows what it shows while the download runs. (The chunk's
// loader, flyoutChunk.ts, is in the module registry before a jest.mock of it could count: the tests'
// setup imports the app's routes, and with them the bar.)
const mockHeld = { arrival: Promise.resolve(), arrive: () => {} };
jest.mock('../../../src/features/navigation/components/FlyoutContent', () => {
  const actual = jest.requireActual<FlyoutChunk>('../../../src/features/navigation/components/FlyoutContent');
  const { createElement, use } = jest.requireActual<typeof import('react')>('react');
  return {
    FlyoutContent: (props: Parameters<FlyoutChunk['FlyoutContent']>[0]) => {
      use(mockHeld.arrival);
      return createElement(actual.FlyoutContent, props);
    },
  };
});

beforeEach(() => {
  mockHeld.arrival = new Promise<void>((resolve) => (mockHeld.arrive = resolve));
  jest.useFakeTimers();
  answerNavigation();
});
afterEach(() => {
  jest.useRealTimers();
});

const arrive = () =>
  act(async () => {
    mockHeld.arrive();
    await mockHeld.arrival;
  });

it('a keyboard shopper who presses Enter and Tab at once waits in the flyout, and is on its first link when the links come', async () => {
  const { user } = renderNavigation();
  await settleNetwork();
  item('Kaffee').focus();
  await user.keyboard('{Enter}');
  expect(item('Kaffee')).toHaveAttribute('aria-expanded', 'true');
  const flyout = flyoutOf(item('Kaffee'));

  await user.tab();
  expect(within(flyout).getByRole('button', { name: 'Menü schließen' })).toHaveFocus();
  // The chunk has not come: the next Tab stays in the flyout, on what says it is loading.
  await user.tab();
  expect(item('Küche')).not.toHaveFocus();
  expect(within(flyout).getByRole('status', { name: 'Menü wird geladen' })).toHaveFocus();

  await settleNetwork();
  expect(within(flyout).queryByRole('link')).not.toBeInTheDocument();
  await arrive();
  await settleNetwork();
  expect(within(flyout).getByRole('link', { name: 'Alles in Kaffee' })).toHaveFocus();
  await user.tab();
  expect(within(flyout).getByRole('button', { name: 'Bohnen' })).toHaveFocus();
});

it('a shopper who tabbed on past the loading flyout is not pulled back when its links come', async () => {
  const { user } = renderNavigation();
  await settleNetwork();
  item('Küche').focus();
  // (Inside an awaited act: the chunk came for the first test, so now the contents suspend at once.)
  await act(() => user.keyboard('{Enter}'));
  // The close icon, the loading status, then on to the next item.
  await user.tab();
  await user.tab();
  await user.tab();
  const giftCards = within(bar()).getByRole('link', { name: 'Geschenkkarten' });
  expect(giftCards).toHaveFocus();

  await arrive();
  await settleNetwork();
  expect(within(flyoutOf(item('Küche'))).getByRole('link', { name: 'Alles in Küche' })).toBeVisible();
  expect(giftCards).toHaveFocus();
});
