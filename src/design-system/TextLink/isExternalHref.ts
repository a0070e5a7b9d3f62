/**
 * Whether a link leaves the shop and so opens in a new tab: its address starts with http:,
 * https: or mailto:, in any letter case. Browsers ignore spaces around an href, so this does too.
 * Anything else stays in the tab: relative paths, #anchors, tel:, and also protocol-relative
 * `//host` addresses and javascript:, which are not among the three schemes.
 */
export function isExternalHref(href: string): boolean {
  return /^(https?|mailto):/i.test(href.trim());
}
