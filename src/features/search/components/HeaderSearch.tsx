import styled from '@emotion/styled';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Icon } from '../../../design-system/Icon/Icon';
import { useHydrated } from '../../../design-system/useHydrated/useHydrated';
import { onWindowEvent } from '../../../lib/windowEvents';
import { selectHeaderPlatform } from '../../../app/platform';
import { breakpoints } from '../../../config/breakpoints';
import { searchFieldMessages } from '../messages';
import { useSearchCacheKeyRequest } from '../searchApi';
import { flyoutClosed, flyoutOpened, selectSearchFlyoutOpen } from '../searchSlice';
import { SearchBox } from './SearchBox';

/**
 * The header's search. Wide headers show the field in the bar; on the narrow (MATCH) platform
 * the search icon opens it as a fly-out below the bar (a disclosure: the icon says whether it
 * is open, Escape closes it and returns focus to the icon). The navigation overlay's window
 * events open and close the fly-out too (header-search-cart.md 2).
 */
export function HeaderSearch() {
  // header-search-cart.md 7: once when the header mounts; the answer is not used.
  useSearchCacheKeyRequest();
  const narrow = useAppSelector(selectHeaderPlatform) === 'MATCH';
  // The server does not know the viewport: its HTML has both, and CSS shows the one that fits. The
  // browser's first render is the same (hydration), then only the one for the measured width stays.
  const hydrated = useHydrated();
  return (
    <>
      <Slot only={hydrated ? undefined : 'wide'}>{(!hydrated || !narrow) && <SearchBox placement="header" />}</Slot>
      <Slot only={hydrated ? undefined : 'narrow'}>{(!hydrated || narrow) && <SearchFlyout />}</Slot>
    </>
  );
}

/** No box of its own; before hydration, shown only where the header platform is wide or narrow (MATCH). */
const Slot = styled('div', { shouldForwardProp: (prop) => prop !== 'only' })<{ only: 'wide' | 'narrow' | undefined }>(
  ({ theme, only }) => ({
    display: 'contents',
    ...(only === 'wide' && { [`@media (max-width: ${breakpoints.l}px)`]: { display: 'none' } }),
    ...(only === 'narrow' && { [theme.mq.up('l')]: { display: 'none' } }),
  }),
);

function SearchFlyout() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectSearchFlyoutOpen);
  const regionId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  // The cursor goes into the field when the shopper opened it here, not when the navigation
  // overlay did (that would pull focus away from where the shopper is).
  const [openedHere, setOpenedHere] = useState(false);
  // However it closed, the next opening by the overlay's event must not take focus.
  if (!open && openedHere) setOpenedHere(false);

  useEffect(() => {
    if (!open) return;
    // The overlay's event closes the fly-out under the cursor: focus goes to the icon, not lost.
    const keepFocus = () => {
      if (wrapper.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    const stopWatching = onWindowEvent('navigation-overlay-close', keepFocus);
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) dispatch(flyoutClosed());
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => {
      stopWatching();
      document.removeEventListener('mousedown', closeOnOutsideClick);
    };
  }, [open, dispatch]);

  const close = () => {
    dispatch(flyoutClosed());
    toggle.current?.focus();
  };

  return (
    <Wrapper ref={wrapper}>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={regionId}
        aria-label={intl.formatMessage(searchFieldMessages.flyoutToggle)}
        onClick={() => {
          setOpenedHere(!open);
          dispatch(open ? flyoutClosed() : flyoutOpened());
        }}
      >
        <Icon name={open ? 'close' : 'search'} />
      </Toggle>
      <Region id={regionId} hidden={!open}>
        {open && <SearchBox placement="overlay" focusOnMount={openedHere} onDismiss={close} />}
      </Region>
    </Wrapper>
  );
}

const Wrapper = styled.div({ display: 'flex', justifyContent: 'flex-end' });

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  border: 0,
  borderRadius: theme.radius.round,
  background: 'transparent',
  color: theme.color.text,
  cursor: 'pointer',
  ':hover': { background: theme.color.surfaceAlt },
  ':focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '2px' },
}));

const Region = styled.div(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  top: theme.layout.headerHeight,
  zIndex: theme.zIndex.overlay,
  padding: theme.space(3),
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.raised,
  '&[hidden]': { display: 'none' },
}));
