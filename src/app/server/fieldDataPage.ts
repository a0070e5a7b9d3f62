import { fieldDataMetaName } from '../../config/fieldDataMeta';

/**
 * How a page learns where its field data goes (docs/field-data.md; docs/decisions.md, "Field data
 * from real shoppers"): a `<meta name="shop-field-data" content="…">` in its head. The build writes
 * it into every document of dist/ when `SHOP_FIELD_DATA_URL` is set at build time (a CDN of plain
 * files), the host into every page it sends when its own `SHOP_FIELD_DATA_URL` says so. Without
 * the meta the browser sends nothing.
 */

/**
 * The address as configured, checked: a path of the page's own origin (`/field-data`) or an
 * http(s) address of another (`https://collector.example/shop`). Anything else is a mistake in the
 * configuration, said at once rather than on every page.
 */
export function checkFieldDataUrl(value: string): string {
  const url = value.trim();
  const sameOrigin = url.startsWith('/') && !url.startsWith('//');
  const otherOrigin = /^https?:\/\/[^/]/i.test(url) && URL.canParse(url);
  if ((!sameOrigin && !otherOrigin) || /[\s"'<>\\]/.test(url)) {
    throw new Error(
      `SHOP_FIELD_DATA_URL must be a path (/field-data) or an http(s) address, not ${JSON.stringify(value)}.`,
    );
  }
  return url;
}

const metaPattern = new RegExp(`<meta name="${fieldDataMetaName}" content="([^"]*)"\\s*/?>`);

/** The address a document names (the build's), if any. */
export function fieldDataUrlOf(html: string): string | undefined {
  const content = metaPattern.exec(html)?.[1];
  return content ? content.replaceAll('&quot;', '"').replaceAll('&amp;', '&') : undefined;
}

/** The document with its meta naming `url`, or with none when field data is off. */
export function withFieldDataUrl(html: string, url: string | undefined): string {
  const meta = url ? `<meta name="${fieldDataMetaName}" content="${url.replaceAll('&', '&amp;')}">` : '';
  if (metaPattern.test(html)) return html.replace(metaPattern, () => meta);
  return meta ? html.replace('</head>', () => `${meta}</head>`) : html;
}

/** What the page's CSP must allow for the beacons beside `'self'`: another origin's address. */
export function fieldDataConnectSources(url: string | undefined): string[] {
  if (!url || url.startsWith('/')) return [];
  return [new URL(url).origin];
}
