import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CartIcon } from '../features/cart';
import { FooterFrame } from '../features/footer';
import { HeaderBar } from '../features/header';
import { UserMenuLink } from '../features/greeting';
import { HeaderSearch } from '../features/search';
import { pageMessages } from './messages';
import { SlotBoundary } from './SlotBoundary';

/**
 * A client-side navigation is announced as a page load would be: the new page's <title> names it
 * (DemoPage), and focus goes to its main heading, so a screen reader reads where the shopper is
 * and the header's search field lets go (its panel and its widened overlay close).
 */
function useFocusHeadingOnNavigation() {
  const { pathname, search } = useLocation();
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

/** Every demo page: header, main area, footer. */
export function PageFrame() {
  const intl = useIntl();
  const main = useFocusHeadingOnNavigation();
  return (
    <>
      <SkipLink href="#main">{intl.formatMessage(pageMessages.skipToContent)}</SkipLink>
      <header>
        <HeaderBar
          search={
            <SlotBoundary>
              <HeaderSearch />
            </SlotBoundary>
          }
          greeting={
            <SlotBoundary>
              <UserMenuLink />
            </SlotBoundary>
          }
          cart={
            <SlotBoundary>
              <CartIcon />
            </SlotBoundary>
          }
        />
      </header>
      <Main id="main" tabIndex={-1} ref={main}>
        <SlotBoundary>
          <Outlet />
        </SlotBoundary>
      </Main>
      <Footer>
        <SlotBoundary>
          <FooterFrame />
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

const Main = styled.main(({ theme }) => ({
  flex: 1,
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: theme.space(4),
  ':focus': { outline: 'none' },
}));

const Footer = styled.footer(({ theme }) => ({
  background: theme.color.surfaceAlt,
  borderTop: `1px solid ${theme.color.border}`,
}));
