import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import { pagePaths } from '../../../config/endpoints';
import { useGetPersonalDataQuery } from '../greetingApi';
import { greetingMessages } from '../messages';
import { toGreeting } from '../personalData';

/** The user icon: its accessible label says sign in or show profile (header-search-cart.md 4). */
export function UserMenuLink() {
  const intl = useIntl();
  const { data } = useGetPersonalDataQuery();
  const { loggedInOrRemembered } = toGreeting(data);
  const label = intl.formatMessage(loggedInOrRemembered ? greetingMessages.showProfile : greetingMessages.signIn);
  return (
    <Link href={pagePaths.userMenu} aria-label={label} data-logged-in={loggedInOrRemembered}>
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
          fill={loggedInOrRemembered ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </Link>
  );
}

const Link = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: theme.color.text,
}));
