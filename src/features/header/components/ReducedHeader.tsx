import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pagePaths } from '../../../config/endpoints';
import { Icon } from '../../../design-system/Icon/Icon';
import { headerMessages } from '../messages';
import { Logo } from './Logo';

/** The native app's bridge, when the page is shown inside it: its own back action. */
declare global {
  interface Window {
    ShopApp?: { goBack?: () => void };
  }
}

export interface ReducedHeaderProps {
  /** The 'secured purchase' hint beside the logo. */
  securedPurchase?: boolean;
  /** An optional promotion banner below the bar (the promotions feature's `PromotionArea`). */
  promotion?: ReactNode;
  /** Sticks to the top of the page while it scrolls. */
  sticky?: boolean;
}

/**
 * The reduced header (header-search-cart.md 2): no navigation, search or icons; the logo, an
 * optional 'secured purchase' hint, an optional promotion banner, optional sticky behaviour, and
 * a back button that calls the native app's back action when there is one, else history back.
 */
export function ReducedHeader({ securedPurchase = false, promotion, sticky = false }: ReducedHeaderProps) {
  const intl = useIntl();
  const back = () => {
    if (typeof window.ShopApp?.goBack === 'function') window.ShopApp.goBack();
    else window.history.back();
  };
  return (
    <Root sticky={sticky}>
      <Row>
        <BackButton type="button" onClick={back} aria-label={intl.formatMessage(headerMessages.back)}>
          <Icon name="chevronLeft" />
        </BackButton>
        <LogoLink href={pagePaths.home} aria-label={intl.formatMessage(headerMessages.logo)}>
          <Logo />
        </LogoLink>
        {securedPurchase && (
          <Secured>
            <Icon name="check" size={16} />
            {intl.formatMessage(headerMessages.securedPurchase)}
          </Secured>
        )}
      </Row>
      {promotion}
    </Root>
  );
}

const Root = styled('div', { shouldForwardProp: (prop) => prop !== 'sticky' })<{ sticky: boolean }>(
  ({ theme, sticky }) => ({
    ...(sticky && { position: 'sticky', top: 0, zIndex: theme.zIndex.header }),
    background: theme.color.surface,
    borderBottom: `1px solid ${theme.color.border}`,
  }),
);

// The logo's own rule, not one for every link below the root: that reached the promotion's links
// too, and whether their surface's colour or this one won depended on which rule the page inserted
// first (the brand blue on a dark banner in one Storybook run, white in another).
const LogoLink = styled.a(({ theme }) => ({ color: theme.color.brand, display: 'inline-flex' }));

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(3),
  maxWidth: theme.layout.maxWidth,
  minHeight: theme.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${theme.space(4)}`,
}));

const BackButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.color.text,
  cursor: 'pointer',
}));

const Secured = styled.span(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  marginLeft: 'auto',
  color: theme.color.success,
  fontSize: theme.font.size.s,
  fontWeight: theme.font.weight.bold,
}));
