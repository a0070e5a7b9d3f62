import type { Cart } from './types';

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const has =
  (key: string, check: (value: unknown) => boolean): Check =>
  (value) =>
    isObject(value) && check(value[key]);
const isString = (value: unknown) => typeof value === 'string';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const all =
  (...checks: Check[]): Check =>
  (value) =>
    checks.every((check) => check(value));

const isOptional =
  (key: string, check: (value: unknown) => boolean): Check =>
  (value) =>
    isObject(value) && (value[key] === undefined || check(value[key]));

const isArticle = all(has('productId', isString), has('title', isString), has('quantity', has('quantity', isNumber)));
const isGiftCard = has('article', isArticle);
// Spec §3 names only the ids and the quantity of partner products and subscriptions.
const isPartnerProduct = all(
  has('partnerProductId', isString),
  isOptional('title', isString),
  has('totalQuantity', isNumber),
);
const isSubscription = all(has('subscriptionConfigurationId', isString), isOptional('title', isString));

const lists: Record<Exclude<keyof Cart, 'numberOfArticles'>, Check> = {
  articles: isArticle,
  freeArticles: isArticle,
  giftCards: isGiftCard,
  partnerProducts: isPartnerProduct,
  subscriptions: isSubscription,
  defectiveArticles: isArticle,
  defectiveGiftCards: isGiftCard,
  defectivePartnerProducts: isPartnerProduct,
  defectiveSubscriptions: isSubscription,
};

/**
 * A cart read from local storage or another tab is checked item by item before it is shown: the
 * key is shared by every page of the origin, and a malformed copy must not take the page down.
 */
export function isCart(value: unknown): value is Cart {
  if (!isObject(value) || !isNumber(value.numberOfArticles)) return false;
  return Object.entries(lists).every(([list, check]) => {
    const items = value[list];
    return Array.isArray(items) && items.every(check);
  });
}
