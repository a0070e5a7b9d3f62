import { useEffect, type RefObject } from 'react';

/**
 * While a disclosure is open, a mouse press outside `container` or Escape anywhere closes it
 * (WCAG 1.4.13: also when hovering opened it). After Escape, focus goes back to `returnFocus`
 * only when it was inside, so it never jumps away from where the person is.
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  returnFocus: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = container.current?.contains(document.activeElement);
      close();
      if (focusInside) returnFocus.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutsideClick);
      document.removeEventListener('keydown', closeOnEscape);
    };
    // `close` may be a new function each render; the listeners need only the latest open state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
