import type { Browser } from 'playwright-core';
import { mockCredentials } from '../../mocks/data/customers';
import { launch, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

describe('logging in (newsletter-footer-preview.md 4 "Login status result", 7)', () => {
  it('from the user menu: a wrong password is refused, the right one logs in and the header greets', async () => {
    const { page, context, errors, close } = await openPage(browser, '/?site=DE');
    await page.getByRole('banner').getByRole('button', { name: 'Benutzermenü' }).click();
    // The menu's 'Anmelden' (the user icon beside it, named the same, leads to the menu's page).
    await page.getByRole('banner').getByRole('link', { name: 'Anmelden' }).and(page.locator('[href="/login"]')).click();
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    const form = page.getByRole('form', { name: 'Anmeldung' });
    await form.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill(mockCredentials.email);
    await form.getByLabel(/^Passwort/).fill('falsch');
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await form
      .getByRole('alert')
      .getByText(/nicht richtig/)
      .waitFor();
    await screenshot(page, 'login-DE-refused');

    await form.getByLabel(/^Passwort/).fill(mockCredentials.password);
    await form.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('status').getByText('Sie sind jetzt angemeldet.').waitFor();
    await page
      .getByRole('banner')
      .getByText(/^Hallo Anna/)
      .waitFor();
    expect((await context.cookies()).map(({ name }) => name)).toEqual(
      expect.arrayContaining(['LoginToken', 'LongtermToken']),
    );
    await screenshot(page, 'login-DE-success');
    // Another visitor, in a browser of their own, is still logged out: the login was this one's.
    const other = await openPage(browser, '/?site=DE');
    await other.page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }).waitFor();
    await other.close();
    // The browser logs the refused login's 401 itself; nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
    await close();
  });
});
