export {
  promotionsSlice,
  legalTextClosed,
  promotionWaitEnded,
  selectLegalTextOpen,
  selectPromotionWait,
  type PromotionWait,
} from './promotionSlice';
export { addPromotionListeners } from './promotionListeners';
export { PromotionArea } from './components/PromotionArea';
export { preloadPromotion, awaitPromotion, awaitHeaderPromotion, headerPromotionId } from './preloadPromotion';
export { fetchContent } from './fetchContent';
export { parseContentAnswer, type ContentRefusal } from './parseContentAnswer';
/** The text primitives of content published through the promotion service (the footers use them). */
export { text as contentText, optionalText as optionalContentText } from './types';
