import type { Browser, Locator, Page } from 'playwright-core';
import { hostileFlag, hostileTexts } from '../../mocks/data/hostileContent';
import {
  cspViolations,
  launch,
  noteCspViolations,
  openPage,
  screenshot,
  type PromotionInTime,
} from './support/browser';

/**
 * Issue 17, "Hostile content", in real Chromium under the shop's Content-Security-Policy: banners,
 * footer and navigation full of script and image tags, javascript:/data:/vbscript: links and absurd
 * sizes (mocks/data/hostileContent.ts) leave the page working and whole. Nothing of it runs (its
 * scripts would set window.__hostile or open a dialog), nothing is blocked by the policy (a
 * violation is a console error: the schemas do not let content name what the policy would block),
 * and nothing is wider than the screen.
 */
const { script, imgTag } = hostileTexts;
const allHostile = 'promotion:hostile,footer:hostile,navigation:hostile,themeWorlds:hostile';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());

/** The results page's category banner above the results, with the content's 10,000-character word. */
const categoryBanner: PromotionInTime = {
  promotionId: '~category_coffee',
  banners: (page) => page.getByRole('main').getByText(hostileTexts.longWord),
};

async function openHostile(address: string, viewport?: { width: number; height: number }) {
  const dialogs: string[] = [];
  const opened = await openPage(browser, address, {
    mockScenarios: allHostile,
    initScript: noteCspViolations,
    headerBanner: true,
    promotionsInTime: address.startsWith('/search') ? [categoryBanner] : [],
    ...(viewport && { viewport }),
    onPage: (page) =>
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      }),
  });
  const { page } = opened;
  // The page is whole: header with the banner, main heading, footer with the content's links.
  await page
    .getByRole('banner')
    .getByRole('region', { name: `${script}Gratis Kaffee für alle ${imgTag}` })
    .waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The footer renders its content when the shopper comes near it.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  return { ...opened, dialogs };
}

/** An open flyout holds its content: a long word wraps instead of running out of its box. */
async function expectNoSidewaysScroll(flyout: Locator) {
  const { scrollWidth, clientWidth } = await flyout.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** What must hold on any page at any moment: nothing ran, nothing was blocked, nothing overflows. */
async function expectInert(page: Page, errors: string[], dialogs: string[]) {
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], hostileFlag)).toBe(
    undefined,
  );
  expect(dialogs).toEqual([]);
  expect(await cspViolations(page)).toEqual([]);
  // The footer logs the logo key it does not know as an error, as the spec says (3); nothing else.
  expect(errors.filter((error) => !error.startsWith('footer: unknown logo source "unknownSeal"'))).toEqual([]);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

it('the home page at 1440 px: banner, category flyout and footer show the content as text and nothing of it runs', async () => {
  const { page, errors, dialogs, close } = await openHostile('/?site=DE');
  // A shopper clicks what an editor meant as links to javascript: and data: addresses: plain text.
  await page.getByRole('contentinfo').getByText('Gratis-Gutschein abholen').click();
  await page.getByRole('contentinfo').getByText('Versand & Lieferung').click();
  await page.getByRole('banner').getByText(`${script}Gratis Kaffee für alle ${imgTag}`).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  const coffee = page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: `${script}Kaffee` });
  await coffee.click();
  const flyout = page.locator(`[id="${await coffee.getAttribute('aria-controls')}"]`);
  await flyout.getByRole('button', { name: `${imgTag}Kaffeebohnen` }).click();
  await flyout.getByRole('link', { name: 'Sorte 300', exact: true }).waitFor();
  await expectNoSidewaysScroll(flyout);
  await screenshot(page, 'hostile-DE');
  await expectInert(page, errors, dialogs);
  await close();
});

it('the theme-world flyout at 1440 px: hundreds of worlds and absurd numbers in cards of their own size', async () => {
  const { page, errors, dialogs, close } = await openHostile('/?site=DE');
  const worlds = page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('button', { name: `${script}Themenwelten` });
  await worlds.click();
  const flyout = page.locator(`[id="${await worlds.getAttribute('aria-controls')}"]`);
  await flyout.getByRole('heading', { name: `${script}Entdecken` }).waitFor();
  // The card whose cutout is a million times taller than wide keeps the card's own 3:2 box (the
  // picture's frame; the picture is drawn into it).
  const card = flyout.getByRole('link', { name: hostileTexts.longWord.slice(0, 60) });
  const box = await card.locator('img').locator('..').boundingBox();
  expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
  await expectNoSidewaysScroll(flyout);
  await screenshot(page, 'hostile-DE-themeworlds');
  await expectInert(page, errors, dialogs);
  await close();
});

it.each(['/?site=DE', '/search?query=kaffee&site=DE'])(
  '%s at 375 px: long words wrap, nothing is wider than the phone, nothing of the content runs',
  async (address) => {
    // The host's render of the results page can miss the category banner's 300 ms wait on a busy
    // machine, a warm one too, and a late banner is left out by design (docs/decisions.md): the page
    // is asked for until its render had the banner in time (`promotionsInTime`).
    const { page, errors, dialogs, close } = await openHostile(address, { width: 375, height: 812 });
    if (address.startsWith('/search')) await categoryBanner.banners(page).waitFor();
    await screenshot(page, `hostile-DE-375${address.startsWith('/search') ? '-search' : ''}`);
    await expectInert(page, errors, dialogs);
    await close();
  },
);
