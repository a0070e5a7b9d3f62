export { promotionsSlice, legalTextClosed, selectLegalTextOpen } from './promotionSlice';
export { addPromotionListeners } from './promotionListeners';
export { PromotionArea } from './components/PromotionArea';
export { preloadPromotion, headerPromotionId } from './preloadPromotion';
export { fetchContent } from './fetchContent';
export { parseContentAnswer, type ContentRefusal } from './parseContentAnswer';
