import { existsSync, readFileSync, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { contentSecurityPolicy, contentSecurityPolicyWith } from '../app/server/contentSecurityPolicy';
import {
  checkFieldDataUrl,
  fieldDataConnectSources,
  fieldDataUrlOf,
  withFieldDataUrl,
} from '../app/server/fieldDataPage';
import { pageAudienceOf, representativeAgents } from '../app/server/sharedPage';
import type * as RenderPageModule from '../app/server/renderPage';
import { pagePaths } from '../config/endpoints';
import { fieldDataPath } from '../config/fieldData';
import { resolveSiteCode } from '../config/sites';
import { createFieldDataCollector, type FieldDataRate, type FieldDataRecord } from './fieldData';
import { compressibleFilePattern, hashedFilePattern, preferredEncoding, prerenderedFilesFor } from './files';

/**
 * The shop's production host (issue 47): it renders every page with the build's renderer
 * (dist-server/renderPage.js), serves dist/'s files with their compressed copies, answers the
 * services' calls (`/service/...`) by passing them to the services' origin, and says on every page
 * what a shared cache may keep (docs/decisions.md, "The production host and the cache in front of
 * it"). The preview server (mocks/server/preview.ts) is this host with the mock services plugged
 * in as `services`. Node's http only: it runs with the production dependencies.
 */
export interface HostOptions {
  /** The build's browser files: dist/. */
  readonly distDir: string;
  /** Where renderPage.js lies: dist-server/. Without it, the host sends the build's plain files. */
  readonly serverDir: string;
  /**
   * Where the services answer (`SHOP_SERVICES_ORIGIN`): `/service/...` is passed there, and the
   * render calls it. Without it, the render calls the page's own origin, where `services` answers.
   */
  readonly servicesOrigin?: string;
  /** Answers `/service/...` instead of the pass to `servicesOrigin`: the preview's mock services. */
  readonly services?: (request: IncomingMessage, response: ServerResponse) => void;
  /** Cookies of the host's own that make a page the visitor's (the preview's mock scenarios). */
  readonly visitorCookies?: readonly string[];
  /** The renders' shared-answer cache for a page (the preview keeps one per set of mock scenarios). */
  readonly sharedAnswersFor?: (page: PageRequest) => RenderPageModule.SharedAnswerCache | undefined;
  /** Runs each render (the preview gives the render's service calls the page's mock scenarios). */
  readonly aroundRender?: (page: PageRequest, render: () => Promise<string>) => Promise<string>;
  /** One JSON object a request; none by default. */
  readonly log?: (entry: AccessLogEntry) => void;
  /** The page's public origin (`SHOP_PUBLIC_ORIGIN`); else `http://` and the request's Host. */
  readonly publicOrigin?: string;
  /**
   * Where the pages' field-data beacons go (`SHOP_FIELD_DATA_URL`, docs/field-data.md): a path of
   * the shop's origin or another origin's address, written into every page. `''`: off, whatever the
   * build says; none: as the build says (its documents' meta, usually none). While it is on, the
   * host takes beacons at `/field-data` and writes each into its log.
   */
  readonly fieldDataUrl?: string;
  /** How many beacons a client may send (`defaultFieldDataRate`). */
  readonly fieldDataRate?: FieldDataRate;
}

export interface PageRequest {
  readonly path: string;
  readonly search: string;
  readonly userAgent: string;
  readonly cookie: string;
  readonly origin: string;
}

export interface AccessLogEntry {
  readonly time: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  readonly bytes: number;
  /** The page's site; none for a file or a service call. */
  readonly site?: string;
  /** A page's: rendered, fell back to the plain document (render failed), or plain (no renderer). */
  readonly render?: 'rendered' | 'fallback' | 'plain';
  /** A page's: shared (a cache may keep it, and for which agent class) or the visitor's own. */
  readonly audience?: string;
  /** A field-data beacon's: what it said, as far as it has the shop's shape (src/host/fieldData.ts). */
  readonly fieldData?: FieldDataRecord;
  readonly kind: 'page' | 'file' | 'service' | 'health' | 'field-data' | 'refused';
}

/** Limits of a request: one that breaks them gets a 4xx. The header limit is the server's (`maxHeaderSize`). */
export const hostLimits = {
  maxHeaderBytes: 16 * 1024,
  maxUrlLength: 4096,
  maxBodyBytes: 1024 * 1024,
  /** How long a call to the services may take before the host answers 504. */
  serviceTimeoutMs: 15_000,
} as const;

/** What a shared cache may keep of a page and for how long (seconds). */
export const pageCaching = { sMaxAge: 60, staleWhileRevalidate: 300 } as const;

/**
 * A page for every visitor of its address and agent class: browsers revalidate it every time
 * (`max-age=0, must-revalidate`), a shared cache keeps it `s-maxage` and serves it while it asks
 * again for `stale-while-revalidate` more.
 */
export const sharedPageCacheControl = `public, max-age=0, must-revalidate, s-maxage=${pageCaching.sMaxAge}, stale-while-revalidate=${pageCaching.staleWhileRevalidate}`;
/** A visitor's own page, or one whose render failed: nobody keeps it. */
export const privateCacheControl = 'private, no-store';

/** The headers of every answer of the host. */
export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'SAMEORIGIN',
};

