export {
  promotionsSlice,
  legalTextClosed,
  promotionWaitEnded,
  promotionHeldBack,
  selectLegalTextOpen,
  selectPromotionWait,
  type PromotionWait,
} from './promotionSlice';
export { addPromotionListeners } from './promotionListeners';
export { PromotionArea } from './components/PromotionArea';
export { awaitPromotion, awaitHeaderPromotion, headerPromotionId } from './preloadPromotion';
