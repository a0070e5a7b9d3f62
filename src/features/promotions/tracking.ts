import { pushToDataLayer } from '../../lib/dataLayer';

/** The four promotion clicks of header-search-cart.md 7. */
export type PromotionAction = 'click' | 'copy' | 'open legal' | 'click cta';

const clickTypes: Partial<Record<PromotionAction, string>> = {
  click: 'internal_link',
  copy: 'copy',
  'open legal': 'open_legal',
};

export interface PromotionTracking {
  readonly promotionId: string;
  /** The page context of the custom event; the search results page says SEARCH. */
  readonly specification?: 'SEARCH';
}

/**
 * Every promotion click is a `ga_event`; a link click, a copy and opening the legal text are also
 * a custom `promotion_click` with its `click_type` (and `specification` where the page has one).
 */
export function trackPromotion(
  action: PromotionAction,
  label: string,
  { promotionId, specification }: PromotionTracking,
) {
  pushToDataLayer({
    event: 'ga_event',
    eventCategory: 'promotion',
    eventAction: action,
    eventLabel: label,
    promotionId,
  });
  const clickType = clickTypes[action];
  if (clickType) {
    pushToDataLayer({
      event: 'promotion_click',
      click_type: clickType,
      promotionId,
      ...(specification && { specification }),
    });
  }
}
