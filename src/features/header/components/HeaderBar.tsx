import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { pagePaths } from '../../../config/endpoints';
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
          <TextLink href={pagePaths.storeFinder}>{intl.formatMessage(headerMessages.storeFinder)}</TextLink>
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

const Row = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(4),
  maxWidth: theme.layout.maxWidth,
  minHeight: theme.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${theme.space(4)}`,
}));

const LogoLink = styled.a(({ theme }) => ({ color: theme.color.brand, display: 'inline-flex' }));

const Slot = styled.div({ flex: 1, minWidth: 0 });

const Icons = styled.div(({ theme }) => ({ display: 'flex', alignItems: 'center', gap: theme.space(3) }));

const TextLink = styled.a(({ theme }) => ({
  color: theme.color.text,
  fontSize: theme.font.size.s,
  textDecoration: 'none',
  padding: theme.space(2),
  ':hover': { textDecoration: 'underline' },
}));
