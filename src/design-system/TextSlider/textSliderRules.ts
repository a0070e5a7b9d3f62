/**
 * Browsers report scrollLeft in fractions of a pixel on zoomed pages and high-density screens,
 * so a strip scrolled to its end can stop a fraction short of scrollWidth - clientWidth.
 */
export const scrollEdgeTolerancePx = 1;

export interface ScrollMetrics {
  readonly scrollLeft: number;
  readonly scrollWidth: number;
  readonly clientWidth: number;
}

/**
 * Whether a horizontal strip is at its start or its end. A strip whose content fits is at
 * both. scrollLeft counts down from 0 in right-to-left pages, hence its absolute value.
 */
export function scrollEdges({ scrollLeft, scrollWidth, clientWidth }: ScrollMetrics) {
  const position = Math.abs(scrollLeft);
  const end = Math.max(0, scrollWidth - clientWidth);
  return {
    atStart: position <= scrollEdgeTolerancePx,
    atEnd: position >= end - scrollEdgeTolerancePx,
  };
}

/** One page back (-1) or forward (1): the strip's visible width, smooth unless motion is reduced. */
export function pageScroll(direction: -1 | 1, clientWidth: number, reducedMotion: boolean): ScrollToOptions {
  return { left: direction * clientWidth, behavior: reducedMotion ? 'instant' : 'smooth' };
}