const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The addresses of the shop's own pages: the host renders them, wherever they lie. */
const pageAddresses: ReadonlySet<string> = new Set(Object.values(pagePaths));

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

interface Renderer {
  renderPage: typeof RenderPageModule.renderPage;
  createSharedAnswerCache: typeof RenderPageModule.createSharedAnswerCache;
}

/** A file of dist/ as the host serves it: its bytes and its compressed copies, read once. */
interface StaticFile {
  readonly type: string;
  readonly cacheControl: string;
  readonly body: Buffer;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

export interface Host {
  /** Answers one request. */
  handle(request: IncomingMessage, response: ServerResponse): void;
  /** Whether it can render (or serve plain files) and is not stopping: `/readyz`. */
  readonly ready: boolean;
  /** Stops taking pages (`/readyz` answers 503) and the renders' service calls. */
  stop(): void;
  /** The renderer's shared-answer caches, for `sharedAnswersFor`; none without the renderer. */
  readonly createSharedAnswerCache: Renderer['createSharedAnswerCache'] | undefined;
}

export function createHost(options: HostOptions): Host {
  const { distDir, serverDir, log } = options;
  const renderer = loadRenderer(serverDir);
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const defaultSharedAnswers = renderer?.createSharedAnswerCache();
  /** dist/'s files once read: at most as many as the build wrote. An address that is no file is not kept. */
  const files = new Map<string, StaticFile>();
  let stopping = false;
  // Field data: the host's configuration, else the build's (its template's meta).
  const fieldDataUrl =
    options.fieldDataUrl === undefined
      ? fieldDataUrlOf(template)
      : options.fieldDataUrl.trim()
        ? checkFieldDataUrl(options.fieldDataUrl)
        : undefined;
  const collectFieldData = fieldDataUrl ? createFieldDataCollector(options.fieldDataRate) : undefined;
  const headers: Readonly<Record<string, string>> = {
    ...securityHeaders,
    'Content-Security-Policy': contentSecurityPolicyWith(fieldDataConnectSources(fieldDataUrl)),
  };

  // Every page's address (a product's, a bot's guess) is looked up here: keeping the misses too, a
  // host asked for ever new addresses grew without bound. Not keeping them costs little: `fileOf`
  // refuses an address without one of dist/'s file types (every page's) before it looks at the disk.
  const staticFile = (urlPath: string): StaticFile | undefined => {
    const kept = files.get(urlPath);
    if (kept) return kept;
    const file = fileOf(distDir, urlPath);
    if (file) files.set(urlPath, file);
    return file;
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const started = process.hrtime.bigint();
    const url = request.url ?? '/';
    const query = url.indexOf('?');
    const urlPath = query < 0 ? url : url.slice(0, query);
    const search = query < 0 ? '' : url.slice(query);
    const entry: { -readonly [Key in keyof AccessLogEntry]?: AccessLogEntry[Key] } = {};
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.on('finish', () => {
      log?.({
        time: new Date().toISOString(),
        method: request.method ?? 'GET',
        path: urlPath.slice(0, 200),
        status: response.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        bytes: Number(response.getHeader('content-length') ?? 0),
        kind: entry.kind ?? 'refused',
        ...entry,
      });
    });

    if (url.length > hostLimits.maxUrlLength) return refuse(response, 414);
    if (urlPath === '/healthz') {
      entry.kind = 'health';
      return send(response, 200, 'text/plain; charset=utf-8', 'ok\n', 'no-store');
    }
    if (urlPath === '/readyz') {
      entry.kind = 'health';
      const isReady = !stopping;
      return send(
        response,
        isReady ? 200 : 503,
        'text/plain; charset=utf-8',
        isReady ? 'ready\n' : 'stopping\n',
        'no-store',
      );
    }
    if (collectFieldData && urlPath === fieldDataPath) {
      entry.kind = 'field-data';
      return collectFieldData(request, response, (record) => (entry.fieldData = record));
    }
    // Some of the shop's pages live under /service/ too (the cart page): those are pages.
    if (urlPath.startsWith('/service/') && !pageAddresses.has(urlPath)) {
      entry.kind = 'service';
      const length = Number(request.headers['content-length'] ?? 0);
      if (length > hostLimits.maxBodyBytes) return refuse(response, 413);
      if (options.services) return options.services(request, response);
      if (!options.servicesOrigin) return refuse(response, 404);
      return passToServices(options.servicesOrigin, request, response);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return refuse(response, 405);
    }
    // No file or page is asked for with a body: one that comes is not read.
    if (Number(request.headers['content-length'] ?? 0) > 0) return refuse(response, 413);

    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(urlPath);
    } catch {
      return refuse(response, 400);
    }
    const file = decodedPath.includes('..') || decodedPath.includes('\0') ? undefined : staticFile(decodedPath);
    if (file) {
      entry.kind = 'file';
      return sendFile(request, response, file);
    }

    entry.kind = 'page';
    const page: PageRequest = {
      path: decodedPath,
      search,
      userAgent: String(request.headers['user-agent'] ?? ''),
      cookie: String(request.headers.cookie ?? ''),
      origin: options.publicOrigin ?? `http://${String(request.headers.host ?? 'localhost')}`,
    };
    const site = resolveSiteCode(undefined, search);
    entry.site = site;
    const audience = pageAudienceOf(page, options.visitorCookies);
    entry.audience = audience.shared ? `shared:${audience.agentClass}` : 'private';
    // The page is sent once rendered: with its length, so that a cache can keep it whole.
    const answer = async (): Promise<{ html: string; render: 'rendered' | 'fallback' | 'plain' }> => {
      if (!renderer) return { html: siteDocument(distDir, site, decodedPath), render: 'plain' };
      const rendered: PageRequest = audience.shared
        ? { ...page, userAgent: representativeAgents[audience.agentClass], cookie: '' }
        : page;
      const render = () =>
        renderer.renderPage(template, rendered, {
          sharedAnswers: options.sharedAnswersFor ? options.sharedAnswersFor(rendered) : defaultSharedAnswers,
          servicesOrigin: options.servicesOrigin,
        });
      try {
        const html = await (options.aroundRender ? options.aroundRender(rendered, render) : render());
        return { html, render: 'rendered' };
      } catch (error) {
        console.error(`Rendering ${urlPath} on the server failed; the browser renders it.`, error);
        return { html: template, render: 'fallback' };
      }
    };
    answer()
      .then(async ({ html: built, render }) => {
        entry.render = render;
        const html = withFieldDataUrl(built, fieldDataUrl);
        // Only a page rendered for everyone is shared; a fallback is asked for again at once.
        const cacheControl = audience.shared && render !== 'fallback' ? sharedPageCacheControl : privateCacheControl;
        response.setHeader('Vary', 'Accept-Encoding, User-Agent');
        const encoding = preferredEncoding(request.headers['accept-encoding'] as string | undefined);
        const body =
          encoding === 'br'
            ? await compressBrotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
            : encoding === 'gzip'
              ? await compressGzip(html, { level: 6 })
              : Buffer.from(html);
        if (encoding) response.setHeader('Content-Encoding', encoding);
        send(response, 200, 'text/html; charset=utf-8', body, cacheControl, request.method === 'HEAD');
      })
      .catch((error: unknown) => {
        console.error(`Answering ${urlPath} failed.`, error);
        if (!response.headersSent) refuse(response, 500);
        else response.destroy();
      });
  };

