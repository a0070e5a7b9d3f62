import type { Browser } from 'playwright-core';
import { launch, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** Issue 19: an answer of the wrong shape is a failed call, never a blank page. */
it('personal data of the wrong shape: header, main and footer stay; the header greets a logged-out visitor', async () => {
  const { page, errors, close } = await openPage(browser, '/?site=DE', { mockScenarios: 'psdata:wrongShape' });
  await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'Willkommen in unserem Onlineshop' }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  await screenshot(page, 'wrongshape-psdata-DE');
  expect(errors).toEqual([]);
  await close();
});

it('a cart change answered with the wrong shape: the page stays and the mini cart says the change failed', async () => {
  const { page, errors, close } = await openPage(browser, '/?site=SK', { mockScenarios: 'cartChange:wrongShape' });
  await page.getByRole('link', { name: /^Košík, \d+ / }).waitFor();
  await page.getByRole('button', { name: 'Náhľad košíka' }).click();
  const remove = page.getByRole('button', { name: /^Odstrániť / }).first();
  const label = await remove.getAttribute('aria-label');
  await remove.click();
  await page.getByRole('alert').waitFor();
  expect(await page.getByRole('alert').textContent()).toBe(
    'Váš košík momentálne nie je možné zmeniť. Skúste to, prosím, neskôr.',
  );
  // The service kept the line: it is back after the re-read.
  await page.getByRole('button', { name: label! }).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('contentinfo').waitFor();
  await screenshot(page, 'wrongshape-cartChange-SK');
  expect(errors).toEqual([]);
  await close();
});
