import { createHash } from 'node:crypto';
import { consentScriptUrl } from '../../config/consent';
import { addressSlotScript } from './addressSlot';
import { earlyAppBannerScript } from './earlyAppBanner';

/** A CSP source that allows exactly this inline script. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy the host sends with every page (issue 17; the preview server does,
 * mocks/server/preview.ts). Scripts come from the shop's own origin and the consent provider's,
 * and inline only the one the CSP names by its hash: the server-rendered page has no inline script
 * (its data is a JSON block, which does not run), so a script tag smuggled into content could not
 * run even if it reached the page. The pages the build prerenders for any visitor carry one
 * (the app banner's `earlyAppBannerScript`), those it prerenders for an address pattern a second
 * (`addressSlotScript`), each allowed by its SHA-256 hash, not by 'unsafe-inline'.
 *
 * - styles may be inline: emotion writes the widgets' styles into `<style>` elements, and banners
 *   carry their colours in `style` attributes;
 * - images from any https address (banners and product images come from the services' CDNs) and
 *   `data:` (the page's empty favicon);
 * - the services answer on the page's own origin (decision 2): `connect-src 'self'`, and the field
 *   data's beacons go there too, or to the other origin the host's configuration names
 *   (`connectSources`, docs/field-data.md);
 * - no plugins, no `<base>` elsewhere, forms only to the shop, and no framing by other sites.
 */
export const contentSecurityPolicyWith = (connectSources: readonly string[] = []) =>
  [
    "default-src 'self'",
    `script-src 'self' ${new URL(consentScriptUrl('id')).origin} ${hashSource(earlyAppBannerScript)} ${hashSource(addressSlotScript)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** The policy of a page whose beacons, if any, go to its own origin. */
export const contentSecurityPolicy = contentSecurityPolicyWith();
