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
  ['DE', 'Hallo Anna Schmidt', 'Code KAFFEE10 kopieren', 'Code KAFFEE10 kopiert'],
  ['TR', 'Merhaba Anna Schmidt', 'KAHVE10 kodunu kopyala', 'KAHVE10 kodu kopyalandı'],
])('the header of a logged-in customer in %s', (site, hello, copyName, copied) => {
  it('greets them, shows the top banner, and copies its voucher code', async () => {
    const { page, errors, close } = await openPage(browser, `/?site=${site}`, {
      mockScenarios: 'psdata:loggedIn',
      headerBanner: true,
    });
    const header = page.getByRole('banner');
    await header.getByText(hello).waitFor();
    const copy = header.getByRole('button', { name: copyName });
    await copy.waitFor();
    await copy.click();
    await header.getByRole('status').filter({ hasText: copied }).waitFor();
    const pushed = await page.evaluate(() =>
      window.dataLayer?.map((entry) => `${entry.event} ${String(entry.click_type ?? entry.eventAction)}`),
    );
    expect(pushed).toEqual(expect.arrayContaining(['ga_event copy', 'promotion_click copy']));
    await screenshot(page, `header-${site}-logged-in`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the header banner', () => {
  it.each(['DE', 'TR'])(
    'is in the first paint in %s: nothing on the page moves when it or the bar arrives',
    async (site) => {
      const { page, errors, close } = await openPage(browser, `/?site=${site}`, { headerBanner: true });
      await page.getByRole('banner').getByRole('region').first().waitFor();
      // Every layout shift since the page began, as the browser reports them (CLS).
      const shifts = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      console.log(`layout shift on / in ${site} with the header banner and the category bar: ${shifts.toFixed(4)}`);
      expect(shifts).toBeLessThan(0.001);
      expect(errors).toEqual([]);
      await close();
    },
  );
});

describe('the top banner’s texts', () => {
  const short = 'Mit Gutscheincode – nur für kurze Zeit';
  const long = /^Ob Vollautomat, Siebträger oder Filtermaschine/;
  it.each([
    [1440, long, short],
    [375, short, long],
  ])('at %i px shows its %s text only', async (width, shown, hidden) => {
    const { page, errors, close } = await openPage(browser, '/?site=DE', {
      viewport: { width, height: 800 },
      headerBanner: true,
    });
    const banner = page.getByRole('banner').getByRole('region').first();
    await banner.getByText(shown).waitFor();
    expect(await banner.getByText(hidden).isVisible()).toBe(false);
    await screenshot(page, `header-DE-${width}-banner-text`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the header at the three platforms', () => {
  it.each([
    ['CH_FR', 1440],
    ['CH_FR', 1024],
    ['TR', 375],
    ['DE', 375],
  ])('%s at %i px: no sideways scroll, every part in place', async (site, width) => {
    const { page, errors, close } = await openPage(browser, `/?site=${site}`, {
      viewport: { width, height: 800 },
      mockScenarios: 'psdata:loggedIn',
      headerBanner: true,
    });
    await page.getByRole('banner').getByRole('navigation').waitFor();
    await page.getByRole('banner').getByRole('region').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, `header-${site}-${width}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('the reduced header on the checkout page', async () => {
    const { page, errors, close } = await openPage(browser, '/checkout?site=DE', {
      viewport: { width: 375, height: 700 },
    });
    await page.getByRole('button', { name: 'Zurück' }).waitFor();
    expect(await page.getByRole('banner').getByRole('navigation').count()).toBe(0);
    await screenshot(page, 'header-DE-reduced');
    expect(errors).toEqual([]);
    await close();
  });
});
