import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { isSiteCode, type SiteCode } from '../../src/config/sites';
import type { Cart, CartChange, CartErrorResponse, CartResponse } from '../../src/features/cart/types';
import { cartChangeErrorCodes, cartReadErrorCodes } from '../../src/features/cart/types';
import {
  cartLimit,
  cartSeeds,
  catalogueArticles,
  itemLimit,
  scarceProductId,
  scarceStock,
  seedCart,
  withCount,
  type CartSeed,
} from '../data/cartCatalogue';
import { scenarioFor, withScenario } from '../scenarios';

/**
 * A stateful cart service: one cart per site, changed by the five bodies, with the service's
 * limits. Scenarios:
 * - `cart`: a seed (standard, empty, single, count99, count100, defective, soldOut, untitled), a read error code
 *   (CARTSTORAGE_UNAVAILABLE, ...), or a generic scenario (error, network, hang, slow);
 * - `cartChange`: a change error code (CART_LIMIT, ITEM_LIMIT, AVAILABILITY_LIMIT, ...),
 *   `notModified` (304), `reverse` (answers overtake each other: each change is applied when it
 *   arrives, but its answer waits up to 1.5 s, and a change arriving meanwhile is answered first),
 *   or a generic scenario;
 * - `site`: which site's catalogue to use when the page's address does not say.
 */
const carts = new Map<SiteCode, Cart>();

/** The cart the service holds for a site now: what a test compares the screen with. */
export function serviceCart(site: SiteCode): Cart | undefined {
  return carts.get(site);
}

export function resetCartService(): void {
  carts.clear();
  heldAnswer = undefined;
}

function siteOf(request: Request, cookies: Record<string, string>): SiteCode {
  const fromScenario = scenarioFor('site', cookies);
  if (isSiteCode(fromScenario)) return fromScenario;
  // The service worker sees the page in `referrer`; behind the preview server only the Referer
  // header has it (the request object there says about:client).
  const page = [request.headers.get('referer'), request.referrer].find((address) => address?.startsWith('http'));
  const site = page ? new URL(page).searchParams.get('site')?.toUpperCase() : undefined;
  return isSiteCode(site) ? site : 'DE';
}

function cartFor(site: SiteCode, cookies: Record<string, string>): Cart {
  const seed = scenarioFor('cart', cookies);
  const existing = carts.get(site);
  if (existing) return existing;
  const cart = seedCart(site, cartSeeds.includes(seed as CartSeed) ? (seed as CartSeed) : 'standard');
  carts.set(site, cart);
  return cart;
}

/** `cartChange:reverse`: how long an answer waits for a later change to overtake it. */
export const reverseHoldMs = 1500;
let heldAnswer: (() => void) | undefined;

/** Resolves when this answer may go: a held earlier answer is let go just after this one. */
async function answerInReverseOrder(): Promise<void> {
  const earlier = heldAnswer;
  if (earlier) {
    heldAnswer = undefined;
    setTimeout(earlier, 50);
    return;
  }
  await new Promise<void>((resolve) => {
    heldAnswer = resolve;
    setTimeout(() => {
      if (heldAnswer === resolve) heldAnswer = undefined;
      resolve();
    }, reverseHoldMs);
  });
}

const refuse = (error: string, limit?: number, status = 400) =>
  HttpResponse.json<CartErrorResponse>(limit === undefined ? { error } : { error, limit }, { status });

