import { screen } from '@testing-library/react';
import { CartIcon } from '../../src/features/cart';
import { text } from './messages';
import { settleNetwork } from './network';
import { renderWithProviders, type ProviderOptions } from './renderWithProviders';

/** Renders the header's cart, opens the mini cart by its toggle, and waits for the service. */
export async function openMiniCart(options: ProviderOptions = {}) {
  const view = renderWithProviders(<CartIcon />, options);
  const toggle = screen.getByRole('button', { name: text(options.site ?? 'DE', 'cart.mini.toggle') });
  await view.user.click(toggle);
  await settleNetwork();
  // The panel is what the toggle's aria-controls names, as a screen reader finds it.
  // eslint-disable-next-line testing-library/no-node-access -- the disclosure panel has no role of its own
  const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  return { ...view, toggle, panel };
}
