import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useEffect, useRef, type ReactNode } from 'react';
import { pagePaths } from '../config/endpoints';
import { CartIcon } from '../features/cart';
import { SiteFooter } from '../features/footer';
import { HeaderBar } from '../features/header';
import { UserMenu } from '../features/greeting';
import { AppBanner } from '../features/appBanner';
import { NavigationBar, selectOpenItem } from '../features/navigation';
import { headerPromotionId, PromotionArea } from '../features/promotions';
import { HeaderSearch } from '../features/search';
import { useAppSelector } from './hooks';
import { pageMessages } from './messages';
import { selectScroll } from './platform';
import { mainId, PageMain } from './PageMain';
import { useAddress, useIsOnPath, useLeftFirstPage } from './routing';
import { LazyNewsletterSignUp } from './pages/LazyNewsletter';
import { SlotBoundary } from './SlotBoundary';

/**
 * A client-side navigation is announced as a page load would be: the new page's <title> names it
 * (DemoPage), and focus goes to its main heading, so a screen reader reads where the shopper is
 * and the header's search field lets go (its panel and its widened overlay close).
 */
function useFocusHeadingOnNavigation() {
  const { pathname, search } = useAddress();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    (main.current?.querySelector<HTMLElement>('h1') ?? main.current)?.focus();
  }, [pathname, search]);
  return main;
}

/** Below this far down the page, scrolling down hides the header. */
const hideHeaderBelowPx = 160;
/** The pages whose header stays when scrolling (header-search-cart.md 2): the cart and product detail. */
const headerStaysOn = [pagePaths.cart, pagePaths.product];

/**
 * The header sticks to the top and slides away while the shopper scrolls down the page, and comes
 * back on the way up; not on the cart and product pages, and not while a flyout is open.
 */
function useHeaderHidden() {
  const stays = useIsOnPath(headerStaysOn);
  const scroll = useAppSelector(selectScroll);
  const flyoutOpen = useAppSelector(selectOpenItem) !== null;
  return !stays && !flyoutOpen && scroll.direction === 'down' && scroll.y > hideHeaderBelowPx;
}

/**
 * Whether the browser keeps what is in view in place when something above it grows (scroll
 * anchoring: Chromium, Firefox): then content may come in above the viewport without moving it.
 */
const keepsViewInPlace = () =>
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('overflow-anchor', 'auto');

/**
 * When the header's banner may show on a page painted without it by design, a page the build
 * prerendered (docs/decisions.md, "The plain-files host"): on the next page of the visit, which it
 * comes in with; or once the header has slid away while the shopper scrolls down, where it grows
 * out of view (the browser keeps the page in place) and shows when the header comes back.
 */
function useHeldHeaderBannerMayShow(headerHidden: boolean) {
  return useLeftFirstPage() || (headerHidden && keepsViewInPlace());
}

/** The pages that show the newsletter sign-up in their main area (the home and newsletter pages). */
const pagesWithOwnNewsletter = [pagePaths.home, pagePaths.newsletter];

/** Every demo page: header, main area, footer. */
export function PageFrame({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const hasOwnNewsletter = useIsOnPath(pagesWithOwnNewsletter);
  const main = useFocusHeadingOnNavigation();
  const headerHidden = useHeaderHidden();
  const heldBannerMayShow = useHeldHeaderBannerMayShow(headerHidden);
  return (
    <>
      <SkipLink href={`#${mainId}`}>{intl.formatMessage(pageMessages.skipToContent)}</SkipLink>
      <SlotBoundary>
        <AppBanner />
      </SlotBoundary>
      <Header data-hidden={headerHidden}>
        <HeaderBar
          navigation={
            <SlotBoundary>
              <NavigationBar />
            </SlotBoundary>
          }
          search={
            <SlotBoundary>
              <HeaderSearch />
            </SlotBoundary>
          }
          greeting={
            <SlotBoundary>
              <UserMenu />
            </SlotBoundary>
          }
          cart={
            <SlotBoundary>
              <CartIcon />
            </SlotBoundary>
          }
        />
        <SlotBoundary>
          <PromotionArea promotionId={headerPromotionId} heldMayShow={heldBannerMayShow} />
        </SlotBoundary>
      </Header>
      <PageMain id={mainId} tabIndex={-1} ref={main}>
        <SlotBoundary>{children}</SlotBoundary>
      </PageMain>
      <Footer>
        <SlotBoundary>
          <SiteFooter
            newsletter={<LazyNewsletterSignUp originAddition="footer" />}
            // The page attribute of spec 2.2: pages with the form in their main area hide the footer's.
            showNewsletter={!hasOwnNewsletter}
            preview
          />
        </SlotBoundary>
      </Footer>
    </>
  );
}

const SkipLink = styled.a(({ theme }) => ({
  position: 'absolute',
  left: theme.space(2),
  top: '-100px',
  padding: theme.space(2),
  background: theme.color.surface,
  zIndex: theme.zIndex.modal,
  ':focus': { top: theme.space(2) },
}));

const Header = styled.header(({ theme }) => ({
  position: 'sticky',
  top: 0,
  zIndex: theme.zIndex.header,
  transition: 'transform 200ms ease-out',
  // Hidden by sliding up; a keyboard user who tabs into it brings it back at once, not by sliding:
  // the control that took the focus is in view from that frame on (WCAG 2.4.11). While it slid, it
  // took the focus up to 230 px above the viewport, and the browser scrolled the page to chase it.
  '&[data-hidden="true"]:not(:focus-within)': { transform: 'translateY(-100%)' },
  '&:focus-within': { transition: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

const Footer = styled.footer(({ theme }) => ({
  background: theme.color.surfaceAlt,
  borderTop: `1px solid ${theme.color.border}`,
}));
