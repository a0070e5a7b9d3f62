import type { SiteCode } from './sites';

/**
 * The country switcher's entry per site (spec 2.2, "Country item"): its name in its own language, the
 * flag's name in the same language (the entry carries that language's `lang`, decisions.md
 * "The country switcher's entries speak their own language"), and the address choosing it sends the browser to. The demo serves every site
 * from one origin, so the address is `/?site=<code>` (decision 1); a real deployment puts each
 * country's domain here. A table beside the site table (src/config/sites.ts), not a column of it:
 * only the footer's switcher reads it, so it loads with the footer, not in the initial JS (issue 38).
 */
export const countries: Readonly<
  Record<SiteCode, { readonly label: string; readonly flagName: string; readonly href: string }>
> = {
  DE: { label: 'Deutschland', flagName: 'Flagge Deutschlands', href: '/?site=DE' },
  AT: { label: 'Österreich', flagName: 'Flagge Österreichs', href: '/?site=AT' },
  CH: { label: 'Schweiz (Deutsch)', flagName: 'Flagge der Schweiz', href: '/?site=CH' },
  CH_FR: { label: 'Suisse (français)', flagName: 'Drapeau de la Suisse', href: '/?site=CH_FR' },
  CZ: { label: 'Česko', flagName: 'Vlajka Česka', href: '/?site=CZ' },
  HU: { label: 'Magyarország', flagName: 'Magyarország zászlaja', href: '/?site=HU' },
  PL: { label: 'Polska', flagName: 'Flaga Polski', href: '/?site=PL' },
  SK: { label: 'Slovensko', flagName: 'Vlajka Slovenska', href: '/?site=SK' },
  TR: { label: 'Türkiye', flagName: 'Türkiye bayrağı', href: '/?site=TR' },
};
