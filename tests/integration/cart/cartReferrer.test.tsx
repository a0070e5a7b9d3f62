import { within } from '@testing-library/react';
import { seedCart } from '../../../mocks/data/cartCatalogue';
import { sendOnLeaving } from '../../../src/api/baseApi';
import { endpoints } from '../../../src/config/endpoints';
import { openMiniCart } from '../../support/cart';
import { settleNetwork } from '../../support/network';

/*
 * docs/decisions.md, "Every POST sends an empty referrer": the cart's change call goes through the
 * POST helper of newsletter-footer-preview.md 7 like every other POST, and so does its copy sent
 * as the page goes away.
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

it("sends the cart's change with an empty referrer", async () => {
  const posts = recordCartPosts();
  const { panel, user } = await openMiniCart();
  const title = [...seedCart('DE').articles.map((a) => a.title!)].sort((a, b) => a.localeCompare(b, 'de'))[0]!;
  await user.click(within(panel).getByRole('button', { name: `${title} entfernen` }));
  await settleNetwork();
  expect(posts()).toEqual(['no-referrer']);
});

it('sends a change on leaving with an empty referrer', () => {
  const posts = recordCartPosts();
  sendOnLeaving(endpoints.cart, { deleteSubscription: { subscriptionId: 'S-1' } }, { site: 'DE' });
  expect(posts()).toEqual(['no-referrer']);
});
