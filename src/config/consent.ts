import type { SiteCode } from './sites';

/**
 * The consent-management script (header-search-cart.md 1, 7): loaded from the provider's CDN with
 * a domain id per country and stage. The spec gives neither the provider nor the ids: both are
 * configuration, to be replaced by the real ones. CH_FR shares CH's domain.
 */
export const consentStages = ['DEV', 'LIVE'] as const;
export type ConsentStage = (typeof consentStages)[number];

export const consentScriptUrl = (domainId: string) =>
  `https://consent.example.com/delivery/${encodeURIComponent(domainId)}.js`;

const country = (code: string) => ({ DEV: `dev-${code}`, LIVE: `live-${code}` });

export const consentDomainIds: Readonly<Record<SiteCode, Readonly<Record<ConsentStage, string>>>> = {
  DE: country('de'),
  AT: country('at'),
  CH: country('ch'),
  CH_FR: country('ch'),
  CZ: country('cz'),
  HU: country('hu'),
  PL: country('pl'),
  SK: country('sk'),
  TR: country('tr'),
};
