import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { CartIcon } from '../features/cart';
import { FooterFrame } from '../features/footer';
import { HeaderBar } from '../features/header';
import { HeaderSearch } from '../features/search';
import { pageMessages } from './messages';
import { SlotBoundary } from './SlotBoundary';

/** Every demo page: header, main area, footer. */
export function PageFrame() {
  const intl = useIntl();
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
          cart={
            <SlotBoundary>
              <CartIcon />
            </SlotBoundary>
          }
        />
      </header>
      <Main id="main" tabIndex={-1}>
        <SlotBoundary>
          <Outlet />
        </SlotBoundary>
      </Main>
      <Footer>
        <FooterFrame />
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
