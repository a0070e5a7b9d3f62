import type { ReactNode } from 'react';
import { AppBanner } from '../features/appBanner';
import { SiteFooter } from '../features/footer';
import { ReducedHeader } from '../features/header';
import { headerPromotionId, PromotionArea } from '../features/promotions';
import { mainId, PageMain } from './PageMain';
import { SlotBoundary } from './SlotBoundary';

/**
 * The frame of the checkout's pages: the reduced header (logo, the 'secured purchase' hint, the
 * header's promotion, sticky, a back button), and no navigation, search, icons or app banner; the checkout's footer, without the groups
 * flagged hideGroupInCheckout and without the newsletter.
 */
export function ReducedPageFrame({ children }: { children: ReactNode }) {
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
