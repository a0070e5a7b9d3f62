/** Reads one cookie from a `document.cookie`-style string; undefined when absent. */
export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | undefined {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) {
      const raw = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/** Sets a first-party cookie for the whole site, kept for `maxAgeDays`. */
export function writeCookie(name: string, value: string, maxAgeDays: number, doc: Document = document): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  doc.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; SameSite=Lax`;
}
