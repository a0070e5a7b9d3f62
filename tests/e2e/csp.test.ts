import type { Browser } from 'playwright-core';
import { contentSecurityPolicy } from '../../src/app/server/contentSecurityPolicy';
import { demoRoutes, inSite } from '../../scripts/demoRoutes';
import { cspViolations, launch, noteCspViolations, openPage } from './support/browser';

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

async function open(address: string) {
  const opened = await openPage(browser, address, { initScript: noteCspViolations });
  const violations = () => cspViolations(opened.page);
  return { ...opened, violations };
}

it.each(demoRoutes)('%s comes with the policy and runs under it without a violation', async (route) => {
  const { close, page, errors, response, violations } = await open(inSite(route, 'TR'));
  expect(response.headers()['content-security-policy']).toBe(contentSecurityPolicy);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The scripts ran: the page's lazy parts are in (the footer's content comes from a service).
  await page.getByRole('contentinfo').getByRole('link').first().waitFor();
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await close();
});

it('does not run an inline script put into the page', async () => {
  const { close, page, violations } = await open('/?site=DE');
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
  await close();
});
