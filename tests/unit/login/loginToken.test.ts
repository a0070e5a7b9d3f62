import { InvalidLoginTokenError, loginTokenClaims, sessionCheck } from '../../../src/lib/loginToken';
import { renewalCode, sessionCodes, stopsPolling } from '../../../src/lib/sessionCodes';

/** An unsigned JWT as the login service would set it in the LoginToken cookie. */
const jwt = (payload: object) =>
  ['{"alg":"HS256","typ":"JWT"}', JSON.stringify(payload)]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('signature')
    .join('.');

describe('the login token’s claims (newsletter-footer-preview.md 3)', () => {
  it('reads exp, ren and lid, in seconds, with the login id as text', () => {
    expect(loginTokenClaims(jwt({ exp: 1_800_000_600, ren: 1_800_000_300, lid: 4711, sub: 'x' }))).toEqual({
      exp: 1_800_000_600,
      ren: 1_800_000_300,
      lid: '4711',
    });
  });

  it.each([
    ['not a JWT', 'LoginToken'],
    ['a payload that is not JSON', `${Buffer.from('{}').toString('base64url')}.bm90IGpzb24.sig`],
    ['no renewal time', jwt({ exp: 1, lid: 'a' })],
    ['times as text', jwt({ exp: '1', ren: '1', lid: 'a' })],
    ['an empty cookie', ''],
  ])('raises the invalid-token error for %s', (_case, token) => {
    expect(() => loginTokenClaims(token)).toThrow(InvalidLoginTokenError);
  });
});

describe('a session check (spec 4, "Session renewal polling")', () => {
  const claims = { exp: 1000, ren: 700, lid: 'a' };

  it.each([
    [600_000, sessionCodes.notDue, 'before the renewal time'],
    [700_000, sessionCodes.notDue, 'at the renewal time'],
    [700_001, 'renewable', 'just past the renewal time'],
    [999_999, 'renewable', 'just before expiry'],
    [1_000_000, sessionCodes.notDue, 'at expiry (not past it, not before it)'],
    [1_000_001, sessionCodes.expired, 'past expiry'],
  ] as const)('at %i ms finds %s (%s)', (nowMs, expected, _when) => {
    expect(sessionCheck(claims, nowMs)).toBe(expected);
  });
});

describe('the renewal answer as a code (decision 5)', () => {
  it.each([
    [201, 0],
    [200, 1],
    [500, 2],
    [401, 3],
    [503, 3],
    [undefined, 3],
  ] as const)('%s → %i', (status, code) => {
    expect(renewalCode(status)).toBe(code);
  });

  it('stops polling on 1, 3 and 5 only', () => {
    expect(Object.values(sessionCodes).filter(stopsPolling)).toEqual([1, 3, 5]);
  });
});
