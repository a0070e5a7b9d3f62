import styled from '@emotion/styled';
import { FocusTrap, type FocusTrapProps } from 'focus-trap-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithRef,
  type MouseEvent as ReactMouseEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { assertOneOf } from '../assertOneOf';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import { lockPageScroll } from '../scrollLock/lockPageScroll';
import { modalMaxWidthPx, modalSizes, type ModalSize } from './modalRules';

/** How much the backdrop dims the page; a veil in the text colour, so no colour is added. */
const backdropOpacity = 0.6;

/**
 * focus-trap only counts visible elements as tabbable. Where the browser can tell visibility
 * itself (Element.checkVisibility) it asks the browser; elsewhere, such as older Safari and
 * jsdom, which has no layout, it takes every element that is not disabled, inert or
 * visibility-hidden as visible rather than judging all of them hidden by their empty layout.
 */
const displayCheck = typeof Element !== 'undefined' && 'checkVisibility' in Element.prototype ? 'full-native' : 'none';

export interface ModalProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'title' | 'children' | 'role' | 'aria-modal' | 'aria-labelledby'
> {
  open: boolean;
  /** Called on Escape, a click on the backdrop and the close button: set open to false. */
  onClose: () => void;
  /** Shown as the dialog's heading and its accessible name. */
  title: string;
  /** Accessible name of the close button, e.g. "Schließen". */
  closeLabel: string;
  size?: ModalSize;
  children: ReactNode;
  /** Actions under the content, e.g. a confirm button. */
  footer?: ReactNode;
}

/**
 * A modal dialog (newsletter-footer-preview.md 2.5; WAI-ARIA APG dialog pattern) rendered on
 * document.body. While open it keeps keyboard focus inside (focus-trap: Tab and Shift+Tab wrap),
 * locks page scrolling without a sideways jump, and closes on Escape, a backdrop click or its
 * close button; on closing, focus goes back to the element that had it before.
 */
export function Modal({ open, onClose, title, closeLabel, size = 'M', children, footer, ...rest }: ModalProps) {
  assertOneOf(size, modalSizes, 'modal size');
  const titleId = useId();
  // focus-trap reads its options once, when it is created: the handlers go through a ref so
  // they always call the latest onClose.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  const pressStartedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    if (!open) return;
    return lockPageScroll();
  }, [open]);

  if (!open) return null;

  const focusTrapOptions: FocusTrapProps['focusTrapOptions'] = {
    tabbableOptions: { displayCheck },
    // The backdrop takes the click itself (below); the trap must let it through.
    allowOutsideClick: true,
    // The page behind the dialog is inert while it is open, as behind a native modal <dialog>: no
    // pointer, focus or find-in-page reaches it, and assistive technology leaves it out also where
    // aria-modal is not honoured. The trap lifts it before returning focus to the opener there,
    // and a modal opened from a modal takes over and hands back the isolation.
    isolateSubtrees: 'inert',
    // The trap would deactivate itself on Escape; instead the parent is asked to close, and
    // unmounting deactivates the trap. Only the topmost trap hears Escape, so a modal opened
    // from a modal closes alone; a control inside that handled Escape itself prevents it.
    escapeDeactivates: (event: KeyboardEvent) => {
      if (!event.defaultPrevented) onCloseRef.current();
      return false;
    },
    // focus-trap calls this only when the dialog holds no tabbable element; its own error
    // would not say which dialog or why (newsletter-footer-preview.md 8).
    fallbackFocus: (): never => {
      throw new Error(
        `Modal "${title}" holds no focusable element, so keyboard focus cannot be kept inside it. ` +
          'Its close button is always there: is the dialog hidden or inside an inert element?',
      );
    },
  };

  // A press that starts inside the dialog and ends on the backdrop (selecting text, say) is not
  // a click on the backdrop, though the browser reports the click on the backdrop.
  const onBackdropMouseDown = (event: ReactMouseEvent) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: ReactMouseEvent) => {
    if (pressStartedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressStartedOnBackdrop.current = false;
  };

  return createPortal(
    // The backdrop click is a pointer shortcut; keyboard users close with Escape or the close
    // button, as the dialog pattern has it.
    <Backdrop onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <FocusTrap focusTrapOptions={focusTrapOptions}>
        <Dialog {...rest} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} size={size}>
          <Header>
            <Title id={titleId}>{title}</Title>
            <IconButton variant="background" aria-label={closeLabel} icon={<Icon name="close" />} onClick={onClose} />
          </Header>
          <Body>{children}</Body>
          {footer && <Footer>{footer}</Footer>}
        </Dialog>
      </FocusTrap>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: theme.space(4),
  // The veil is a pseudo-element, so the dialog above it keeps its full opacity and a click on
  // the veil is a click on the backdrop itself.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    background: theme.color.text,
    opacity: backdropOpacity,
  },
}));

const Dialog = styled('div', { shouldForwardProp: (prop) => prop !== 'size' })<{ size: ModalSize }>(
  ({ theme, size }) => ({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    maxWidth: `${modalMaxWidthPx[size]}px`,
    maxHeight: '100%',
    // The whole dialog scrolls, so the arrow keys scroll it from wherever focus is inside;
    // header and footer stay in view.
    overflowY: 'auto',
    background: theme.color.surface,
    color: theme.color.text,
    borderRadius: theme.radius.l,
    boxShadow: theme.shadow.overlay,
    '&:focus': { outline: 'none' },
  }),
);

const Header = styled.div(({ theme }) => ({
  position: 'sticky',
  top: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.space(4),
  padding: `${theme.space(4)} ${theme.space(4)} ${theme.space(2)} ${theme.space(6)}`,
  background: theme.color.surface,
}));

const Title = styled.h2(({ theme }) => ({
  margin: 0,
  paddingTop: theme.space(2),
  fontSize: theme.font.size.l,
  fontWeight: theme.font.weight.bold,
  lineHeight: theme.font.lineHeight.tight,
}));

const Body = styled.div(({ theme }) => ({ padding: `0 ${theme.space(6)} ${theme.space(6)}` }));

const Footer = styled.div(({ theme }) => ({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: theme.space(3),
  padding: `${theme.space(4)} ${theme.space(6)}`,
  borderTop: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
}));
