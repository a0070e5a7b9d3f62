import { scrollbarWidth } from '../Modal/modalRules';

/**
 * Stops the page behind an overlay (a modal, a navigation flyout on a phone) from scrolling:
 * hides the page's scrollbar and pads the body by its width, so nothing jumps sideways. Returns
 * the undo, which puts back the body's own inline values (an overlay opened over another restores
 * the first one's lock) and the scroll position the page had, should anything have moved it.
 */
export function lockPageScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const position = { x: window.scrollX, y: window.scrollY };
  const compensation = scrollbarWidth(window.innerWidth, documentElement.clientWidth);
  if (compensation > 0) {
    const padding = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
    body.style.paddingRight = `${padding + compensation}px`;
  }
  body.style.overflow = 'hidden';
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
    if (window.scrollX !== position.x || window.scrollY !== position.y) window.scrollTo(position.x, position.y);
  };
}
