import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { breakpoints } from '../../../config/breakpoints';
import { pagePaths } from '../../../config/endpoints';
import { Icon } from '../../../design-system/Icon/Icon';
import { headerMessages } from '../messages';
import { Logo } from './Logo';

export interface HeaderBarProps {
  /** The navigation feature's category bar with its flyouts (`NavigationBar`), below the row. */
  navigation?: ReactNode;
  /** The search feature's field with suggestions (`HeaderSearch`). */
  search?: ReactNode;
  /** The greeting feature's user icon and menu link (`UserMenu`). */
  greeting?: ReactNode;
  /** The cart feature's icon with the mini cart (`CartIcon`); without it, a plain link to the cart page. */
  cart?: ReactNode;
}

/** The header bar: logo, then the slots the header's features fill. */
export function HeaderBar({ navigation, search, greeting, cart }: HeaderBarProps) {
  const intl = useIntl();
  return (
    <Bar>
      <Row>
        <LogoLink href={pagePaths.home} aria-label={intl.formatMessage(headerMessages.logo)}>
          <Logo />
        </LogoLink>
        <Slot data-slot="search">{search}</Slot>
        <Icons>
          <StoreFinderLink href={pagePaths.storeFinder}>
            <Icon name="store" size={24} />
            <WideOnly>{intl.formatMessage(headerMessages.storeFinder)}</WideOnly>
          </StoreFinderLink>
          {greeting}
          <span data-slot="cart">
            {cart ?? <TextLink href={pagePaths.cart}>{intl.formatMessage(headerMessages.cart)}</TextLink>}
          </span>
        </Icons>
      </Row>
      <Slot data-slot="navigation">{navigation}</Slot>
    </Bar>
  );
}

const Bar = styled.div(({ theme }) => ({
  // The search fly-out hangs below the bar.
  position: 'relative',
  borderBottom: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
}));

/**
 * On a phone the row holds logo, search icon, store finder, user menu and cart side by side
 * within 375 px: narrow gaps, and the store finder shows its icon alone. Nothing in the row may
 * overlap another target (WCAG 2.5.8: 24 px targets, found by the axe sweep). Below 375 px, down to
 * 320 (WCAG 1.4.10 Reflow: a 1280 px screen at 400 %), the logo shows its bean alone (LogoLink).
 */
const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  [theme.mq.up('l')]: { gap: theme.space(4) },
  maxWidth: theme.layout.maxWidth,
  minHeight: theme.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${theme.space(4)}`,
}));

/**
 * Below 375 px the whole mark (120 px) leaves the icons no room: at 320 they ran 24 px past the
 * edge and the page scrolled sideways (issue 46). There the box is the bean's 28 px (Logo's
 * drawing covers it from the left), and the link's name still says the shop's.
 */
const LogoLink = styled.a(({ theme }) => ({
  color: theme.color.brand,
  display: 'inline-flex',
  flexShrink: 0,
  [`@media (max-width: ${breakpoints.xs}px)`]: { '& > svg': { width: '28px' } },
}));

const Slot = styled.div({ flex: 1, minWidth: 0 });

const Icons = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(1),
  flexShrink: 0,
  [theme.mq.up('l')]: { gap: theme.space(3) },
}));

const StoreFinderLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  minWidth: '44px',
  minHeight: '44px',
  color: theme.color.text,
  fontSize: theme.font.size.s,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
}));

/** The store finder's name: beside its icon from the tablet width up, for screen readers only below. */
const WideOnly = styled.span(({ theme }) => ({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  [theme.mq.up('l')]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' },
}));

const TextLink = styled.a(({ theme }) => ({
  color: theme.color.text,
  fontSize: theme.font.size.s,
  textDecoration: 'none',
  padding: theme.space(2),
  ':hover': { textDecoration: 'underline' },
}));