function applyChange(cart: Cart, change: CartChange, site: SiteCode): Cart | Response {
  const next = structuredClone(cart);
  if ('setArticle' in change) {
    const { productId, quantity } = change.setArticle;
    if (quantity > itemLimit) return refuse('ITEM_LIMIT', itemLimit);
    if (productId === scarceProductId && quantity > scarceStock) return refuse('AVAILABILITY_LIMIT', scarceStock);
    const index = next.articles.findIndex((article) => article.productId === productId);
    if (quantity === 0) {
      if (index >= 0) next.articles.splice(index, 1);
      next.defectiveArticles = next.defectiveArticles.filter((article) => article.productId !== productId);
    } else if (index >= 0) {
      next.articles[index]!.quantity.quantity = quantity;
    } else {
      const known = catalogueArticles(site).find((article) => article.productId === productId);
      if (!known) return refuse('PRODUCTDATA_UNAVAILABLE');
      next.articles.push({ ...known, quantity: { quantity } });
    }
    if (withCount(next).numberOfArticles > cartLimit) return refuse('CART_LIMIT', cartLimit);
  } else if ('setFreeArticle' in change) {
    const { productId, campaignId, remove } = change.setFreeArticle;
    next.freeArticles = next.freeArticles.filter((a) => !(a.productId === productId && a.campaignId === campaignId));
    if (!remove) {
      const known = catalogueArticles(site).find((a) => a.productId === productId && a.campaignId === campaignId);
      if (!known) return refuse('PRODUCTDATA_UNAVAILABLE');
      next.freeArticles.push(known);
    }
  } else if ('setGiftCard' in change) {
    const { productId, set } = change.setGiftCard;
    next.giftCards = next.giftCards.filter((card) => card.article.productId !== productId);
    next.defectiveGiftCards = next.defectiveGiftCards.filter((card) => card.article.productId !== productId);
    if (set) {
      const known = catalogueArticles(site).find((a) => a.productId === productId);
      if (!known) return refuse('PRODUCTDATA_UNAVAILABLE');
      next.giftCards.push({ article: known });
    }
  } else if ('setPartnerProduct' in change) {
    const { partnerProductId, set } = change.setPartnerProduct;
    const seeded = seedCart(site).partnerProducts.find((p) => p.partnerProductId === partnerProductId);
    next.partnerProducts = next.partnerProducts.filter((p) => p.partnerProductId !== partnerProductId);
    next.defectivePartnerProducts = next.defectivePartnerProducts.filter(
      (p) => p.partnerProductId !== partnerProductId,
    );
    if (set && seeded) next.partnerProducts.push(seeded);
  } else if ('deleteSubscription' in change) {
    const { subscriptionId } = change.deleteSubscription;
    next.subscriptions = next.subscriptions.filter((s) => s.subscriptionConfigurationId !== subscriptionId);
    next.defectiveSubscriptions = next.defectiveSubscriptions.filter(
      (s) => s.subscriptionConfigurationId !== subscriptionId,
    );
  } else {
    return refuse('UNKNOWN');
  }
  return withCount(next);
}

const isOneBody = (body: unknown): body is CartChange =>
  typeof body === 'object' && body !== null && Object.keys(body).length === 1;

export const cartHandlers = [
  http.get(
    endpoints.cart,
    withScenario('cart', ({ request, cookies }, variant) => {
      if ((cartReadErrorCodes as readonly string[]).includes(variant ?? '')) return refuse(variant!, undefined, 503);
      return HttpResponse.json<CartResponse>({ cart: cartFor(siteOf(request, cookies), cookies) });
    }),
  ),
  http.post(
    endpoints.cart,
    withScenario('cartChange', async ({ request, cookies }, variant) => {
      const body: unknown = await request.json();
      if (!isOneBody(body)) return refuse('UNKNOWN');
      if (variant === 'notModified') return new HttpResponse(null, { status: 304 });
      if ((cartChangeErrorCodes as readonly string[]).includes(variant ?? '')) {
        const limit = { CART_LIMIT: cartLimit, ITEM_LIMIT: itemLimit, AVAILABILITY_LIMIT: scarceStock }[variant!];
        return refuse(variant!, limit);
      }
      const site = siteOf(request, cookies);
      const result = applyChange(cartFor(site, cookies), body, site);
      if (result instanceof Response) return result;
      carts.set(site, result);
      if (variant === 'reverse') await answerInReverseOrder();
      return HttpResponse.json<CartResponse>({ cart: result });
    }),
  ),
];
