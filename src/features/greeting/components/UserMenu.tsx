import styled from '@emotion/styled';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectHeaderPlatform } from '../../../app/platform';
import { pagePaths } from '../../../config/endpoints';
import { Icon } from '../../../design-system/Icon/Icon';
import { useDismiss } from '../../../design-system/useDismiss/useDismiss';
import { useGetPersonalDataQuery } from '../greetingApi';
import { greetingMessages } from '../messages';
import { toGreeting, type Greeting } from '../personalData';

// The menu's links are a chunk of their own, downloaded when the menu first opens.
const UserMenuLinks = lazy(() =>
  import(/* webpackChunkName: "user-menu" */ './UserMenuLinks').then((chunk) => ({ default: chunk.UserMenuLinks })),
);

/**
 * The header's greeting area (header-search-cart.md 2-4): the user icon, a link to /usermenu named
 * "sign in" or "show profile"; beside it, on wide headers, the customer's name and loyalty beans;
 * and the user menu as a disclosure. A failed load shows the logged-out header.
 */
export function UserMenu() {
  const intl = useIntl();
  const { data } = useGetPersonalDataQuery(undefined, { selectFromResult: ({ data }) => ({ data }) });
  const greeting = toGreeting(data);
  const wide = useAppSelector(selectHeaderPlatform) !== 'MATCH';
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useDismiss(open, wrapper, toggle, () => setOpen(false));

  const label = intl.formatMessage(
    greeting.loggedInOrRemembered ? greetingMessages.showProfile : greetingMessages.signIn,
  );
  return (
    <Wrapper ref={wrapper}>
      <IconLink href={pagePaths.userMenu} aria-label={label} data-logged-in={greeting.loggedInOrRemembered}>
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
            fill={greeting.loggedInOrRemembered ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </IconLink>
      {wide && greeting.loggedInOrRemembered && <GreetingText greeting={greeting} />}
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(greetingMessages.menuToggle)}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={null}>
            {greeting.loggedInOrRemembered && !wide && <GreetingText greeting={greeting} />}
            <UserMenuLinks greeting={greeting} />
          </Suspense>
        )}
      </Panel>
    </Wrapper>
  );
}

/** "Hallo Anna Schmidt" ("Üdvözöljük, Kovács Anna"), with the locale's name order, and the loyalty beans. */
function GreetingText({ greeting }: { greeting: Greeting }) {
  const intl = useIntl();
  return (
    <Text>
      <span>
        {greeting.firstName
          ? intl.formatMessage(greetingMessages.hello, {
              name: greeting.lastName
                ? intl.formatMessage(greetingMessages.fullName, {
                    firstName: greeting.firstName,
                    lastName: greeting.lastName,
                  })
                : greeting.firstName,
            })
          : intl.formatMessage(greetingMessages.helloWithoutName)}
      </span>
      <Beans>{intl.formatMessage(greetingMessages.beans, { count: greeting.loyaltyBeans })}</Beans>
    </Text>
  );
}

const Wrapper = styled.div({ position: 'relative', display: 'flex', alignItems: 'center' });

const IconLink = styled.a(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: theme.color.text,
}));

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '44px',
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.color.text,
  cursor: 'pointer',
}));

const Text = styled.span(({ theme }) => ({
  display: 'grid',
  fontSize: theme.font.size.xs,
  lineHeight: theme.font.lineHeight.tight,
  whiteSpace: 'nowrap',
}));

const Beans = styled.span(({ theme }) => ({ color: theme.color.textMuted }));

const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: theme.zIndex.flyout,
  minWidth: '240px',
  padding: theme.space(3),
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.raised,
}));
