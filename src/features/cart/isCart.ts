import type { Cart } from './types';

const lists = [
  'articles',
  'freeArticles',
  'giftCards',
  'partnerProducts',
  'subscriptions',
  'defectiveArticles',
  'defectiveGiftCards',
  'defectivePartnerProducts',
  'defectiveSubscriptions',
] as const;

/** A cart read from local storage or another tab is checked before it is shown. */
export function isCart(value: unknown): value is Cart {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return typeof candidate.numberOfArticles === 'number' && lists.every((list) => Array.isArray(candidate[list]));
}
