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
