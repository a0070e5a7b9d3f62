import { delay, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import { holdOnPurpose } from './heldRequests';

/**
 * Scenario switches: any mocked service can be made to fail, hang or answer slowly on purpose,
 * or to answer one of its named variants (e.g. personal data `loggedIn`).
 *
 * Where a scenario comes from, first match wins:
 * 1. `setScenario(service, scenario)`: tests and Storybook stories;
 * 2. the `mock-scenarios` cookie (`psdata:loggedIn,cart:slow`), which the dev app writes from
 *    its `?mock=` query parameter, so it reaches the service worker and the preview server alike.
 */

export const scenarioCookie = 'mock-scenarios';
export const slowAnswerMs = 2500;

const overrides = new Map<string, string>();

export function setScenario(service: string, scenario: string): void {
  overrides.set(service, scenario);
}

export function resetScenarios(): void {
  overrides.clear();
}

export function parseScenarios(value: string | null | undefined): Map<string, string> {
  const parsed = new Map<string, string>();
  for (const pair of (value ?? '').split(',')) {
    const [service, scenario] = pair.split(':').map((part) => part.trim());
    if (service && scenario) parsed.set(service, scenario);
  }
  return parsed;
}

export function scenarioFor(service: string, cookies: Record<string, string>): string | undefined {
  return overrides.get(service) ?? parseScenarios(cookies[scenarioCookie]).get(service);
}

/** The body of the `clientError` scenario's 400: an error code and a text that no feature knows. */
export const clientErrorBody = { error: 'BAD_REQUEST', message: 'The request was refused.' } as const;

/**
 * The `malformedJson` scenario: the service did its work and answered 200 as JSON, but the body
 * broke off half-way (a proxy cut it, a deploy restarted mid-answer). An answer without a body
 * breaks off after its first character of JSON.
 */
async function truncated(answer: unknown): Promise<Response> {
  const text = answer instanceof Response ? await answer.text() : '';
  const body = text.length > 2 ? text.slice(0, Math.ceil(text.length / 2)) : '{"';
  // The answer's other headers stay: cookies it sets are set (the service did its work). As in
  // jsonSettingCookies (mocks/cookies.ts): msw's HttpResponse only where there is a page to keep them.
  const headers = new Headers(answer instanceof Response ? answer.headers : undefined);
  headers.delete('Content-Length');
  headers.set('Content-Type', 'application/json');
  const init = { status: 200, headers };
  return globalThis.document ? new HttpResponse(body, init) : new Response(body, init);
}

type ResolverInfo<Params extends PathParams, Body extends DefaultBodyType> = Parameters<
  HttpResponseResolver<Params, Body>
>[0];

/**
 * Wraps a handler's resolver with the generic scenarios; any other scenario name is handed to
 * the resolver as its variant.
 */
export function withScenario<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  service: string,
  resolver: (
    info: ResolverInfo<Params, Body>,
    variant: string | undefined,
  ) => ReturnType<HttpResponseResolver<Params, Body>>,
): HttpResponseResolver<Params, Body> {
  return async (info) => {
    const scenario = scenarioFor(service, info.cookies);
    switch (scenario) {
      case 'error':
        return HttpResponse.json({ error: 'UNKNOWN' }, { status: 500 });
      case 'network':
        return HttpResponse.error();
      case 'hang':
        holdOnPurpose(info.requestId);
        await delay('infinite');
        return undefined;
      case 'slow':
        await delay(slowAnswerMs);
        return resolver(info, undefined);
      case 'wrongShape':
        // 200 with valid JSON that is not what the service answers: every schema must refuse it.
        return HttpResponse.json({ unexpected: ['a string where lists belong'] });
      case 'clientError':
        // The service refuses the request, saying why in a JSON body no feature knows.
        return HttpResponse.json(clientErrorBody, { status: 400 });
      case 'malformedJson':
        return truncated(await resolver(info, undefined));
      default:
        return resolver(info, scenario);
    }
  };
}
