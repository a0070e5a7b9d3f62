import path from 'node:path';

/** Where a page the build prerendered for a site lies in dist/ (scripts/prerender.ts), as a host of plain files looks for it. */
export const prerenderedFile = (distDir: string, site: string, pagePath: string) =>
  path.join(distDir, site, 'pages', pagePath, 'index.html');

/**
 * The pages the build prerenders for a path pattern (a product page, `/p/:slug/:id`; issue 47,
 * src/app/server/addressSlot.ts): a path the pattern matches is sent the file that
 * `prerenderedFile` gives for `filePath`. nginx, for DE:
 * `location ~ ^/p/[^/]+/[^/]+/?$ { try_files /DE/pages/p/_/_/index.html =404; }`.
 */
export const prerenderedPatterns: readonly { readonly pattern: RegExp; readonly filePath: string }[] = [
  { pattern: /^\/p\/[^/]+\/[^/]+\/?$/, filePath: '/p/_/_' },
];

/** The files a host of plain files tries for a page's path, best first: its own, its pattern's. */
export const prerenderedFilesFor = (distDir: string, site: string, pagePath: string): string[] => [
  prerenderedFile(distDir, site, pagePath),
  ...prerenderedPatterns
    .filter(({ pattern }) => pattern.test(pagePath))
    .map(({ filePath }) => prerenderedFile(distDir, site, filePath)),
];

/** A file webpack names by its content (`main.1a2b3c4d.js`): it never changes, a browser keeps it for a year. */
export const hashedFilePattern = /\.[0-9a-f]{8}\.(js|css|map|svg|png|jpe?g|webp|avif|woff2?)$/;

/** The files `npm run build` compresses beside themselves (scripts/precompress.ts) and the host serves so. */
export const compressibleFilePattern = /\.(js|css|map|svg|json|txt|html)$/;

/** The encodings a client accepts that the host sends, best first; a cache in front keys on the same. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
    .map(([name]) => name!.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}
