import { keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectHeaderPlatform, selectIsCrawler, selectScroll } from '../../../app/platform';
import { timings } from '../../../config/timings';
import { Icon } from '../../../design-system/Icon/Icon';
import { IconButton } from '../../../design-system/IconButton/IconButton';
import { Loader } from '../../../design-system/Loader/Loader';
import { lockPageScroll } from '../../../design-system/scrollLock/lockPageScroll';
import { pageLocation } from '../../../lib/pageLocation';
import { flyoutChunk, loadFlyoutChunk } from '../flyoutChunk';
import {
  flyoutClosed,
  itemClicked,
  itemHovered,
  itemToggledByKey,
  pointerLeft,
  selectFlyout,
  selectOpenItem,
} from '../flyoutSlice';
import { navigationMessages } from '../messages';
import { useBarItems, type BarItem, type FlyoutItem } from '../useBarItems';
import { elementId } from '../../../lib/elementId';

// The flyout contents are a chunk of their own (docs/performance.md, "What keeps it fast"), downloaded on the first
// hover, focus or tap. A failed download says so and offers the category's own page. React.lazy
// keeps what its first try gave, so the flyouts share one lazy component per try: one whose
// download failed is replaced at the next opening, which asks again (flyoutChunk.ts: after a
// short back-off).
function flyoutContentTry() {
  const attempt = {
    failed: false,
    component: lazy(() =>
      flyoutChunk.load().then(
        (chunk) => ({ default: chunk.FlyoutContent }),
        () => {
          attempt.failed = true;
          return { default: FlyoutUnavailable };
        },
      ),
    ),
  };
  return attempt;
}
let flyoutContent = flyoutContentTry();
const currentFlyoutContent = () => {
  if (flyoutContent.failed) flyoutContent = flyoutContentTry();
  return flyoutContent.component;
};

/** While the contents cannot come: the flyout's first link, the page of its category, stays. */
function FlyoutUnavailable({ flyout }: { flyout: FlyoutItem }) {
  const intl = useIntl();
  return (
    <>
      <p>{intl.formatMessage(navigationMessages.unavailable)}</p>
      {flyout.kind === 'category' ? (
        <a href={flyout.node.href}>{intl.formatMessage(navigationMessages.showAll, { category: flyout.node.title })}</a>
      ) : (
        <a href={flyout.href}>{intl.formatMessage(navigationMessages.themeWorldOverview)}</a>
      )}
    </>
  );
}

/** What can take focus in a flyout's contents: its links and buttons. */
const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A flyout's contents once its chunk has come. If the shopper's focus was waiting on the loading
 * status (`focusWaitingRef` names the item), it goes on to the contents' first link or button: the
 * status it was on is gone, and the shopper came to the flyout for its links (decision "Enter
 * then Tab on a slow network").
 */
function FlyoutLoaded({
  item,
  focusWaitingRef,
  children,
}: {
  item: string;
  focusWaitingRef: RefObject<string | null>;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (focusWaitingRef.current !== item) return;
    focusWaitingRef.current = null;
    // Focus left with the status only when nothing else took it meanwhile.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    // Contents without a link or button leave it on the close icon, in the flyout. (A failed chunk's
    // message has the category's own page link below it: focus goes there, as to a loaded first link.)
    const inside = box.current;
    (
      inside?.querySelector<HTMLElement>(focusable) ?? inside?.parentElement?.querySelector<HTMLElement>(focusable)
    )?.focus();
  }, [item, focusWaitingRef]);
  return <div ref={box}>{children}</div>;
}

/**
 * A flyout's content, once its chunk is in. Memoised: in a crawler's page the server rendered
 * every flyout, and React keeps that HTML while the chunk is on its way only as long as the
 * boundary gets no new props; the bar renders again meanwhile (the viewport's width, the scroll),
 * and a new element would make React throw the links away and show the loader. While the chunk
 * comes, the loader is a focus stop: a keyboard shopper who tabs in at once waits there, in the
 * flyout, instead of passing on to the next item.
 */
