import { http, HttpResponse } from 'msw';
import { endpoints, loginTokenHeaderName } from '../../src/config/endpoints';
import { withScenario } from '../scenarios';

/**
 * The login service's session calls (newsletter-footer-preview.md 7):
 * - the token renewal, scenario `loginRenew`: `created` (201, the default), `ok` (200), `serverError`
 *   (500), `unauthorized` (401), or the generic ones;
 * - the long-term token, whose answer nobody reads;
 * - the customer info (scenario `customerInfo`: the generic ones), which logs the login id and the
 *   X-LoginToken header it was asked with; the spec shows no answer, so it answers the login id.
 */
let renewCalls = 0;
let longTermCalls = 0;
let customerInfoAsked: { loginId: string; loginToken: string | null }[] = [];
export const loginRenewCalls = (): number => renewCalls;
export const longTermTokenCalls = (): number => longTermCalls;
export const customerInfoCalls = (): readonly { loginId: string; loginToken: string | null }[] => customerInfoAsked;
export function resetLoginService(): void {
  renewCalls = 0;
  longTermCalls = 0;
  customerInfoAsked = [];
}

const renewStatus: Record<string, number> = { created: 201, ok: 200, serverError: 500, unauthorized: 401 };

export const loginHandlers = [
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
    withScenario('longTermToken', () => {
      longTermCalls += 1;
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
