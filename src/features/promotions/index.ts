export { promotionsSlice, legalTextClosed, selectLegalTextOpen } from './promotionSlice';
export { addPromotionListeners } from './promotionListeners';
export { PromotionArea } from './components/PromotionArea';
