/**
 * Web storage that never throws: private modes, full quotas and blocked storage must not take
 * the page down, so failures read as "nothing stored". `area` picks local (default) or session
 * storage.
 */
export type StorageArea = 'local' | 'session';

function storageOf(area: StorageArea): Storage | undefined {
  return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
}

export function readJson<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  area: StorageArea = 'local',
): T | undefined {
  try {
    const raw = storageOf(area)?.getItem(key);
    if (raw == null) return undefined;
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  try {
    storageOf(area)?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** A plain string, stored as it is (no JSON quotes): for keys other code reads as text. */
export function readText(key: string, area: StorageArea = 'local'): string | undefined {
  try {
    return storageOf(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeText(key: string, value: string, area: StorageArea = 'local'): boolean {
  try {
    storageOf(area)?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
