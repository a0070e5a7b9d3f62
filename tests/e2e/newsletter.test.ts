import type { Browser, Page } from 'playwright-core';
import { launch, openPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const dataLayerEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event as string));

describe('signing up for the newsletter in Chromium', () => {
  it('DE: only the e-mail at first, then success naming the address, with the sign_up event', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE');
    const form = page.getByRole('form', { name: 'Newsletter abonnieren' });
    await form.waitFor();
    await screenshot(page, 'newsletter-DE-form');
    expect(await form.getByRole('checkbox').count()).toBe(0);

    await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('anna@example.de');
    await page.getByRole('checkbox', { name: /persönlich auf mich zugeschnittene Angebote/ }).check();
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();

    const success = page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Anmeldung!' });
    await success.waitFor();
    expect(await success.textContent()).toContain('In wenigen Minuten erhalten Sie eine E-Mail an anna@example.de.');
    expect(await success.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dataLayerEvents(page)).toEqual(['newsletter_submit', 'sign_up']);
    await screenshot(page, 'newsletter-DE-success');
    expect(errors).toEqual([]);
    await close();
  });

  it('DE: the technical error keeps the typed address, and a refused address is marked on its field', async () => {
    const { page, close } = await openPage(browser, '/?site=DE', { mockScenarios: 'newsletter:error' });
    const email = page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await email.fill('anna@example.de');
    await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      'Aus technischen Gründen ist die Newsletteranmeldung nicht möglich. Bitte versuchen Sie es später!',
    );
    expect(await email.inputValue()).toBe('anna@example.de');
    await screenshot(page, 'newsletter-DE-technical-error');
    await close();

    const refused = await openPage(browser, '/?site=DE');
    const field = refused.page.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await field.fill('anna@refused.example');
    await refused.page.getByRole('button', { name: 'Jetzt anmelden' }).click();
    await refused.page.getByText('Diese E-Mail-Adresse können wir leider nicht annehmen.', { exact: false }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await screenshot(refused.page, 'newsletter-DE-refused-address');
    // Chromium reports the service's 400 answer itself; the page logs nothing of its own.
    expect(refused.errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await refused.close();
  });

  it('HU: salutation and names are required, then the sign-up succeeds on /subscribenewsletter', async () => {
    const { page, errors, close } = await openPage(browser, '/subscribenewsletter?site=HU');
    const email = page.getByRole('textbox', { name: 'E-mail-cím' });
    await email.fill('kovacs.anna@example.hu');
    await page.getByRole('button', { name: 'Feliratkozom' }).click();
    await page.getByText('A megszólítás megadása kötelező.').waitFor();
    await page.getByText('A keresztnév megadása kötelező.').waitFor();
    await page.getByText('A vezetéknév megadása kötelező.').waitFor();
    await screenshot(page, 'newsletter-HU-required');

    await page.getByRole('combobox', { name: 'Megszólítás' }).selectOption('MRS');
    await page.getByRole('textbox', { name: 'Keresztnév' }).fill('Anna');
    await page.getByRole('textbox', { name: 'Vezetéknév' }).fill('Kovács');
    await page.getByRole('button', { name: 'Feliratkozom' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Köszönjük a feliratkozást!' });
    await success.waitFor();
    expect(await success.textContent()).toContain('kovacs.anna@example.hu');
    await screenshot(page, 'newsletter-HU-success');
    expect(errors).toEqual([]);
    await close();
  });

  it('TR: names and the newsletter checkbox are required, then the sign-up succeeds', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=TR');
    await page.getByRole('textbox', { name: 'E-posta adresi' }).fill('ayse@example.com.tr');
    await page.getByRole('textbox', { name: 'Ad', exact: true }).fill('Ayşe');
    await page.getByRole('textbox', { name: 'Soyad' }).fill('Yılmaz');
    await page.getByRole('button', { name: 'Şimdi abone ol' }).click();
    await page.getByText('E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.').waitFor();
    await screenshot(page, 'newsletter-TR-checkbox-required');

    await page.getByRole('checkbox', { name: /E-bülten almak istiyorum/ }).check();
    await page.getByRole('button', { name: 'Şimdi abone ol' }).click();
    const success = page.getByRole('status').filter({ hasText: 'Aboneliğiniz için teşekkür ederiz!' });
    await success.waitFor();
    expect(await success.textContent()).toContain('ayse@example.com.tr');
    await screenshot(page, 'newsletter-TR-success');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the double opt-in link in Chromium', () => {
  it('confirms a valid token, and shows the form with the invalid-link message for an expired one', async () => {
    const confirmed = await openPage(browser, '/subscribenewsletter?site=DE&subscriberToken=abc-123');
    await confirmed.page.getByText('Ihre Anmeldung ist bestätigt').waitFor();
    await screenshot(confirmed.page, 'newsletter-DE-doi-confirmed');
    expect(confirmed.errors).toEqual([]);
    await confirmed.close();

    const expired = await openPage(browser, '/subscribenewsletter?site=PL&subscriberToken=expired-1');
    const alert = expired.page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      'Niestety ten link jest już nieaktualny. Prosimy ponownie zapisać się do naszego newslettera.',
    );
    await screenshot(expired.page, 'newsletter-PL-doi-invalid-link');
    await expired.page.getByRole('textbox', { name: 'Adres e-mail' }).focus();
    await alert.waitFor({ state: 'detached' });
    await expired.close();
  });
});

describe('the image block in Chromium', () => {
  it('reserves the image’s box before the picture arrives, so the form does not move', async () => {
    const { page, close } = await openPage(browser, '/?site=DE');
    await page.getByRole('img', { name: 'Eine lächelnde Frau schaut auf ihr Smartphone' }).waitFor();
    // Reload with the picture held back: the box is there before the picture is.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/service/newsletter/form/images/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(page.url(), { waitUntil: 'domcontentloaded' });
    const image = page.getByRole('img', { name: 'Eine lächelnde Frau schaut auf ihr Smartphone' });
    await image.waitFor({ state: 'attached' });
    const frameBefore = await image.evaluate((img) => img.parentElement!.getBoundingClientRect().toJSON());
    const formTopBefore = await page.getByRole('form').evaluate((form) => form.getBoundingClientRect().top);
    expect(await image.evaluate((img) => (img as HTMLImageElement).complete)).toBe(false);

    release();
    await page.waitForFunction(() => {
      const img = document.querySelector('img[alt="Eine lächelnde Frau schaut auf ihr Smartphone"]');
      return img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0;
    });
    const frameAfter = await image.evaluate((img) => img.parentElement!.getBoundingClientRect().toJSON());
    const formTopAfter = await page.getByRole('form').evaluate((form) => form.getBoundingClientRect().top);
    expect(frameBefore).toMatchObject({ width: 400, height: 300 });
    expect(frameAfter).toEqual(frameBefore);
    expect(formTopAfter).toBe(formTopBefore);
    await close();
  });

  it('uses the square tablet image below 1024 px', async () => {
    const { page, close } = await openPage(browser, '/?site=DE', { viewport: { width: 900, height: 900 } });
    const image = page.getByRole('img', { name: 'Eine lächelnde Frau schaut auf ihr Smartphone' });
    await image.waitFor();
    // The picture the browser chose (the desktop one is the <img>'s own fallback, 2.1).
    await image.evaluate((img: HTMLImageElement) => img.decode().catch(() => undefined));
    expect(new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(
      '/service/newsletter/form/images/newsletter-tablet',
    );
    expect(await image.evaluate((img) => img.parentElement!.getBoundingClientRect().toJSON())).toMatchObject({
      width: 273,
      height: 273,
    });
    await screenshot(page, 'newsletter-DE-tablet');
    await close();
  });
});
