import { http, HttpResponse } from 'msw';
import { endpoints, siteHeaderName } from '../../src/config/endpoints';
import { isSiteCode, type SiteCode } from '../../src/config/sites';
import {
  hostileCategoryNavigation,
  hostileLinkNavigation,
  hostileThemeWorldCards,
  hostileThemeWorldNavigation,
} from '../data/hostileContent';
import {
  categoryNavigationFor,
  navigationImageLabel,
  navigationImagePath,
  themeWorldNavigationFor,
} from '../data/navigationCatalogue';
import { withScenario } from '../scenarios';

/**
 * The navigation services (header-search-cart.md 7): the category tree and the theme worlds of
 * the site named in the site header, in its language, and the pictures their teasers and cards
 * show, drawn on request. Scenarios `navigation` and `themeWorlds`: the generic ones (`error`,
 * `network`, `hang`, `slow`, `wrongShape`), `empty` (a service that knows nothing) and `hostile`
 * (mocks/data/hostileContent.ts); `themeWorlds` also `hostileCards` (the hostile cards without the
 * 200 plain worlds); `navigation` also `hostileLinks` (javascript:, data:, vbscript:
 * and other unsafe links, each of which the schema leaves out, next to one safe link).
 */
const categoryVariants: Readonly<Record<string, () => unknown[]>> = {
  empty: () => [],
  hostile: hostileCategoryNavigation,
  hostileLinks: hostileLinkNavigation,
};
function siteOf(request: Request): SiteCode {
  const site = request.headers.get(siteHeaderName)?.toUpperCase();
  return isSiteCode(site) ? site : 'DE';
}

/** A calm two-tone picture with the subject's word, so a screenshot shows which picture is where. */
function navigationImage(key: string): string {
  const label = navigationImageLabel(key) ?? key;
  let hue = 0;
  for (const char of key) hue = (hue * 31 + char.charCodeAt(0)) % 360;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 488 287" width="488" height="287">' +
    `<rect width="488" height="287" fill="hsl(${hue} 45% 88%)"/>` +
    `<circle cx="380" cy="90" r="120" fill="hsl(${hue} 45% 72%)"/>` +
    `<text x="32" y="250" font-family="Arial, sans-serif" font-size="40" fill="hsl(${hue} 60% 22%)">${label}</text>` +
    '</svg>'
  );
}

export const navigationHandlers = [
  http.get(
    endpoints.headerNavigation,
    withScenario('navigation', ({ request }, variant) => {
      const answer = variant && Object.hasOwn(categoryVariants, variant) ? categoryVariants[variant] : undefined;
      return HttpResponse.json(answer ? answer() : categoryNavigationFor(siteOf(request)));
    }),
  ),
  http.get(
    endpoints.themeWorldNavigation,
    withScenario('themeWorlds', ({ request }, variant) => {
      if (variant === 'empty') return HttpResponse.json({ sections: {} });
      if (variant === 'hostile') return HttpResponse.json(hostileThemeWorldNavigation());
      if (variant === 'hostileCards') return HttpResponse.json(hostileThemeWorldCards());
      return HttpResponse.json(themeWorldNavigationFor(siteOf(request), new Date()));
    }),
  ),
  http.get(
    `${navigationImagePath}/:file`,
    withScenario<{ file: string }>(
      'navigationImages',
      ({ params }) =>
        new HttpResponse(navigationImage(params.file.replace(/\.svg$/i, '')), {
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
    ),
  ),
];
