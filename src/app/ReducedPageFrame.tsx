import type { ReactNode } from 'react';
import { AppBanner } from '../features/appBanner';
import { SiteFooter } from '../features/footer';
import { ReducedHeader } from '../features/header';
import { headerPromotionId, PromotionArea } from '../features/promotions';
import { mainId, PageMain } from './PageMain';
import { useLeftFirstPage } from './routing';
import { SlotBoundary } from './SlotBoundary';

/**
 * The frame of the checkout's pages: the reduced header (logo, the 'secured purchase' hint, the
 * header's promotion, sticky, a back button), and no navigation, search, icons or app banner; the checkout's footer, without the groups
 * flagged hideGroupInCheckout and without the newsletter.
 */
export function ReducedPageFrame({ children }: { children: ReactNode }) {
  // The header's banner held back on a page the build prerendered shows on the visit's next page
  // (the reduced header stays in view: there is no moment before that where it moves nothing).
  const heldBannerMayShow = useLeftFirstPage();
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
              <PromotionArea promotionId={headerPromotionId} heldMayShow={heldBannerMayShow} />
            </SlotBoundary>
          }
        />
      </header>
      <PageMain id={mainId} tabIndex={-1}>
        <SlotBoundary>{children}</SlotBoundary>
      </PageMain>
      <footer>
        <SlotBoundary>
          <SiteFooter checkout showNewsletter={false} preview />
        </SlotBoundary>
      </footer>
    </>
  );
}
