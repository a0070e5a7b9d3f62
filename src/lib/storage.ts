/**
 * Local storage that never throws: private modes, full quotas and blocked storage must not take
 * the page down, so failures read as "nothing stored".
 */
export function readJson<T>(key: string, isValid: (value: unknown) => value is T): T | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage blocked: there is nothing to remove.
  }
}
