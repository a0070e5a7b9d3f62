import { Outlet } from 'react-router';
import { AppBanner } from '../features/appBanner';
import { ReducedHeader } from '../features/header';
import { headerPromotionId, PromotionArea } from '../features/promotions';
import { PageMain } from './PageMain';
import { SlotBoundary } from './SlotBoundary';

/**
 * The frame of the checkout's pages: the reduced header (logo, the 'secured purchase' hint, the
 * header's promotion, sticky, a back button), and no navigation, search, icons or app banner.
 */
export function ReducedPageFrame() {
  return (
    <>
      <SlotBoundary>
        <AppBanner reducedHeader />
      </SlotBoundary>
      <header>
        <ReducedHeader
          securedPurchase
          sticky
          promotion={
            <SlotBoundary>
              <PromotionArea promotionId={headerPromotionId} />
            </SlotBoundary>
          }
        />
      </header>
      <PageMain id="main" tabIndex={-1}>
        <SlotBoundary>
          <Outlet />
        </SlotBoundary>
      </PageMain>
    </>
  );
}
