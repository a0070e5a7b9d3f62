/** newsletter-footer-preview.md 2.5: the counter shows when maxlength is above 0. */
export function showsCounter(maxLength: number | undefined): maxLength is number {
  return maxLength !== undefined && maxLength > 0;
}

/**
 * Characters left before maxLength, counted like the browser's maxlength (UTF-16 code units of
 * the value). Never below 0, even when the value was set longer than the limit from outside.
 */
export function remainingCharacters(value: string, maxLength: number): number {
  return Math.max(0, maxLength - value.length);
}
