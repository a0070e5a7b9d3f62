import type { Browser } from 'playwright-core';
import { contentSecurityPolicy } from '../../src/config/contentSecurityPolicy';
import { baseUrl, launch } from './support/browser';

/**
 * Issue 17: the built app runs under the shop's Content-Security-Policy (no inline script), as the
 * preview server sends it. Every demo page loads and works without a violation, and an inline
 * script that content might smuggle into the page does not run.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** Records every CSP violation of the page, from its first script on. */
function noteViolations() {
  const violations: string[] = [];
  (window as unknown as { cspViolations: string[] }).cspViolations = violations;
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
}

async function open(address: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(noteViolations);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${baseUrl()}${address}`, { waitUntil: 'networkidle' });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return { context, page, errors, response: response!, violations };
}

it.each([
  '/',
  '/search?query=kaffee',
  '/subscribenewsletter',
  '/service/cartfrontend/cart',
  '/contact',
  '/login',
  '/p/kaffeemaschine-mit-thermokanne-schwarz/140001',
  '/checkout',
])('%s comes with the policy and runs under it without a violation', async (route) => {
  const { context, page, errors, response, violations } = await open(
    `${route}${route.includes('?') ? '&' : '?'}site=TR`,
  );
  expect(response.headers()['content-security-policy']).toBe(contentSecurityPolicy);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The scripts ran: the page's lazy parts are in (the footer's content comes from a service).
  await page.getByRole('contentinfo').getByRole('link').first().waitFor();
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

it('does not run an inline script put into the page', async () => {
  const { context, page, violations } = await open('/?site=DE');
  await page.getByRole('heading', { level: 1 }).waitFor();
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
  });
  expect(ran).toBe(false);
  expect(await violations()).toEqual(['script-src-elem inline']);
  await context.close();
});
