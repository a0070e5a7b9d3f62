/**
 * Props are typed so that an undefined size, variant, state or theme does not compile; content
 * from a service is not typed, so widgets refuse an unknown value at run time with this error
 * instead of rendering half-styled.
 */
export function assertOneOf<T extends string | number>(value: unknown, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly unknown[]).includes(value)) {
    throw new Error(`Unknown ${what} "${String(value)}"; expected one of: ${allowed.join(', ')}`);
  }
  return value as T;
}
