import { screen } from '@testing-library/react';
import { openMiniCart } from '../../support/cart';
import { text } from '../../support/messages';
import { settleNetwork } from '../../support/network';

// The mini cart's contents are a chunk of their own (LazyCartContents). A phone that loses the
// connection before the chunk arrives gets the cart's read error in the panel, not a blank one,
// and the next opening of the panel tries the download again.
const mockChunk = { fails: true };
jest.mock('../../../src/features/cart/components/CartContents', () => {
  if (mockChunk.fails) throw new Error('Loading chunk cart-contents failed.');
  return jest.requireActual('../../../src/features/cart/components/CartContents');
});

it('says the cart cannot be shown when the chunk fails, and loads it when the panel opens again', async () => {
  const { panel, toggle, user } = await openMiniCart();
  expect(panel).toBeVisible();
  expect(await screen.findByText(text('DE', 'cart.error.read'))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: / entfernen$/ })).not.toBeInTheDocument();

  // The connection is back: closing and opening the panel downloads the chunk again.
  mockChunk.fails = false;
  await user.click(toggle);
  await user.click(toggle);
  await settleNetwork();
  expect((await screen.findAllByRole('button', { name: / entfernen$/ })).length).toBeGreaterThan(0);
  expect(screen.queryByText(text('DE', 'cart.error.read'))).not.toBeInTheDocument();
});
