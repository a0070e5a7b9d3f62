import { createMiddleware } from '@mswjs/http-middleware';
import express, { type Request } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import type {
  createSharedAnswerCache as CreateSharedAnswerCache,
  SharedAnswerCache,
} from '../../src/app/server/renderPage';
import { createHost, type HostOptions, type PageRequest } from '../../src/host/createHost';
import { createHostServer, type HostServer } from '../../src/host/server';
import { handlers } from '../handlers';
import { contactRequests } from '../handlers/support';
import { resetMockServices } from '../reset';
import { scenarioCookie } from '../scenarios';

/**
 * `npm run preview`: the production host (src/host/, issue 47) with the mock services plugged in:
 * the same MSW handlers answer /service/... over real HTTP, so the bundle can be tried and measured
 * as shoppers get it, and what the tests run is what production runs. The host renders every page
 * with the build's dist-server/ module; when that module is missing or a render fails, the page
 * renders in the browser as before. What the preview adds: `/__mocks/reset`, the mock scenarios
 * (`mock-scenarios` cookie) reaching the render's service calls, and one shared-answers cache per
 * set of scenarios.
 */
export function createPreviewApp(
  distDir = path.resolve(__dirname, '../../dist'),
  serverDir = path.resolve(__dirname, '../../dist-server'),
  options: Pick<HostOptions, 'log' | 'fieldDataUrl' | 'fieldDataRate'> = {},
) {
  const app = express();
  app.disable('x-powered-by');
  forwardScenariosOfRenders();
  // As a shop's host keeps them (issue 38): the answers every visitor of a site gets, reused for
  // their time to live. One cache per set of mock scenarios, which are the services' state: a
  // page with `navigation:hostile` does not get the plain answers, nor the other way round.
  const mockServices = createMiddleware(...handlers);
  const host = createHost({
    distDir,
    serverDir,
    ...options,
    services: (request, response) =>
      void mockServices(request as Request, response as express.Response, () => {
        response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('404\n');
      }),
    // The scenarios are the services' state: a page asked for with them is that visitor's own.
    visitorCookies: [scenarioCookie],
    sharedAnswersFor: (page) => sharedAnswers.for(scenariosOf(page.cookie)),
    aroundRender: (page, render) => renderingFor.run(scenariosOf(page.cookie), render),
  });
  const sharedAnswers = new SharedAnswersPerScenario(host.createSharedAnswerCache);
  // The mock services keep state across visitors (the carts per site, the staff preview settings):
  // e2e files that share one server start from the mocks' first state with this call.
  app.post('/__mocks/reset', (_request, response) => {
    resetMockServices();
    sharedAnswers.clear();
    response.sendStatus(204);
  });
  // What the contact service received since the last reset (fields, and each attachment's name,
  // type and size): the cross-engine e2e test reads it, whose WebDriver clients see no answers.
  app.get('/__mocks/contact-requests', (_request, response) => {
    response.set('Cache-Control', 'no-store').json(contactRequests());
  });
  // The mock services' own pictures (products, footer teasers) live outside /service/: the mocks
  // answer them, as the CMS's image host would.
  app.get(
    '/mock-images/*',
    (request, response) =>
      void mockServices(request, response, () => {
        response.status(404).type('text/plain').send('404\n');
      }),
  );
  app.use((request, response) => host.handle(request, response));
  return {
    host,
    /** Listens behind the host's own HTTP server (its limits, its graceful stop). */
    listen(port: number, hostname: string, listening?: () => void): HostServer {
      return createHostServer(host, app).listen(port, hostname, listening);
    },
  };
}

/**
 * The mock scenarios (`mock-scenarios` cookie, docs/services.md, "Scenarios") of the page a render is for.
 * The server renders what every visitor gets, so its service calls carry no visitor cookies; but
 * the scenarios are not the visitor's, they are the state of the mocked services, and the calls of
 * the render must meet the same services as the browser's (a `promotion:hostile` header banner is
 * rendered on the server). Each render runs in its own context: renders side by side keep theirs.
 */
const renderingFor = new AsyncLocalStorage<string | undefined>();

function scenariosOf(cookieHeader: string): string | undefined {
  const cookie = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${scenarioCookie}=`));
  return cookie?.slice(scenarioCookie.length + 1) || undefined;
}

let forwarding = false;

/** The render's service calls (Node's fetch, to this server) carry the scenario cookie of its page. */
function forwardScenariosOfRenders() {
  if (forwarding) return;
  forwarding = true;
  const fetchOfNode = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const scenarios = renderingFor.getStore();
    if (!scenarios) return fetchOfNode(input, init);
    const request = new Request(input, init);
    request.headers.append('cookie', `${scenarioCookie}=${scenarios}`);
    return fetchOfNode(request);
  };
}

/** The renders' shared-answer caches, one per set of mock scenarios; `clear` on a reset of the mocks. */
class SharedAnswersPerScenario {
  private readonly caches = new Map<string, SharedAnswerCache>();
  constructor(private readonly create: typeof CreateSharedAnswerCache | undefined) {}

  for(scenarios: string | undefined): SharedAnswerCache | undefined {
    if (!this.create) return undefined;
    const key = scenarios ?? '';
    let cache = this.caches.get(key);
    if (!cache) this.caches.set(key, (cache = this.create()));
    return cache;
  }

  clear() {
    for (const cache of this.caches.values()) cache.stop();
    this.caches.clear();
  }
}

export type { PageRequest };

if (require.main === module) {
  const port = Number(process.env.PORT ?? 4173);
  const log = (entry: object) => process.stdout.write(`${JSON.stringify(entry)}\n`);
  // Field data (docs/field-data.md): `SHOP_FIELD_DATA_URL=/field-data npm run preview` logs the beacons.
  const fieldDataUrl = process.env.SHOP_FIELD_DATA_URL;
  const server = createPreviewApp(undefined, undefined, { log, fieldDataUrl }).listen(port, '127.0.0.1', () => {
    console.log(`Preview of dist/ with mock services: http://localhost:${port}/?site=DE`);
  });
  process.on('SIGTERM', () => void server.stopGracefully().then(() => process.exit(0)));
}