const LazyFlyoutContent = memo(function LazyFlyoutContent({
  id,
  flyout,
  open,
  focusWaitingRef,
}: {
  id: string;
  flyout: FlyoutItem;
  /** An opening after a failed download asks for the chunk again. */
  open: boolean;
  focusWaitingRef: RefObject<string | null>;
}) {
  const intl = useIntl();
  const [FlyoutContent, setFlyoutContent] = useState(currentFlyoutContent);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    const current = currentFlyoutContent();
    if (open && current !== FlyoutContent) setFlyoutContent(() => current);
  }
  // The same element while the contents' component is the same: an opening renders this again,
  // and a server-rendered flyout whose chunk is still on its way must not receive new props, or
  // React drops its HTML and shows the loader (a crawler's page, decision "Crawlers get the
  // flyouts in the server's HTML").
  return useMemo(
    () => (
      <Suspense
        fallback={
          <Loader
            type="coffeeCup"
            label={intl.formatMessage(navigationMessages.loading)}
            aria-label={intl.formatMessage(navigationMessages.loading)}
            tabIndex={0}
            onFocus={() => {
              focusWaitingRef.current = id;
            }}
            onBlur={(event) => {
              // Gone elsewhere; a blur without a next element is the status leaving.
              if (event.relatedTarget) focusWaitingRef.current = null;
            }}
          />
        }
      >
        <FlyoutLoaded item={id} focusWaitingRef={focusWaitingRef}>
          <FlyoutContent id={id} flyout={flyout} />
        </FlyoutLoaded>
      </Suspense>
    ),
    [FlyoutContent, flyout, focusWaitingRef, id, intl],
  );
});

/**
 * The header's category bar (header-search-cart.md 2) as the WAI-ARIA disclosure navigation: each
 * item with a flyout is a button that says whether its flyout is open and which region it
 * controls; the arrow keys move between items, Escape closes and returns focus to the item's
 * button, Tab walks through the open flyout, which follows its button in the document.
 */
