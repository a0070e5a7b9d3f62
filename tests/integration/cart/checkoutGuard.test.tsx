import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { seedCart } from '../../../mocks/data/cartCatalogue';
import { server } from '../../../mocks/node';
import { endpoints } from '../../../src/config/endpoints';
import { openMiniCart } from '../../support/cart';

/*
 * header-search-cart.md 4: "Checkout may proceed only when … no defective articles, gift cards,
 * partner products or subscriptions, and no article … NOT_AVAILABLE or SOLDOUT." The cart answers
 * below come in shapes the mock service never sends: the lenient reading must show what it can
 * and never open checkout for a cart the service calls unsellable (docs/decisions.md, "A guard
 * reads leniently and counts what it cannot read").
 */

const warnsAbout = (...patterns: RegExp[]) => globalThis.expectConsoleWarnings?.(patterns);
const unreadableEntry = /^an entry of a list that guards checkout does not parse/;

/** The DE seed cart with every id a number, as a service typed in another language might send it. */
function numericIds() {
  const cart = seedCart('DE');
  const number = (id: string) => Number(id.replace(/\D/g, '')) || 1;
  return {
    ...cart,
    articles: cart.articles.map((a) => ({ ...a, productId: number(a.productId), tcm: number(a.tcm) })),
    freeArticles: cart.freeArticles.map((a) => ({ ...a, productId: number(a.productId), tcm: number(a.tcm) })),
    giftCards: cart.giftCards.map(({ article }) => ({
      article: { ...article, productId: number(article.productId), tcm: number(article.tcm) },
    })),
    partnerProducts: cart.partnerProducts.map((p) => ({ ...p, partnerProductId: number(p.partnerProductId) })),
    subscriptions: cart.subscriptions.map((s) => ({
      ...s,
      subscriptionConfigurationId: number(s.subscriptionConfigurationId),
    })),
  };
}

function answerCart(cart: object) {
  server.use(http.get(endpoints.cart, () => HttpResponse.json({ cart })));
}

const checkout = (panel: HTMLElement) => within(panel).getByRole('button', { name: 'Zur Kasse' });

it('shows every line of a cart whose ids are numbers, and lets it check out', async () => {
  const seeded = seedCart('DE');
  answerCart(numericIds());
  const { panel } = await openMiniCart();
  for (const title of seeded.articles.map((a) => a.title!)) {
    expect(within(panel).getByText(title)).toBeVisible();
  }
  expect(within(panel).getByText(seeded.partnerProducts[0]!.title!)).toBeVisible();
  expect(within(panel).getByText(seeded.subscriptions[0]!.title!)).toBeVisible();
  expect(checkout(panel)).toBeEnabled();
});

it('removes a line whose ids came as numbers by its ids as text', async () => {
  const cart = numericIds();
  answerCart(cart);
  const sent: unknown[] = [];
  server.use(
    http.post(endpoints.cart, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ cart: { ...cart, articles: cart.articles.slice(1) } });
    }),
  );
  const { panel, user } = await openMiniCart();
  const first = [...cart.articles].sort((a, b) => a.title!.localeCompare(b.title!, 'de'))[0]!;
  await user.click(within(panel).getByRole('button', { name: new RegExp(`${first.title!}.*entfernen`) }));
  expect(sent).toEqual([{ setArticle: { productId: String(first.productId), tcm: String(first.tcm), quantity: 0 } }]);
});

it.each([
  ['an object with its code', { code: 'SOLDOUT' }],
  ['an object with its status', { status: 'NOT_AVAILABLE' }],
  ['another spelling', 'sold-out'],
  ['lower case', 'not_available'],
  ['false', false],
])('keeps checkout closed for a defective article whose availability is %s', async (_shape, availability) => {
  const cart = numericIds();
  const [first, ...others] = cart.articles;
  answerCart({ ...cart, articles: [{ ...first, availability }, ...others] });
  const { panel } = await openMiniCart();
  // The line shows, marked, and the shopper is told why checkout is closed.
  expect(within(panel).getByText(first!.title!)).toBeVisible();
  expect(within(panel).getByText(/Ausverkaufte oder nicht verfügbare Artikel/)).toBeVisible();
  expect(checkout(panel)).toBeDisabled();
});

it.each([
  ['a number', 3],
  ['an object without a text', { level: 0 }],
  ['a list', ['SOLDOUT']],
])('keeps checkout closed for an availability it cannot read (%s)', async (_shape, availability) => {
  warnsAbout(/^cart article availability: a shape that cannot be read/);
  const cart = seedCart('DE');
  const [first, ...others] = cart.articles;
  answerCart({ ...cart, articles: [{ ...first, availability }, ...others] });
  const { panel } = await openMiniCart();
  expect(within(panel).getByText(first!.title!)).toBeVisible();
  expect(checkout(panel)).toBeDisabled();
});

it('keeps checkout open for an availability that blocks nothing, in any shape', async () => {
  const cart = seedCart('DE');
  const [first, second, ...others] = cart.articles;
  answerCart({
    ...cart,
    articles: [{ ...first, availability: { code: 'AVAILABLE' } }, { ...second, availability: true }, ...others],
  });
  const { panel } = await openMiniCart();
  expect(checkout(panel)).toBeEnabled();
});

it.each([
  ['defectiveArticles', { hint: 'Nicht mehr lieferbar' }],
  ['defectiveGiftCards', { article: null }],
  ['defectivePartnerProducts', { partnerProductId: { id: 'P-9' } }],
  ['defectiveSubscriptions', { title: 'Kaffee-Abo' }],
])('keeps checkout closed when an entry of %s cannot be read', async (list, entry) => {
  warnsAbout(unreadableEntry);
  answerCart({ ...numericIds(), [list]: [entry] });
  const { panel } = await openMiniCart();
  // What can be read still shows; the shopper is told something needs attention.
  expect(within(panel).getByText(seedCart('DE').articles[0]!.title!)).toBeVisible();
  expect(within(panel).getByText('Es sind Fehler aufgetreten. Bitte beachten Sie die Hinweise unten.')).toBeVisible();
  expect(checkout(panel)).toBeDisabled();
});

it('keeps checkout closed when an article it cannot read may be the sold-out one', async () => {
  warnsAbout(unreadableEntry);
  const cart = seedCart('DE');
  answerCart({ ...cart, articles: [...cart.articles, { title: 'Ohne Nummer', availability: 'SOLDOUT' }] });
  const { panel } = await openMiniCart();
  expect(within(panel).getByText(cart.articles[0]!.title!)).toBeVisible();
  expect(within(panel).queryByText('Ohne Nummer')).not.toBeInTheDocument();
  expect(checkout(panel)).toBeDisabled();
});

it('shows a defective article without a title under its id, and keeps checkout closed', async () => {
  const cart = numericIds();
  answerCart({ ...cart, defectiveArticles: [{ productId: 4711, tcm: 1, quantity: { quantity: 1 } }] });
  const { panel } = await openMiniCart();
  const defective = within(panel).getByRole('region', { name: 'Nicht bestellbar' });
  expect(within(defective).getByText('Artikel')).toBeVisible();
  expect(within(defective).getByRole('button', { name: 'Artikel entfernen' })).toBeEnabled();
  expect(checkout(panel)).toBeDisabled();
  expect(screen.queryByText(/kann gerade nicht angezeigt werden/)).not.toBeInTheDocument();
});
