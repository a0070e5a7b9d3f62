import type { Browser } from 'playwright-core';
import { endpoints } from '../../src/config/endpoints';
import { cookieNames } from '../../src/config/storage';
import { launch, openPage, resetMockServices, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});
// Each test starts with the preview settings and carts of the mocks' first state, whatever the
// e2e files before it applied on the shared preview server.
beforeEach(resetMockServices);

const staffCookie = { [cookieNames.previewToken]: 'staff' };

describe('the staff preview tool (newsletter-footer-preview.md 2.4)', () => {
  it('is not there for a shopper without a preview cookie', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('navigation', { name: 'Rechtliches' }).waitFor();
    expect(await page.getByRole('region', { name: 'Preview mode' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('lets a staff visitor set a date and an A/B group, then log out', async () => {
    const { page, context, errors, close } = await openPage(browser, '/?site=DE', { cookies: staffCookie });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const panel = page.getByRole('region', { name: 'Preview mode' });
    await panel.getByText('Showing the shop as it is now.').waitFor();
    await panel.getByRole('button', { name: 'Preview settings' }).click();

    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.getByLabel('Date').fill('2026-12-03');
    await dialog.getByLabel('Time').fill('08:15');
    await dialog.getByRole('button', { name: 'A/B Test settings', expanded: false }).click();
    await dialog.getByText('Active tests found.').waitFor();
    const group = dialog.getByRole('combobox', { name: 'Group' });
    expect(await group.isDisabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Name' }).selectOption('advent-calendar-teaser');
    expect(await group.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await dialog.getByText('Please also select an A/B test group!').waitFor();
    await group.selectOption('C');
    await dialog.getByRole('button', { name: 'Set preview settings' }).click();
    await dialog.getByText('Settings applied successfully.').waitFor();
    await screenshot(page, 'preview-DE-applied');
    // The service set the preview cookie; the panel reads it again and says what it shows.
    expect((await context.cookies()).find(({ name }) => name === cookieNames.previewToken)?.value).toMatch(
      /^2026-12-03T08%3A15%3A00/,
    );
    await page.keyboard.press('Escape');
    await panel
      .getByText(/^Showing the shop at 03\.12\.2026, 08:15\. A\/B test advent-calendar-teaser, group C\.$/)
      .waitFor();
    await screenshot(page, 'preview-DE-panel');

    await panel.getByRole('button', { name: 'Preview settings' }).click();
    expect(await dialog.getByLabel('Date').inputValue()).toBe('2026-12-03');
    expect(await group.inputValue()).toBe('C');
    const logout = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith(endpoints.preview.logout),
    );
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(await dialog.count()).toBe(0);
    // The panel leaves at once (spec 8); the service's answer to the logout clears the cookie.
    expect((await logout).ok()).toBe(true);
    expect((await context.cookies()).some(({ name }) => name === cookieNames.previewToken)).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });

  it('speaks English in the Turkish site too, marked as English', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=TR', { cookies: staffCookie });
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const panel = page.getByRole('region', { name: 'Preview mode' });
    await panel.getByRole('button', { name: 'Preview settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    expect(await dialog.getAttribute('lang')).toBe('en');
    await dialog.getByRole('button', { name: 'A/B Test settings', expanded: false }).click();
    await dialog.getByText('Active tests found.').waitFor();
    await screenshot(page, 'preview-TR-dialog');
    expect(errors).toEqual([]);
    await close();
  });
});