export function NavigationBar() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const items = useBarItems();
  const flyout = useAppSelector(selectFlyout);
  const openItem = useAppSelector(selectOpenItem);
  const crawler = useAppSelector(selectIsCrawler);
  const platform = useAppSelector(selectHeaderPlatform);
  const sticky = useAppSelector(selectScroll).y > 0;
  const nav = useRef<HTMLElement>(null);
  // Every item's button or link, for the arrow keys; the buttons also take focus back on close.
  const itemElements = useRef(new Map<string, HTMLElement>());
  // A tap's pointer type, so the click after it knows it came from a finger.
  const lastPointer = useRef<string>('mouse');
  // The item whose loading status holds the keyboard's focus until the flyout's links come.
  const focusWaitingRef = useRef<string | null>(null);
  const idPrefix = useId();
  // An item's id is the navigation service's key: an element id keeps only its letters, digits and
  // hyphens (newsletter-footer-preview.md 5).
  const panelId = (item: BarItem) => elementId(idPrefix, item.id);

  // An outside click closes the flyout (header-search-cart.md 2).
  useEffect(() => {
    if (flyout.status === 'closed') return;
    const closeOnOutsideClick = (event: globalThis.MouseEvent) => {
      if (!nav.current?.contains(event.target as Node)) dispatch(flyoutClosed());
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [flyout.status, dispatch]);

  // On phones and tablets, and while the header sticks to a scrolled page, the page behind an
  // open flyout stands still; it is where it was when the flyout closes.
  const lockScroll = openItem !== null && (platform !== 'CLASSIC' || sticky);
  useEffect(() => (lockScroll ? lockPageScroll() : undefined), [lockScroll]);

  // A client-side navigation (a drill-down link inside the app) closes the flyout.
  const [pathname] = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    dispatch(flyoutClosed());
  }, [pathname, dispatch]);

  const register = (id: string) => (element: HTMLElement | null) => {
    if (element) itemElements.current.set(id, element);
    else itemElements.current.delete(id);
  };

  const closeAndFocus = (item: string) => {
    dispatch(flyoutClosed());
    itemElements.current.get(item)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && flyout.item !== null) {
      event.stopPropagation();
      closeAndFocus(flyout.item);
      return;
    }
    const index = items.findIndex((item) => itemElements.current.get(item.id) === event.target);
    if (index === -1) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    if (target) itemElements.current.get(target.id)?.focus();
  };

  // Keyboard users who tab out of the navigation leave its flyout behind them closed.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const leavingTo = event.relatedTarget as Node | null;
    if (leavingTo && !nav.current?.contains(leavingTo) && flyout.status !== 'closed') dispatch(flyoutClosed());
  };

  const onItemClick = (item: BarItem, event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space: no hover intent to wait for.
    if (event.detail === 0) dispatch(itemToggledByKey(item.id));
    // On touch the first tap opens, the second follows the link (header-search-cart.md 2).
    else if (lastPointer.current === 'touch' && openItem === item.id) pageLocation.assign(item.href);
    else dispatch(itemClicked(item.id));
  };

  const rememberPointer = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
  };

  return (
    <Nav
      ref={nav}
      aria-label={intl.formatMessage(navigationMessages.label)}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') dispatch(pointerLeft());
      }}
      // The first sign of intent downloads the flyouts' chunk, before the 300 ms are over.
      onPointerEnter={() => void loadFlyoutChunk().catch(() => undefined)}
      onFocus={() => void loadFlyoutChunk().catch(() => undefined)}
    >
      <List>
        {items.map((item) => {
          const open = openItem === item.id;
          if (!item.flyout) {
            return (
              <li key={item.id}>
                <ItemLink ref={register(item.id)} href={item.href}>
                  {item.title}
                  {item.standIn && <ChevronRoom aria-hidden="true" />}
                </ItemLink>
              </li>
            );
          }
          const rendered = crawler || flyout.rendered.includes(item.id);
          return (
            <li key={item.id}>
              <ItemButton
                ref={register(item.id)}
                type="button"
                aria-expanded={open}
                aria-controls={panelId(item)}
                onPointerDown={rememberPointer}
                onPointerEnter={(event) => {
                  if (event.pointerType === 'mouse') dispatch(itemHovered(item.id));
                }}
                onClick={(event) => onItemClick(item, event)}
              >
                {item.title}
                <Icon name={open ? 'chevronUp' : 'chevronDown'} size={12} />
              </ItemButton>
              <Panel id={panelId(item)} hidden={!open}>
                <PanelInner>
                  <CloseButton>
                    <IconButton
                      icon={<Icon name="close" />}
                      variant="secondary"
                      aria-label={intl.formatMessage(navigationMessages.close)}
                      onClick={() => closeAndFocus(item.id)}
                    />
                  </CloseButton>
                  {rendered && (
                    <LazyFlyoutContent
                      id={item.id}
                      flyout={item.flyout}
                      open={open}
                      focusWaitingRef={focusWaitingRef}
                    />
                  )}
                </PanelInner>
              </Panel>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav(({ theme }) => ({
  // The flyouts hang below the bar, across the header's width.
  position: 'relative',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${theme.space(2)}`,
}));

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Narrow headers scroll the bar sideways instead of wrapping it.
  overflowX: 'auto',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
}));

const itemStyle = ({ theme }: { theme: Theme }) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1),
    minHeight: '44px',
    padding: `0 ${theme.space(3)}`,
    border: 0,
    borderBottom: '3px solid transparent',
    background: 'none',
    color: theme.color.text,
    font: 'inherit',
    fontSize: theme.font.size.s,
    fontWeight: theme.font.weight.bold,
    textDecoration: 'none',
    cursor: 'pointer',
    ':hover': { borderBottomColor: theme.color.borderStrong },
    ':focus-visible': { outline: `2px solid ${theme.color.focus}`, outlineOffset: '-2px' },
  }) as const;

const ItemLink = styled.a(itemStyle);

/** The chevron's room in a default item (12 px, as the icon in the buttons). */
const ChevronRoom = styled.span({ display: 'inline-block', width: '12px' });

const ItemButton = styled.button(({ theme }) => ({
  ...itemStyle({ theme }),
  '&[aria-expanded="true"]': { borderBottomColor: theme.color.brand, color: theme.color.brand },
}));

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: theme.zIndex.flyout,
  background: theme.color.surface,
  borderTop: `1px solid ${theme.color.border}`,
  boxShadow: theme.shadow.overlay,
  // A phone's flyout scrolls inside itself; the page behind it is locked.
  maxHeight: 'calc(100vh - 120px)',
  overflowY: 'auto',
  whiteSpace: 'normal',
  // A word longer than its box (a title from the service) breaks rather than run out of it.
  overflowWrap: 'anywhere',
  // header-search-cart.md 9: the 600 ms enter transition.
  animation: `${enter} ${timings.flyoutEnterTransitionMs}ms ease-out`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

const PanelInner = styled.div(({ theme }) => ({
  position: 'relative',
  padding: `${theme.space(4)} ${theme.space(4)} ${theme.space(6)}`,
}));

const CloseButton = styled.div(({ theme }) => ({
  position: 'absolute',
  top: theme.space(2),
  right: theme.space(2),
}));
