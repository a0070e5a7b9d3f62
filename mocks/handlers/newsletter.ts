import { http, HttpResponse, type HttpResponseResolver, type PathParams } from 'msw';
import { endpoints, newsletterHeaders, siteHeaderName } from '../../src/config/endpoints';
import {
  consentTypes,
  emailInvalidProblemType,
  salutations,
  type CreateSubscriberRequest,
  type NewsletterProblem,
  type Subscriber,
  type UpdateSubscriberRequest,
} from '../../src/features/newsletter/types';
import { newsletterBaseData } from '../data/customers';
import { withScenario } from '../scenarios';

/**
 * The newsletter service (newsletter-footer-preview.md 7), on both bases (private and internal).
 * - accepts any address of the right shape, except those at `refused.example`, which it answers
 *   with `urn:newsletter:email_invalid`;
 * - confirms every subscriber token except those starting with `expired` or `invalid`;
 * - serves base data for the logged-in mock visitor (any X-LoginToken), 401 without one.
 * Scenarios: `newsletter` (create) `emailInvalid` refuses every address; `newsletterDoi`
 * `invalid` refuses every token; `newsletterBaseData`; each also error, network, hang, slow.
 *
 * Every call is logged as the service received it (method, path, headers, body), so tests can
 * assert what the spec makes the contract by reading it here rather than spying on fetch.
 */
export interface ReceivedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

const received: ReceivedCall[] = [];
const subscribers = new Map<string, Subscriber>();

export function resetNewsletterService(): void {
  received.length = 0;
  subscribers.clear();
}

/** The calls the newsletter service received since the last reset, oldest first. */
export function newsletterCalls(): readonly ReceivedCall[] {
  return received;
}

async function log(request: Request): Promise<unknown> {
  // Cloned: the resolver may read the body too.
  const text = request.method === 'GET' ? '' : await request.clone().text();
  const body: unknown = text ? JSON.parse(text) : undefined;
  received.push({
    method: request.method,
    path: new URL(request.url).pathname,
    headers: Object.fromEntries(request.headers.entries()),
    body,
  });
  return body;
}

type Resolver<Params extends PathParams> = (
  info: Parameters<HttpResponseResolver<Params>>[0],
  variant: string | undefined,
  body: unknown,
) => ReturnType<HttpResponseResolver<Params>>;

/** Logs every call, also those a scenario answers with a failure, then answers as the scenario says. */
function recorded<Params extends PathParams = PathParams>(service: string, resolver: Resolver<Params>) {
  return async (info: Parameters<HttpResponseResolver<Params>>[0]) => {
    const body = await log(info.request);
    return withScenario<Params>(service, (scenarioInfo, variant) => resolver(scenarioInfo, variant, body))(info);
  };
}

const problem = (type: string, status: number, title: string) =>
  HttpResponse.json<NewsletterProblem>(
    { type, title },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

const isCreateRequest = (body: unknown): body is CreateSubscriberRequest => {
  if (typeof body !== 'object' || body === null) return false;
  const request = body as Record<string, unknown>;
  return (
    typeof request.email === 'string' &&
    Array.isArray(request.consents) &&
    request.consents.every((consent) => (consentTypes as readonly unknown[]).includes(consent)) &&
    typeof request.origin === 'string' &&
    typeof request.originAddition === 'string' &&
    (request.salutation === undefined || (salutations as readonly unknown[]).includes(request.salutation))
  );
};

const refusedDomain = '@refused.example';
const refusedTokenPrefixes = ['expired', 'invalid'];

const bases = [endpoints.newsletter.privateBase, endpoints.newsletter.internalBase];
const subscribersPath = (base: string) => `${base}${endpoints.newsletter.subscribers}`;

export const newsletterHandlers = [
  ...bases.flatMap((base) => [
    http.post(
      subscribersPath(base),
      recorded('newsletter', ({ request }, variant, body) => {
        if (!request.headers.get(siteHeaderName)) return problem('urn:newsletter:site_missing', 400, 'No site');
        if (!isCreateRequest(body)) return problem('urn:newsletter:bad_request', 400, 'Malformed request');
        if (variant === 'emailInvalid' || body.email.toLowerCase().endsWith(refusedDomain)) {
          return problem(emailInvalidProblemType, 400, 'E-mail address refused');
        }
        const subscriberToken = `token-${subscribers.size + 1}`;
        subscribers.set(subscriberToken, { subscriberToken, ...body });
        return HttpResponse.json({ subscriberToken }, { status: 201 });
      }),
    ),

    http.put(
      `${subscribersPath(base)}/:token/doi`,
      recorded<{ token: string }>('newsletterDoi', ({ params }, variant) => {
        if (variant === 'invalid' || refusedTokenPrefixes.some((prefix) => params.token.startsWith(prefix))) {
          return problem('urn:newsletter:token_invalid', 410, 'Link no longer valid');
        }
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.get(
      `${subscribersPath(base)}/:token`,
      recorded<{ token: string }>('newsletterSubscriber', ({ params }) => {
        const subscriber = subscribers.get(params.token);
        return subscriber
          ? HttpResponse.json<Subscriber>(subscriber)
          : problem('urn:newsletter:not_found', 404, 'Unknown subscriber');
      }),
    ),

    http.put(
      `${subscribersPath(base)}/:token`,
      recorded<{ token: string }>('newsletterSubscriber', ({ params }, _variant, body) => {
        const subscriber = subscribers.get(params.token);
        if (!subscriber) return problem('urn:newsletter:not_found', 404, 'Unknown subscriber');
        subscribers.set(params.token, { ...subscriber, ...(body as UpdateSubscriberRequest) });
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    http.get(
      `${base}${endpoints.newsletter.customerBaseData}`,
      recorded('newsletterBaseData', ({ request }) => {
        if (!request.headers.get(newsletterHeaders.loginToken)) {
          return problem('urn:newsletter:unauthorized', 401, 'Not logged in');
        }
        return HttpResponse.json(newsletterBaseData);
      }),
    ),
  ]),

  // The default images (2.1): drawn placeholders of the declared sizes, 400x300 and 273x273.
  http.get(endpoints.newsletter.desktopImage, () => svg(400, 300)),
  http.get(endpoints.newsletter.tabletImage, () => svg(273, 273)),
];

function svg(width: number, height: number) {
  const cx = width / 2;
  const face = Math.min(width, height) / 5;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#f5ecdc"/>
<circle cx="${cx}" cy="${height * 0.38}" r="${face}" fill="#e0b48f"/>
<path d="M${cx - face * 0.45} ${height * 0.42} q${face * 0.45} ${face * 0.4} ${face * 0.9} 0" stroke="#4a2c1d" stroke-width="4" fill="none"/>
<rect x="${cx - face * 1.8}" y="${height * 0.62}" width="${face * 3.6}" height="${height * 0.4}" rx="${face}" fill="#002a5c"/>
<rect x="${cx + face * 0.3}" y="${height * 0.55}" width="${face * 0.8}" height="${face * 1.4}" rx="6" fill="#1a1a1a"/>
</svg>`;
  return new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
}
