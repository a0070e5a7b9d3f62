/** Element ids built from keys keep only letters, digits and hyphens (newsletter-footer-preview.md 5). */
export function elementId(...keys: readonly (string | number)[]): string {
  return keys
    .map((key) => String(key).replace(/[^A-Za-z0-9-]/g, ''))
    .filter(Boolean)
    .join('-');
}
