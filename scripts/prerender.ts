/**
 * Pages prerendered by the build for a host without the renderer (issue 38, "the static
 * fallback"): `npm run build` runs this after webpack. For each site, the pages whose HTML is the
 * same for every visitor and every query (`prerenderedPaths`) are rendered with the build's own
 * renderer (dist-server/renderPage.js) into the site's document (`dist/<site>/index.html`) and
 * written to `dist/<site>/pages<path>/index.html`. A host of plain files sends that file for the
 * page's address and the site's document for every other address (nginx:
 * `try_files /DE/pages$uri/index.html /DE/index.html`; mocks/server/preview.ts does the same).
 *
 * Why: without it the page's heading and form came only after the scripts had loaded and run, and
 * Largest Contentful Paint on Lighthouse's phone was 2.7–2.9 s on these pages (budget 2.5 s). The
 * prerendered page paints from the HTML, as a rendered one does, and the browser hydrates it.
 *
 * The build has no services: they all answer 503 here, so the pages hold nothing a service
 * gives (the navigation, the header's banner, the footer's content, personal data). The browser
 * asks for those as it does when the host's render got no answer in time. Nothing goes stale in
 * the files, and the build needs no network. The render does not ask for the header's banner at
 * all (`anyVisitor`): the page is one painted without it, whose browser holds the banner back.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pagePaths } from '../src/config/endpoints';
import { sites } from '../src/config/sites';
import { prerenderedFile, prerenderedPatterns } from '../src/host/files';
import { addressSlotMark, type AddressSlot } from '../src/app/server/addressSlot';
import type * as RenderPageModule from '../src/app/server/renderPage';

/**
 * The pages that are the same for every visitor and every query, and whose own content is the
 * largest thing on them. Not the results (their query) nor a product (its address). The cart page's
 * HTML is its heading and the cart's loader; the checkout's, the reduced frame and its heading.
 * The header's banner is never in these files (a campaign would go stale in them): it is held back
 * on the page they paint and shows where it moves nothing (docs/decisions.md, "The header's banner
 * on a page painted without it"). Before that, the checkout was left out: prerendered, its late
 * banner became its largest element, at 2.8 s.
 */
export const prerenderedPaths = [
  pagePaths.home,
  pagePaths.newsletter,
  pagePaths.contact,
  pagePaths.login,
  pagePaths.cart,
  pagePaths.checkout,
] as const;

/**
 * The pages prerendered for an address pattern (issue 47; src/app/server/addressSlot.ts): the same
 * for every visitor but for one part of the address, which their heading shows, and which the
 * file's script puts in before the first paint. The results page for a term (the file has its
 * heading and nothing below it: the browser waits for its category banner, then shows its results,
 * as without a server, and nothing in view moves) and a product page for its article number. Browser-rendered, their heading came at 2.3-2.4 s on Lighthouse's
 * phone. `filePath` is where the file lies (`prerenderedFile`); a product's path finds it by its
 * pattern (src/host/files.ts).
 */
export const prerenderedTemplates: readonly {
  /** The addresses it is for, as people read them. */
  readonly route: string;
  readonly filePath: string;
  readonly path: string;
  readonly search: string;
  readonly addressSlot: AddressSlot;
}[] = [
  {
    route: `${pagePaths.search}?query=…`,
    filePath: pagePaths.search,
    path: pagePaths.search,
    search: `?query=${addressSlotMark}`,
    addressSlot: { slot: 'query' },
  },
  {
    route: pagePaths.product,
    filePath: prerenderedPatterns[0]!.filePath,
    path: `/p/_/${addressSlotMark}`,
    search: '',
    // The article number is the path's fourth part (`/p/:slug/:id`); a search term would add a line.
    addressSlot: { slot: '3', absent: 'query' },
  },
];

async function main() {
  const root = path.resolve(__dirname, '..');
  const distDir = path.join(root, 'dist');
  const rendererFile = path.join(root, 'dist-server', 'renderPage.js');
  if (!existsSync(rendererFile)) throw new Error(`prerender: no ${rendererFile}; run webpack first.`);
  // The build's module (webpack target node), loaded at run time.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderPage } = require(rendererFile) as typeof RenderPageModule;

  const services = await noServices();
  const origin = `http://127.0.0.1:${(services.address() as AddressInfo).port}`;
  // The app says so for each service that failed, as the host's log should; here they fail as
  // meant, 27 times over: only what else it says is shown (a part left to the browser, say).
  const { error, warn } = console;
  const unlessAServiceFailed =
    (log: typeof console.error) =>
    (...args: unknown[]) => {
      if (!args.some((arg) => /\b503\b/.test(typeof arg === 'string' ? arg : (JSON.stringify(arg) ?? ''))))
        log(...args);
    };
  console.error = unlessAServiceFailed(error);
  console.warn = unlessAServiceFailed(warn);
  try {
    for (const site of Object.values(sites)) {
      const template = readFileSync(path.join(distDir, site.code, 'index.html'), 'utf8');
      const pages = [
        ...prerenderedPaths.map((pagePath) => ({
          filePath: pagePath,
          path: pagePath,
          search: '',
          addressSlot: undefined,
        })),
        ...prerenderedTemplates,
      ];
      for (const page of pages) {
        const html = await renderPage(
          template,
          { path: page.path, search: page.search, userAgent: '', cookie: '', origin, anyVisitor: true },
          { addressSlot: page.addressSlot },
        );
        const file = prerenderedFile(distDir, site.code, page.filePath);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, html);
      }
    }
  } finally {
    console.error = error;
    console.warn = warn;
    services.close();
  }
  console.log(
    `prerender: ${prerenderedPaths.length} pages and ${prerenderedTemplates.length} for address patterns × ${Object.keys(sites).length} sites in dist/<site>/pages/`,
  );
}

/** Services that answer every call with 503 at once: what the build has. */
function noServices(): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer((_request, response) => response.writeHead(503).end());
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
