/*
 * Addresses written in content (the CMS's banners and footer, the navigation services' answers),
 * judged the way a browser will read them, not by how they look: the URL parser ignores spaces
 * around an address and tabs and newlines inside it, letter case does not matter in a scheme, and a
 * backslash after the first slash is a slash. So ` JaVaScRiPt:`, `java\tscript:` and `/\evil.example`
 * (another site, though it looks like a site path) are caught here.
 */

const probeOrigin = 'https://site.invalid';

/** A path on the shop's own site: it starts with a slash and a browser keeps it on the site. */
export function isSitePath(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed.startsWith('/')) return false;
  try {
    return new URL(trimmed, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/** An absolute address whose scheme (as the browser reads it) is one of `schemes`, e.g. `https:`. */
export function hasScheme(value: string, schemes: readonly `${string}:`[]): boolean {
  try {
    return schemes.includes(new URL(value.trim()).protocol as `${string}:`);
  } catch {
    return false;
  }
}

/**
 * A picture the page may load: a site path or an https address, what the Content-Security-Policy's
 * `img-src` lets through (src/app/server/contentSecurityPolicy.ts) apart from its `data:`, which is for
 * the page's own favicon. Anything else would be blocked and reported as a violation, so content
 * naming it is not drawn at all.
 */
export function isImageSource(value: string): boolean {
  return isSitePath(value) || hasScheme(value, ['https:']);
}
