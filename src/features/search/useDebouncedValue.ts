import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: a typist's burst becomes one value.
 * A value equal to the settled one is taken at once, so deleting back to it does not wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return Object.is(value, settled) ? value : settled;
}