  return {
    handle,
    get ready() {
      return !stopping;
    },
    createSharedAnswerCache: renderer?.createSharedAnswerCache,
    stop() {
      stopping = true;
      defaultSharedAnswers?.stop();
    },
  };
}

function send(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  cacheControl: string,
  head = false,
) {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  response.writeHead(status, {
    'Content-Type': type,
    'Content-Length': bytes.length,
    'Cache-Control': cacheControl,
  });
  response.end(head ? undefined : bytes);
}

/** A request the host does not take: a 4xx with no page, never kept by a cache. */
function refuse(response: ServerResponse, status: number) {
  send(response, status, 'text/plain; charset=utf-8', `${status}\n`, 'no-store');
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: StaticFile) {
  const encoding =
    file.br || file.gzip ? preferredEncoding(request.headers['accept-encoding'] as string | undefined) : undefined;
  const body = (encoding && file[encoding]) || file.body;
  if (file.br || file.gzip) response.setHeader('Vary', 'Accept-Encoding');
  if (body !== file.body) response.setHeader('Content-Encoding', encoding!);
  send(response, 200, file.type, body, file.cacheControl, request.method === 'HEAD');
}

/** dist/'s file for an address, with its compressed copies; none for a page or an address outside dist/. */
function fileOf(distDir: string, urlPath: string): StaticFile | undefined {
  const file = path.join(distDir, urlPath);
  if (!file.startsWith(distDir + path.sep)) return undefined;
  const extension = path.extname(file);
  // HTML is a page: the host renders it (the build's documents are its templates).
  if (extension === '.html' || !contentTypes[extension]) return undefined;
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  const compressed = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  const compressible = compressibleFilePattern.test(file);
  return {
    type: contentTypes[extension]!,
    cacheControl: hashedFilePattern.test(file)
      ? 'public, max-age=31536000, immutable'
      : 'public, max-age=0, must-revalidate',
    body: readFileSync(file),
    br: compressible ? compressed('.br') : undefined,
    gzip: compressible ? compressed('.gz') : undefined,
  };
}

