export const imageStatuses = ['loading', 'loaded', 'error'] as const;
export type ImageStatus = (typeof imageStatuses)[number];

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

const isUsableSize = ({ width, height }: ImageSize) =>
  Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;

/**
 * Whether a loaded image's real aspect ratio is within `tolerance` (0.05 for the spec's 5 %,
 * header-search-cart.md 9, `limits.imagePlaceholderTolerance`) of the ratio declared by its
 * width and height, measured relative to the declared ratio. Within it, the image fills the
 * placeholder box it reserved; outside it, the image is letterboxed rather than cropped or
 * distorted. A size that is zero, negative, infinite or NaN (an SVG without intrinsic size
 * reports 0 x 0) has no ratio to compare, so it is never within: letterboxing is the safe side.
 */
export function withinTolerance(declared: ImageSize, actual: ImageSize, tolerance: number): boolean {
  if (!Number.isFinite(tolerance) || tolerance < 0) {
    throw new Error(`Invalid image placeholder tolerance ${String(tolerance)}; expected a finite number from 0`);
  }
  if (!isUsableSize(declared) || !isUsableSize(actual)) return false;
  // (actualRatio / declaredRatio) - 1, cross-multiplied so a difference of exactly the
  // tolerance is not pushed over it by a rounding error in the two divisions.
  const difference = Math.abs(actual.width * declared.height - declared.width * actual.height);
  return difference <= tolerance * declared.width * actual.height;
}
