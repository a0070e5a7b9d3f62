import styled from '@emotion/styled';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { selectSiteCode } from '../../../app/platform';
import { countries } from '../../../config/countries';
import { siteCodes, sites } from '../../../config/sites';
import { Icon } from '../../../design-system/Icon/Icon';
import { useDismiss } from '../../../design-system/useDismiss/useDismiss';
import { footerMessages } from '../messages';
import { Flag } from './Flag';

/**
 * 'Land wählen' (spec 2.2): a disclosure button naming the current country, opening the list of the
 * nine countries, each a link with its flag and its name in its own language, the link marked with
 * that language (`lang`), so a screen reader speaks the flag's name and the country's in it; the
 * current one is marked. Choosing one is following its link, so the browser goes to that country's address.
 * Escape or a click outside closes the list.
 */
export function CountrySwitcher() {
  const intl = useIntl();
  const current = useAppSelector(selectSiteCode);
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useDismiss(open, container, button, () => setOpen(false));
  const country = countries[current];
  return (
    <Switcher ref={container}>
      <Toggle ref={button} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <Flag site={current} />
        <span>
          {intl.formatMessage(footerMessages.countrySwitcher)} <span lang={sites[current].locale}>{country.label}</span>
        </span>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
      </Toggle>
      <List id={listId} hidden={!open} aria-label={intl.formatMessage(footerMessages.countryList)}>
        {siteCodes.map((code) => (
          <li key={code}>
            {/* The whole entry, the flag's name with the country's, is in the country's language. */}
            <CountryLink
              href={countries[code].href}
              lang={sites[code].locale}
              aria-current={code === current ? 'true' : undefined}
            >
              <Flag site={code} name={countries[code].flagName} />
              <span>{countries[code].label}</span>
              {code === current && <Icon name="check" size={16} />}
            </CountryLink>
          </li>
        ))}
      </List>
    </Switcher>
  );
}

const Switcher = styled.div({ position: 'relative' });

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '44px',
  padding: `0 ${theme.space(3)}`,
  border: `1px solid ${theme.color.borderStrong}`,
  borderRadius: theme.radius.m,
  background: theme.color.surface,
  color: theme.color.text,
  font: 'inherit',
  cursor: 'pointer',
}));

const List = styled.ul(({ theme }) => ({
  position: 'absolute',
  bottom: '100%',
  left: 0,
  zIndex: theme.zIndex.flyout,
  minWidth: '240px',
  margin: `0 0 ${theme.space(1)}`,
  padding: theme.space(1),
  listStyle: 'none',
  background: theme.color.surface,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.m,
  boxShadow: theme.shadow.overlay,
}));

const CountryLink = styled.a(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  minHeight: '40px',
  padding: `0 ${theme.space(2)}`,
  color: theme.color.text,
  textDecoration: 'none',
  '&[aria-current="true"]': { fontWeight: theme.font.weight.bold },
  ':hover': { background: theme.color.surfaceAlt },
}));
