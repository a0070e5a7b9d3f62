/**
 * The result codes of a session check (spec 4, "Session renewal polling"), with decision 5's
 * mapping of the renewal answer: 0 created (201), 1 ok (200), 2 server error (500), 3 any other
 * answer or no token, 4 not yet due, 5 expired.
 */
export const sessionCodes = { created: 0, ok: 1, serverError: 2, other: 3, notDue: 4, expired: 5 } as const;
export type SessionCode = (typeof sessionCodes)[keyof typeof sessionCodes];

/** The renewal call's answer as a code (decision 5); `undefined` is no answer (a network failure). */
export function renewalCode(status: number | undefined): SessionCode {
  if (status === 201) return sessionCodes.created;
  if (status === 200) return sessionCodes.ok;
  if (status === 500) return sessionCodes.serverError;
  return sessionCodes.other;
}

/** On 1, 3 or 5 the polling stops and the long-term token is asked for (spec 4). */
export const stopsPolling = (code: SessionCode): boolean =>
  code === sessionCodes.ok || code === sessionCodes.other || code === sessionCodes.expired;
