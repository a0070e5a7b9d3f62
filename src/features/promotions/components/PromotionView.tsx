import type { PromotionTracking } from '../tracking';
import type { Promotion } from '../types';
import { CategoryBanner } from './CategoryBanner';
import { HeaderBenefits } from './HeaderBenefits';
import { PiBlock } from './PiBlock';
import { TopBanner } from './TopBanner';

/** A checked promotion shown as its type: the promotions chunk's entry for the page. */
export function PromotionView({ promotion, tracking }: { promotion: Promotion; tracking: PromotionTracking }) {
  switch (promotion.type) {
    case 'ApiHeaderBenefitsPromotion':
      return <HeaderBenefits content={promotion.content} tracking={tracking} />;
    case 'ApiTopBannerPromotion':
      return <TopBanner content={promotion.content} tracking={tracking} />;
    case 'ApiPiPromotion':
      return <PiBlock content={promotion.content} tracking={tracking} />;
    case 'ApiCategory':
      return <CategoryBanner content={promotion.content} tracking={tracking} />;
  }
}
