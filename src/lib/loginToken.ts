import { jwtDecode } from 'jwt-decode';
import * as v from 'valibot';
import { sessionCodes, type SessionCode } from './sessionCodes';

/**
 * The claims of the LoginToken cookie's JWT (newsletter-footer-preview.md 3), times in seconds:
 * `exp` when the login expires, `ren` from when it may be renewed, `lid` the login id.
 */
export interface LoginTokenClaims {
  exp: number;
  ren: number;
  lid: string;
}

const claimsSchema = v.object({
  exp: v.number(),
  ren: v.number(),
  lid: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
});

/** A login token that is not a JWT or lacks its claims: the visitor counts as not logged in (spec 5, 8). */
export class InvalidLoginTokenError extends Error {
  override name = 'InvalidLoginTokenError';
}

export function loginTokenClaims(token: string): LoginTokenClaims {
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch (error) {
    throw new InvalidLoginTokenError(`The login token does not decode: ${(error as Error).message}`);
  }
  const claims = v.safeParse(claimsSchema, payload);
  if (!claims.success) throw new InvalidLoginTokenError('The login token lacks exp, ren or lid.');
  return claims.output;
}

/**
 * What a check finds before asking the service, `nowMs` being `Date.now()` (token times are seconds,
 * compared with now / 1000): expired once now is past `exp`; renewable once now is past `ren` and
 * still before `exp`; else not yet due.
 */
export function sessionCheck(claims: LoginTokenClaims, nowMs: number): 'renewable' | SessionCode {
  const now = nowMs / 1000;
  if (now > claims.exp) return sessionCodes.expired;
  if (now > claims.ren && now < claims.exp) return 'renewable';
  return sessionCodes.notDue;
}