/**
 * Without the renderer the host serves plain files, as a country's host would: the page the build
 * prerendered for the address or its pattern (scripts/prerender.ts) when there is one, else the
 * site's document, and the shared index.html when the build has neither.
 */
function siteDocument(distDir: string, site: string, pagePath: string): string {
  const candidates = [
    // A path with `..` in it is not a page: it must not reach a file outside the site's pages.
    ...(pagePath.includes('..') ? [] : prerenderedFilesFor(distDir, site, pagePath)),
    path.join(distDir, site, 'index.html'),
    path.join(distDir, 'index.html'),
  ];
  return readFileSync(
    candidates.find((file) => existsSync(file))!,
    'utf8',
  );
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'host',
]);

/**
 * A call to `/service/...` passed to the services' origin as it came (method, cookies, body,
 * streamed, at most `maxBodyBytes`), and its answer back as it went (status, Set-Cookie, body).
 * An answer that says nothing of caching is the visitor's: `private, no-store`.
 */
function passToServices(origin: string, request: IncomingMessage, response: ServerResponse) {
  const target = new URL(request.url ?? '/', origin);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !hopByHop.has(name)) headers[name] = value;
  }
  headers['x-forwarded-host'] = String(request.headers.host ?? '');
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: request.method, headers, timeout: hostLimits.serviceTimeoutMs }, (answer) => {
    const answerHeaders: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !hopByHop.has(name)) answerHeaders[name] = value;
    }
    answerHeaders['cache-control'] ??= privateCacheControl;
    response.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
  upstream.on('error', (error) => {
    if (response.headersSent) response.destroy();
    else refuse(response, error.message === 'timeout' ? 504 : 502);
  });
  let received = 0;
  request.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > hostLimits.maxBodyBytes) {
      upstream.destroy();
      request.unpipe(upstream);
      if (!response.headersSent) refuse(response, 413);
    }
  });
  request.pipe(upstream);
}

function loadRenderer(serverDir: string): Renderer | undefined {
  const file = path.join(serverDir, 'renderPage.js');
  if (!existsSync(file)) return undefined;
  // The build's module (webpack target node), loaded at run time: the host's bundle does not hold it.
  // Node's own require (createRequire): webpack leaves it alone, tsx (the preview) too.
  return createRequire(__filename)(file) as Renderer;
}
