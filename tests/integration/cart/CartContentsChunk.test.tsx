import { screen } from '@testing-library/react';
import { text } from '../../support/messages';

// The mini cart's contents are a chunk of their own (LazyCartContents). A phone that loses the
// connection before the chunk arrives gets the cart's read error in the panel, not a blank one.
jest.mock('../../../src/features/cart/components/CartContents', () => {
  throw new Error('Loading chunk cart-contents failed.');
});

it('says the cart cannot be shown when the chunk of its contents fails to load', async () => {
  // Required after the mock is in place, as the page's chunk loader would be.
  const { openMiniCart } = jest.requireActual<typeof import('../../support/cart')>('../../support/cart');
  const { panel } = await openMiniCart();
  expect(panel).toBeVisible();
  expect(await screen.findByText(text('DE', 'cart.error.read'))).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: / entfernen$/ })).not.toBeInTheDocument();
});
