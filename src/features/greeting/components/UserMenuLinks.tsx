import styled from '@emotion/styled';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { pagePaths } from '../../../config/endpoints';
import type { Greeting } from '../personalData';
import { userMenuMessages } from '../userMenuMessages';

interface MenuLink {
  readonly href: string;
  readonly label: MessageDescriptor;
}

/**
 * The user menu's links by login status and the community and card flags (header-search-cart.md
 * 2 and 6): a visitor is offered to sign in or register, a customer their account pages; card
 * members see their card and beans, others the card offer; community members their community.
 */
export function userMenuLinks(greeting: Greeting): MenuLink[] {
  const card = greeting.cardMember
    ? { href: pagePaths.cardPage, label: userMenuMessages.myCard }
    : { href: pagePaths.cardPage, label: userMenuMessages.applyForCard };
  const community = greeting.communityMember
    ? { href: pagePaths.community, label: userMenuMessages.myCommunity }
    : { href: pagePaths.community, label: userMenuMessages.joinCommunity };
  if (!greeting.loggedInOrRemembered) {
    return [
      { href: pagePaths.login, label: userMenuMessages.login },
      { href: pagePaths.register, label: userMenuMessages.register },
      card,
      community,
    ];
  }
  return [
    { href: pagePaths.myAccount, label: userMenuMessages.myAccount },
    { href: pagePaths.orderOverview, label: userMenuMessages.orders },
    { href: pagePaths.watchlist, label: userMenuMessages.watchlist },
    card,
    ...(greeting.cardMember ? [{ href: pagePaths.loyaltyBeans, label: userMenuMessages.loyaltyBeans }] : []),
    { href: pagePaths.mobilePlan, label: userMenuMessages.mobilePlan },
    community,
    { href: pagePaths.logout, label: userMenuMessages.logout },
  ];
}

/** The user menu's list of links. */
export function UserMenuLinks({ greeting }: { greeting: Greeting }) {
  const intl = useIntl();
  return (
    <List>
      {userMenuLinks(greeting).map((link) => (
        <li key={link.href + link.label.id}>
          <MenuItem href={link.href}>{intl.formatMessage(link.label)}</MenuItem>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul({ margin: 0, padding: 0, listStyle: 'none' });

const MenuItem = styled.a(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  color: theme.color.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
}));
