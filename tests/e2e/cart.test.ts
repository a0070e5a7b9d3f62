import type { Browser } from 'playwright-core';
import { launch, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const espresso = 'Barista Espresso, 1 kg Bohnen';

it('removes an article from the mini cart and restores it', async () => {
  const { page, errors, close } = await openPage(browser, '/?site=DE');
  await page.getByRole('link', { name: 'Warenkorb, 8 Artikel' }).waitFor();
  await page.getByRole('button', { name: 'Warenkorb-Vorschau' }).click();
  await page.getByRole('button', { name: `${espresso} entfernen` }).click();

  await page.getByText(`${espresso} wurde entfernt.`).waitFor();
  await page.getByRole('link', { name: 'Warenkorb, 6 Artikel' }).waitFor();
  await screenshot(page, 'cart-DE-removed');

  await page.getByRole('button', { name: `${espresso} wiederherstellen` }).click();
  await page.getByRole('button', { name: `${espresso} entfernen` }).waitFor();
  await page.getByRole('link', { name: 'Warenkorb, 8 Artikel' }).waitFor();
  expect(errors).toEqual([]);
  await close();
});

it('rolls a refused change back and says why, in Polish', async () => {
  const { page, close } = await openPage(browser, '/?site=PL', { mockScenarios: 'cartChange:AVAILABILITY_LIMIT' });
  const cartLink = page.getByRole('link', { name: /^Koszyk, / });
  await cartLink.waitFor();
  const before = await cartLink.getAttribute('aria-label');
  await page.getByRole('button', { name: 'Podgląd koszyka' }).hover();
  await page
    .getByRole('button', { name: /^Usuń / })
    .first()
    .click();

  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect(await alert.textContent()).toBe('Dostępne są już tylko 2 sztuki tego produktu.');
  // The Polish site's cart holds the Polish catalogue.
  await page.getByText('Barista Espresso, 1 kg ziarnista').waitFor();
  expect(await cartLink.getAttribute('aria-label')).toBe(before);
  await screenshot(page, 'cart-PL-refused');
  await close();
});

describe.each(['cartChange:slow', 'cartChange:reverse'])('quick changes against %s', (mockScenarios) => {
  it('go one at a time, and the cart on screen is the service’s after a reload', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE', { mockScenarios });
    let open = 0;
    let mostOpen = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/service/cart/api/cart')) {
        open += 1;
        mostOpen = Math.max(mostOpen, open);
      }
    });
    const settled = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/service/cart/api/cart')) open -= 1;
    };
    page.on('requestfinished', settled);
    page.on('requestfailed', settled);

    await page.getByRole('link', { name: 'Warenkorb, 8 Artikel' }).waitFor();
    await page.getByRole('button', { name: 'Warenkorb-Vorschau' }).click();
    await page.getByRole('button', { name: `${espresso} entfernen` }).click();
    await page.getByRole('button', { name: 'Edelstahl-Wasserkocher 1,7 l entfernen' }).click();
    await page.getByRole('button', { name: `${espresso} wiederherstellen` }).click();
    // All three show at once: the espresso back, the kettle gone.
    await page.getByRole('link', { name: 'Warenkorb, 7 Artikel' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    await screenshot(page, `cart-DE-quick-${mockScenarios.replace(':', '-')}`);
    const shown = await page
      .getByRole('button', { name: / entfernen$/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Warenkorb, 7 Artikel' }).waitFor();
    await page.getByRole('button', { name: 'Warenkorb-Vorschau' }).click();
    await page.getByRole('button', { name: `${espresso} entfernen` }).waitFor();
    const afterReload = await page
      .getByRole('button', { name: / entfernen$/ })
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    expect(afterReload.sort()).toEqual(shown.sort());
    expect(afterReload).not.toContain('Edelstahl-Wasserkocher 1,7 l entfernen');
    expect(mostOpen).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
