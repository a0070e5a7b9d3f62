/**
 * Every demo route of src/app/routes.tsx, with the data a shopper would see there: the pages the
 * speed budgets (bench.ts) and the page-wide e2e checks (Content-Security-Policy) go through.
 */
export const demoRoutes = [
  '/',
  '/search?query=kaffee',
  '/subscribenewsletter',
  '/service/cartfrontend/cart',
  '/contact',
  '/login',
  '/p/kaffeemaschine-mit-thermokanne-schwarz/140001',
  '/checkout',
] as const;

/** A demo route's address in a site: `?site=` added to its query. */
export const inSite = (route: string, site: string) => `${route}${route.includes('?') ? '&' : '?'}site=${site}`;
