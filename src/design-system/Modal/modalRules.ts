/** Modal sizes of newsletter-footer-preview.md 2.5 and 9. */
export const modalSizes = ['S', 'M', 'L'] as const;
export type ModalSize = (typeof modalSizes)[number];

/**
 * The spec names the sizes but gives no widths. These are the dialog's maximum widths in CSS
 * pixels: S for a confirmation, M for a short form, L for long text or a table. On a narrower
 * screen every size takes the width there is.
 */
export const modalMaxWidthPx: Readonly<Record<ModalSize, number>> = { S: 400, M: 640, L: 960 };

/**
 * Width of the page's vertical scrollbar: the viewport width minus the root element's width.
 * Hiding the scrollbar while a modal is open widens the page by this much, so the body is
 * padded by it and nothing behind the backdrop jumps sideways. A document without layout
 * (clientWidth 0) or with overlay scrollbars has nothing to compensate.
 */
export function scrollbarWidth(innerWidth: number, clientWidth: number): number {
  if (!Number.isFinite(innerWidth) || !Number.isFinite(clientWidth) || clientWidth <= 0) return 0;
  return Math.max(0, innerWidth - clientWidth);
}
