import styled from '@emotion/styled';
import { Outlet } from 'react-router';
import { AppBanner } from '../features/appBanner';
import { ReducedHeader } from '../features/header';
import { headerPromotionId, PromotionArea } from '../features/promotions';
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
      <Main id="main" tabIndex={-1}>
        <SlotBoundary>
          <Outlet />
        </SlotBoundary>
      </Main>
    </>
  );
}

const Main = styled.main(({ theme }) => ({
  flex: 1,
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: theme.space(4),
  ':focus': { outline: 'none' },
}));
