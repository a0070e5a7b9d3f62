import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import express, { type Request } from 'express';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  createSharedAnswerCache as CreateSharedAnswerCache,
  renderPage as RenderPage,
  SharedAnswerCache,
} from '../../src/app/server/renderPage';
import { prerenderedFile } from '../../scripts/prerender';
import { contentSecurityPolicy } from '../../src/app/server/contentSecurityPolicy';
import { resolveSiteCode } from '../../src/config/sites';
import { handlers } from '../handlers';
import { resetMockServices } from '../reset';
import { scenarioCookie } from '../scenarios';

/**
 * `npm run preview`: serves the production bundle from dist/ with the same MSW handlers answering
 * /service/... over real HTTP, so the bundle can be tried and measured as shoppers get it. As a
 * shop's host would, it renders every page on the server with the build's dist-server/ module;
 * when that module is missing or a render fails, the page renders in the browser as before. Pages
 * go out with the shop's Content-Security-Policy (src/app/server/contentSecurityPolicy.ts).
 */
export function createPreviewApp(
  distDir = path.resolve(__dirname, '../../dist'),
  serverDir = path.resolve(__dirname, '../../dist-server'),
) {
  const app = express();
  const renderer = loadRenderer(serverDir);
  if (renderer) forwardScenariosOfRenders();
  // As a shop's host keeps them (issue 38): the answers every visitor of a site gets, reused for
  // their time to live. One cache per set of mock scenarios, which are the services' state: a
  // page with `navigation:hostile` does not get the plain answers, nor the other way round.
  const sharedAnswers = new SharedAnswersPerScenario(renderer?.createSharedAnswerCache);
  // Compressed as any real host serves it: the speed budgets (npm run bench) measure what a phone downloads.
  app.use(compression());
  // The mock services keep state across visitors (the carts per site, the staff preview settings):
  // e2e files that share one server start from the mocks' first state with this call.
  app.post('/__mocks/reset', (_request, response) => {
    resetMockServices();
    sharedAnswers.clear();
    response.sendStatus(204);
  });
  app.use(createMiddleware(...handlers));
  app.use(express.static(distDir, { index: false, maxAge: '1y', immutable: true }));
  const template = () => readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sendPage = async (request: Request, response: express.Response) => {
    response.setHeader('Cache-Control', 'no-cache');
    // As the shop's host sends it with every page (issue 17): no inline script runs.
    response.setHeader('Content-Security-Policy', contentSecurityPolicy);
    response.type('html');
    if (renderer) {
      try {
        const page = pageRequest(request);
        const scenarios = scenariosOf(page.cookie);
        const options = { sharedAnswers: sharedAnswers.for(scenarios) };
        response.send(await renderingFor.run(scenarios, () => renderer.renderPage(template(), page, options)));
        return;
      } catch (error) {
        console.error(`Rendering ${request.originalUrl} on the server failed; the browser renders it.`, error);
      }
    }
    response.send(renderer ? template() : siteDocument(distDir, request));
  };
  // Demo routes are client-side: every other page address gets the app's index.html.
  app.get('*', (request, response, next) => {
    // Express 4 does not see a rejected promise: a failure goes to its error handler.
    sendPage(request, response).catch(next);
  });
  return app;
}

/**
 * The mock scenarios (`mock-scenarios` cookie, README "Mock services") of the page a render is for.
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

/**
 * Without the renderer the preview is a host of plain files, as a country's host would be: it sends
 * the page the build prerendered for the address (`dist/<site>/pages<path>/index.html`,
 * scripts/prerender.ts) when there is one, else the site's own document (`dist/<site>/index.html`,
 * webpack.config.ts), and the shared index.html when the build has neither.
 */
function siteDocument(distDir: string, request: Request): string {
  const query = request.originalUrl.indexOf('?');
  const site = resolveSiteCode(undefined, query < 0 ? '' : request.originalUrl.slice(query));
  const candidates = [
    // A path with `..` in it is not a page: it must not reach a file outside the site's pages.
    ...(request.path.includes('..') ? [] : [prerenderedFile(distDir, site, request.path)]),
    path.join(distDir, site, 'index.html'),
    path.join(distDir, 'index.html'),
  ];
  return readFileSync(
    candidates.find((file) => existsSync(file))!,
    'utf8',
  );
}

interface Renderer {
  renderPage: typeof RenderPage;
  createSharedAnswerCache: typeof CreateSharedAnswerCache;
}

function loadRenderer(serverDir: string): Renderer | undefined {
  const file = path.join(serverDir, 'renderPage.js');
  if (!existsSync(file)) return undefined;
  // The build's module (webpack target node), loaded at run time: not part of this server's sources.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(file) as Renderer;
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

function pageRequest(request: Request) {
  const query = request.originalUrl.indexOf('?');
  return {
    path: request.path,
    search: query < 0 ? '' : request.originalUrl.slice(query),
    userAgent: request.get('user-agent') ?? '',
    cookie: request.get('cookie') ?? '',
    origin: `${request.protocol}://${request.get('host')}`,
  };
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 4173);
  createPreviewApp().listen(port, '127.0.0.1', () => {
    console.log(`Preview of dist/ with mock services: http://localhost:${port}/?site=DE`);
  });
}
