import { loginOutcome } from '../../../src/features/login/loginOutcome';

describe('the login call’s outcome (newsletter-footer-preview.md 4, 7)', () => {
  it('is SUCCESS for 200 and UNAUTHORIZED for 401', () => {
    expect(loginOutcome(200)).toBe('SUCCESS');
    expect(loginOutcome(401)).toBe('UNAUTHORIZED');
  });

  it.each([201, 204, 302, 400, 403, 404, 500, 503, undefined])('is SERVICE_UNAVAILABLE for %p', (status) => {
    expect(loginOutcome(status)).toBe('SERVICE_UNAVAILABLE');
  });
});
