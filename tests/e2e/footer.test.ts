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
  ['DE', 'Rechtliches', /^Land wählen: Deutschland/, 'Service & Hilfe'],
  ['TR', 'Yasal', /^Ülke seçin: Türkiye/, 'Hizmet ve Yardım'],
])('the footer in %s', (site, legalName, switcherName, firstGroup) => {
  it.each([
    [375, 'MATCH'],
    [1024, 'TABLET'],
    [1440, 'CLASSIC'],
  ])('shows its blocks at %i px (%s) without sideways scroll', async (width, platform) => {
    const { page, errors, close } = await openPage(browser, `/?site=${site}`, {
      viewport: { width, height: 900 },
    });
    const footer = page.getByRole('contentinfo');
    // The footer renders as the shopper scrolls towards it.
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('navigation', { name: legalName }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // The teaser groups: an accordion on MATCH, headings with columns of links otherwise.
    if (platform === 'MATCH') {
      const group = footer.getByRole('button', { name: firstGroup });
      await group.click();
      expect(await group.getAttribute('aria-expanded')).toBe('true');
    } else {
      expect(await footer.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    }
    await footer.getByRole('button', { name: switcherName }).waitFor();
    // Quality and payment logos arrive from the footer-images service (lazily: those in view).
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('footer img')]
        .filter((image) => {
          const { top, bottom } = image.getBoundingClientRect();
          return top < window.innerHeight && bottom > 0;
        })
        .every((image) => image.complete && image.naturalWidth > 0),
    );
    await screenshot(page, `footer-${site}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the footer in every site', () => {
  it.each([
    ['DE', 'Land wählen: Deutschland'],
    ['AT', 'Land wählen: Österreich'],
    ['CH', 'Land wählen: Schweiz (Deutsch)'],
    ['CH_FR', 'Choisir le pays\u00a0: Suisse (français)'],
    ['CZ', 'Vyberte zemi: Česko'],
    ['HU', 'Ország kiválasztása: Magyarország'],
    ['PL', 'Wybierz kraj: Polska'],
    ['SK', 'Vyberte krajinu: Slovensko'],
    ['TR', 'Ülke seçin: Türkiye'],
  ])('%s: its content in its language, its switcher, no error', async (site, switcher) => {
    const { page, errors, close } = await openPage(browser, `/search?query=kaffee&site=${site}`);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('navigation').waitFor();
    await footer.getByRole('button', { name: switcher }).waitFor();
    expect(await footer.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await screenshot(page, `footer-${site}-all`);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the country switcher', () => {
  it('lists the nine countries and sends the browser to the chosen one', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const toggle = footer.getByRole('button', { name: /^Land wählen/ });
    await toggle.click();
    const countries = footer.getByRole('list', { name: 'Länder' }).getByRole('link');
    expect(await countries.count()).toBe(9);
    await countries.filter({ hasText: 'Polska' }).click();
    await page.waitForURL(/site=PL/);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: /^Wybierz kraj: Polska/ })
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the contact form', () => {
  it('sends a request with two attachments, refusing a fourth and a 6 MB file', async () => {
    const { page, errors, close } = await openPage(browser, '/contact?site=DE');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
    await main.getByRole('textbox', { name: /^Nachname/ }).fill('Schmidt');
    await main.getByRole('textbox', { name: /^E-Mail-Adresse/ }).fill('anna@example.de');
    await main.getByRole('textbox', { name: /^Ihre Nachricht/ }).fill('Die Lieferung kam beschädigt an.');
    const picker = main.getByLabel('Anhänge');
    const pdf = (name: string, bytes = 2048) => ({ name, mimeType: 'application/pdf', buffer: Buffer.alloc(bytes) });
    await picker.setInputFiles([pdf('rechnung.pdf'), pdf('lieferschein.pdf')]);
    await picker.setInputFiles([pdf('gross.pdf', 6_000_000)]);
    await main.getByText(/^gross\.pdf wurde nicht angehängt/).waitFor();
    await picker.setInputFiles([pdf('foto.pdf'), pdf('vierte.pdf')]);
    await main.getByText(/^vierte\.pdf wurde nicht angehängt/).waitFor();
    await screenshot(page, 'contact-DE-files');
    await main.getByRole('button', { name: /foto\.pdf entfernen/ }).click();

    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/service/contact/api/v1/contact-requests')),
      main.getByRole('button', { name: 'Nachricht senden' }).click(),
    ]);
    expect(response.request().method()).toBe('POST');
    expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    // The browser does not show a multipart body with files: the mock service's receipt does.
    const { received } = (await response.json()) as {
      received: { fields: Record<string, string>; attachments: { name: string; size: number }[] };
    };
    expect(received.fields).toEqual({
      customerFirstName: 'Anna',
      customerLastName: 'Schmidt',
      customerEmail: 'anna@example.de',
      message: 'Die Lieferung kam beschädigt an.',
    });
    expect(received.attachments).toEqual([
      { name: 'rechnung.pdf', type: 'application/pdf', size: 2048 },
      { name: 'lieferschein.pdf', type: 'application/pdf', size: 2048 },
    ]);
    await main.getByText(/Vielen Dank für Ihre Nachricht/).waitFor();
    // The support footer with the service's contact data sits below the form.
    await main.getByRole('heading', { name: 'Kundenservice' }).waitFor();
    await screenshot(page, 'contact-DE-sent');
    expect(errors).toEqual([]);
    await close();
  });
});
