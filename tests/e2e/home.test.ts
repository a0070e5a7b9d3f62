import type { Browser } from 'playwright-core';
import { launch, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe.each([
  ['DE', 'de-DE', 'Willkommen in unserem Onlineshop', 'Anmelden'],
  ['CH_FR', 'fr-CH', 'Bienvenue dans notre boutique en ligne', 'Se connecter'],
  ['TR', 'tr-TR', 'Online mağazamıza hoş geldiniz', 'Giriş yap'],
])('the home page of %s', (site, lang, heading, signIn) => {
  it(`is in ${lang}, shows its texts and logs no error`, async () => {
    const { page, errors, close } = await openPage(browser, `/?site=${site}`);
    expect(await page.getAttribute('html', 'lang')).toBe(lang);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.title()).toBe(heading);
    // The personal-data service answered through the preview server's mock handlers.
    await page.getByRole('banner').getByRole('link', { name: signIn, exact: true }).waitFor();
    await screenshot(page, `home-${site}`);
    expect(errors).toEqual([]);
    await close();
  });
});

it('keeps the site across the demo routes and answers an unknown address', async () => {
  const { page, errors, close } = await openPage(browser, '/nowhere?site=PL');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ta strona nie istnieje');
  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await page.getByRole('heading', { level: 1, name: 'Witamy w naszym sklepie internetowym' }).waitFor();
  expect(errors).toEqual([]);
  await close();
});

it('lays the frame out for a phone without horizontal scrolling', async () => {
  const { page, close } = await openPage(browser, '/?site=HU', { viewport: { width: 375, height: 740 } });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  await screenshot(page, 'home-HU-phone');
  expect(overflow).toBeLessThanOrEqual(0);
  await close();
});
