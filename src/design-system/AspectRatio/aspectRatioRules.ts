/** The named ratios of header-search-cart.md 5; any other ratio is given as a number. */
export const namedAspectRatios = ['16/9', '4/3', '3/2', '1/1'] as const;
export type NamedAspectRatio = (typeof namedAspectRatios)[number];
export type AspectRatioValue = NamedAspectRatio | number;

/**
 * Width divided by height for a ratio from props or content. Refuses anything else loudly:
 * a zero, negative, infinite or NaN number would collapse or blow up the box, and a string
 * such as "16:9" or "2/1" is a typo or a ratio the design does not have.
 */
export function parseAspectRatio(value: unknown): number {
  if (typeof value === 'number') {
    if (Number.isFinite(value) && value > 0) return value;
    throw new Error(`Invalid aspect ratio ${String(value)}; a number must be finite and greater than 0`);
  }
  if (typeof value === 'string' && (namedAspectRatios as readonly string[]).includes(value)) {
    const [width, height] = value.split('/').map(Number) as [number, number];
    return width / height;
  }
  throw new Error(
    `Unknown aspect ratio "${String(value)}"; expected one of: ${namedAspectRatios.join(', ')} or a finite number greater than 0`,
  );
}
