import styled from '@emotion/styled';
import { useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { pagePaths } from '../../../config/endpoints';
import { limits } from '../../../config/limits';
import { Icon } from '../../../design-system/Icon/Icon';
import { useDismiss } from '../../../design-system/useDismiss/useDismiss';
import { useCartRequest } from '../cartApi';
import { cartIconMessages, miniCartMessages } from '../messages';
import { selectCartCount } from '../selectors';
import { LazyCartContents, preloadCartContents } from './LazyCartContents';

/**
 * The header's cart: a link to the cart page named with the count, the count badge, and the
 * mini cart, a disclosure opened by hovering the cart, by its toggle button or by the keyboard
 * (WAI-ARIA disclosure pattern; Escape closes and returns focus to the toggle).
 */
export function CartIcon() {
  const intl = useIntl();
  useCartRequest();
  const count = useAppSelector(selectCartCount);
  // Hover opens the mini cart for a look; a click or the keyboard pins it open until closed again.
  const [openedBy, setOpenedBy] = useState<'hover' | 'pin' | null>(null);
  const open = openedBy !== null;
  const setOpen = (isOpen: boolean) => setOpenedBy(isOpen ? 'pin' : null);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const title = useRef<HTMLParagraphElement>(null);

  useDismiss(open, wrapper, toggle, () => setOpen(false));

  // The same elements while the panel stays open: a new count (a removal in the panel) re-renders
  // the badge, not the panel again, which the click's frame would pay for (issue 16).
  const panelContents = useMemo(
    () =>
      open && (
        <>
          <PanelTitle ref={title} tabIndex={-1}>
            {intl.formatMessage(miniCartMessages.title)}
          </PanelTitle>
          <LazyCartContents focusFallback={title} />
        </>
      ),
    [open, intl],
  );

  const badge =
    count === undefined
      ? undefined
      : count > limits.cartBadgeCap
        ? intl.formatMessage(cartIconMessages.badgeOverflow, { cap: limits.cartBadgeCap })
        : String(count);

  return (
    <Wrapper
      ref={wrapper}
      onMouseEnter={() => {
        preloadCartContents().catch(() => undefined);
        setOpenedBy((by) => by ?? 'hover');
      }}
      // Asked for ahead of the opening; a failure shows when the panel opens (LazyCartContents).
      onFocus={() => {
        preloadCartContents().catch(() => undefined);
      }}
      // A keyboard user inside a hover-opened panel keeps it when the mouse wanders off.
      onMouseLeave={() =>
        setOpenedBy((by) => (by === 'hover' && !wrapper.current?.contains(document.activeElement) ? null : by))
      }
    >
      <CartLink
        href={pagePaths.cart}
        // Unknown (loading without a copy, or the read failed) is not empty: no count is said.
        // Over the cap the name says what the badge shows ("more than 99"), so speech input finds it.
        aria-label={
          count === undefined
            ? intl.formatMessage(cartIconMessages.labelUnknown)
            : count > limits.cartBadgeCap
              ? intl.formatMessage(cartIconMessages.labelOverCap, { cap: limits.cartBadgeCap })
              : intl.formatMessage(cartIconMessages.label, { count })
        }
      >
        <Icon name="cart" />
        {count !== undefined && count > 0 && <Badge aria-hidden="true">{badge}</Badge>}
      </CartLink>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(miniCartMessages.toggle)}
        onClick={() => setOpenedBy((by) => (by === 'pin' ? null : 'pin'))}
      >
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
      </Toggle>
      <Panel id={panelId} hidden={!open}>
        {panelContents}
      </Panel>
    </Wrapper>
  );
}

const Wrapper = styled.div({ position: 'relative', display: 'flex', alignItems: 'center' });

const CartLink = styled.a(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  color: theme.color.text,
}));

const Badge = styled.span(({ theme }) => ({
  position: 'absolute',
  top: theme.space(0.5),
  right: 0,
  minWidth: '20px',
  padding: `0 ${theme.space(1)}`,
  borderRadius: theme.radius.round,
  background: theme.color.brand,
  color: theme.color.textInverse,
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
}));

const Toggle = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '24px',
  minHeight: '44px',
  border: 0,
  background: 'none',
  color: theme.color.text,
  cursor: 'pointer',
}));

const Panel = styled.div(({ theme }) => ({
  position: 'absolute',
  top: '100%',
  right: 0,
  zIndex: theme.zIndex.flyout,
  width: 'min(380px, 100vw - 32px)',
  maxHeight: '70vh',
  overflowY: 'auto',
  padding: theme.space(4),
  background: theme.color.surface,
  boxShadow: theme.shadow.overlay,
  borderRadius: theme.radius.m,
}));

const PanelTitle = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space(2)}`,
  fontWeight: theme.font.weight.bold,
  fontSize: theme.font.size.l,
}));
