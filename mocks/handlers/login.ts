import { http, HttpResponse } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { withScenario } from '../scenarios';

/**
 * The login service's session calls (newsletter-footer-preview.md 7):
 * - the token renewal, scenario `loginRenew`: `created` (201, the default), `ok` (200), `serverError`
 *   (500), `unauthorized` (401), or the generic ones;
 * - the long-term token, whose answer nobody reads.
 */
let renewCalls = 0;
let longTermCalls = 0;
export const loginRenewCalls = (): number => renewCalls;
export const longTermTokenCalls = (): number => longTermCalls;
export function resetLoginService(): void {
  renewCalls = 0;
  longTermCalls = 0;
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
];
