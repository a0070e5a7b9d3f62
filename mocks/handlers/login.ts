import { http, HttpResponse } from 'msw';
import { csrfHeader, endpoints, loginTokenHeaderName } from '../../src/config/endpoints';
import { cookieNames } from '../../src/config/storage';
import { readCookie } from '../../src/lib/cookies';
import { mockCredentials } from '../data/customers';
import { jsonSettingCookies, visitorCookies } from '../cookies';
import { withScenario } from '../scenarios';

/**
 * The login service (newsletter-footer-preview.md 7):
 * - the login, scenario `login`: `unavailable` (503), `successWithoutCookies` (200, no cookie set) and
 *   the generic ones; without one it answers 200
 *   for `mockCredentials`, setting a LoginToken cookie (the personal-data mock then answers a logged-in
 *   customer) and a LongtermToken cookie, and 401 for anything else;
 * - the token renewal, scenario `loginRenew`: `created` (201, the default), `ok` (200), `serverError`
 *   (500), `unauthorized` (401), or the generic ones;
 * - the long-term token, whose answer nobody reads;
 * - the customer info (scenario `customerInfo`: the generic ones), which logs the login id and the
 *   X-LoginToken header it was asked with; the spec shows no answer, so it answers the login id.
 */
let renewCalls = 0;
let longTermCalls = 0;
let customerInfoAsked: { loginId: string; loginToken: string | null }[] = [];
let loginBodies: unknown[] = [];
/** The login calls' JSON bodies since the last reset. */
export const loginCalls = (): readonly unknown[] => loginBodies;
export const loginRenewCalls = (): number => renewCalls;
export const longTermTokenCalls = (): number => longTermCalls;
/** The long-term-token header and the anti-forgery header of each long-term-token request. */
let longTermHeaders: { longTermToken: string | null; antiForgery: string | null }[] = [];
export const longTermTokenHeaders = () => longTermHeaders;
export const customerInfoCalls = (): readonly { loginId: string; loginToken: string | null }[] => customerInfoAsked;
export function resetLoginService(): void {
  renewCalls = 0;
  longTermCalls = 0;
  longTermHeaders = [];
  customerInfoAsked = [];
  loginBodies = [];
}

/** The issuer of the login mock's tokens: the personal-data mock answers a customer for them. */
export const mockLoginIssuer = 'mock-login';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT as the login service would set it: renewable in 2 minutes, valid for an hour. */
function mockLoginToken(): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: mockLoginIssuer, lid: 'L-4711', ren: now + 120, exp: now + 3600 };
  return [base64url('{"alg":"HS256"}'), base64url(JSON.stringify(claims)), 'mock'].join('.');
}

/** Whether the visitor logged in through the login mock: a LoginToken cookie that the mock issued. */
export function isMockLogin(request: Request): boolean {
  const payload = readCookie(cookieNames.loginToken, visitorCookies(request))?.split('.')[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iss?: unknown };
    return claims.iss === mockLoginIssuer;
  } catch {
    return false;
  }
}

const renewStatus: Record<string, number> = { created: 201, ok: 200, serverError: 500, unauthorized: 401 };

export const loginHandlers = [
  http.post(
    endpoints.login,
    withScenario('login', async ({ request }, variant) => {
      const body = (await request.json()) as { email?: unknown; password?: unknown };
      loginBodies.push(body);
      if (variant === 'unavailable') return HttpResponse.json({}, { status: 503 });
      // A success that sets no cookie: a story shows the success view without logging the browser in.
      if (variant === 'successWithoutCookies') return HttpResponse.json({}, { status: 200 });
      if (body.email !== mockCredentials.email || body.password !== mockCredentials.password)
        return HttpResponse.json({}, { status: 401 });
      return jsonSettingCookies({}, 200, [
        `${cookieNames.loginToken}=${mockLoginToken()}; Path=/`,
        `${cookieNames.longTermToken}=mock-long-term; Path=/`,
      ]);
    }),
  ),
  http.post(
    endpoints.loginTokenRenew,
    withScenario('loginRenew', (_info, variant) => {
      renewCalls += 1;
      const status = renewStatus[variant ?? 'created'] ?? 201;
      return HttpResponse.json({}, { status });
    }),
  ),
  http.get(
    endpoints.longTermToken,
    withScenario('longTermToken', ({ request }) => {
      longTermCalls += 1;
      longTermHeaders.push({
        longTermToken: request.headers.get(cookieNames.longTermToken),
        antiForgery: request.headers.get(csrfHeader.name),
      });
      return HttpResponse.json({});
    }),
  ),
  http.get(
    endpoints.customerInfo('*'),
    withScenario('customerInfo', ({ request }) => {
      const loginId = decodeURIComponent(new URL(request.url).pathname.split('/').at(-1) ?? '');
      customerInfoAsked.push({ loginId, loginToken: request.headers.get(loginTokenHeaderName) });
      return HttpResponse.json({ loginId });
    }),
  ),
];
