import { within } from '@testing-library/react';
import { seedCart } from '../../../mocks/data/cartCatalogue';
import { sendOnLeaving } from '../../../src/api/baseApi';
import { endpoints } from '../../../src/config/endpoints';
import { openMiniCart } from '../../support/cart';
import { settleNetwork } from '../../support/network';

/*
 * docs/decisions.md, "The cart's change keeps the page's referrer": the empty referrer is the rule
 * of newsletter-footer-preview.md 7's POST helper; the cart's change (header-search-cart.md, which
 * names no such rule) tells the cart service which page, and so which site, it came from.
 */

/** The referrer policy of every POST to the cart, as handed to the browser's fetch. */
function recordCartPosts() {
  const fetchSpy = jest.spyOn(globalThis, 'fetch');
  fetchSpy.mockClear();
  return () =>
    fetchSpy.mock.calls.flatMap(([input, init]) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      return request.method === 'POST' && new URL(request.url).pathname === endpoints.cart
        ? [request.referrerPolicy]
        : [];
    });
}

it("sends the cart's change with the page's referrer (the browser's default policy)", async () => {
  const posts = recordCartPosts();
  const { panel, user } = await openMiniCart();
  const title = [...seedCart('DE').articles.map((a) => a.title!)].sort((a, b) => a.localeCompare(b, 'de'))[0]!;
  await user.click(within(panel).getByRole('button', { name: `${title} entfernen` }));
  await settleNetwork();
  expect(posts()).toEqual(['']);
});

it('sends a change on leaving with the page’s referrer too', () => {
  const posts = recordCartPosts();
  sendOnLeaving(endpoints.cart, { deleteSubscription: { subscriptionId: 'S-1' } }, { site: 'DE' });
  expect(posts()).toEqual(['']);
});
