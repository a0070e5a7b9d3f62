import type { Browser, Page } from 'playwright-core';
import { baseUrl, launch, openPage, screenshot } from './support/browser';
import { currentSuggestionsShown } from './support/search';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

/** The suggestion requests the page sends from now on, by their `q`. */
function recordSuggestionRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/service/searchfrontend/api/suggestions') sent.push(url.searchParams.get('q') ?? '');
  });
  return sent;
}

const activeOption = (page: Page) =>
  page.locator('[role="combobox"]').evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });

describe('search in Germany', () => {
  it('suggests while a typist types, asking once per pause, and picks a term by keyboard', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE');
    const field = page.getByRole('combobox', { name: 'Suchen' });
    // The combobox replaces the page's plain first field when its chunk is in.
    await field.waitFor();
    const before = (await field.boundingBox())!.width;
    const sent = recordSuggestionRequests(page);
    // A typist's pace: 150 ms between keys.
    await field.pressSequentially('kaffeemaschine', { delay: 150 });
    await currentSuggestionsShown(page);
    const listbox = page.getByRole('listbox', { name: 'Vorschläge' });
    console.log(
      `suggestion requests for "kaffeemaschine" typed at 150 ms per key: ${sent.length} (${sent.join(', ')})`,
    );
    expect(sent.at(-1)).toBe('kaffeemaschine');
    // Asked as the typing paused: each text once, in the order typed. How many pauses a typist's
    // 150 ms per key makes is the host's speed here (a busy one delays keys, and a key 250 ms late is
    // a pause: 3 requests with one core kept busy). A burst asking once is SearchBox.test.tsx's, with
    // fake timers; the count at a typist's pace is the bench's budget, on a quiet machine.
    expect(sent).toEqual([...new Set(sent)]);
    for (const [index, q] of sent.entries()) {
      expect('kaffeemaschine'.startsWith(q)).toBe(true);
      if (index > 0) expect(q.length).toBeGreaterThan(sent[index - 1]!.length);
    }

    // The field grows from 170 px to 408 px while focused; the panel is 550 px wide.
    const { width: focusedWidth } = (await page.locator('form[role="search"] > div').first().boundingBox())!;
    expect(Math.round(before)).toBeLessThan(Math.round(focusedWidth));
    expect(Math.round(focusedWidth)).toBe(408);
    expect(Math.round((await listbox.boundingBox())!.width)).toBe(550);
    const products = listbox.getByRole('group', { name: 'Produkte' }).getByRole('option');
    expect(await products.count()).toBeGreaterThan(0);
    expect(await products.first().getAttribute('href')).toContain('query=kaffeemaschine');
    await screenshot(page, 'search-DE-suggestions');

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const term = await activeOption(page);
    expect(term).toBeTruthy();
    expect(await field.inputValue()).toBe(term);
    await page.keyboard.press('Enter');

    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('query')).toBe(term);
    await page.getByRole('heading', { level: 1, name: `Suchergebnisse für „${term}“` }).waitFor();
    await page.getByRole('region', { name: `Produkte zu „${term}“` }).waitFor();
    await screenshot(page, 'search-DE-results');
    expect(errors).toEqual([]);
    await close();
  });

  it('sends a redirect word to its page', async () => {
    const { page, close } = await openPage(browser, '/?site=DE');
    await page.getByRole('combobox', { name: 'Suchen' }).fill('newsletter');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/subscribenewsletter');
    await close();
  });

  it('opens a product from the panel by keyboard with the typed text and its dimension key', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE');
    await page.getByRole('combobox', { name: 'Suchen' }).pressSequentially('damen', { delay: 60 });
    // Not the list an earlier text ("dam") left on show.
    await currentSuggestionsShown(page);
    await page.keyboard.press('ArrowUp');
    const href = await page.locator('[role="option"][aria-selected="true"]').getAttribute('href');
    expect(href).toMatch(/^\/p\/.+\?query=damen&dim1=.+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href!.split('?')[0]);
    await page.getByText('Gefunden mit der Suche nach „damen“.').waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('searchTracking.productView'))).toMatch(/_/);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('search in Turkey', () => {
  it('suggests in Turkish, searches a term with the mouse and redirects a Turkish word', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=TR');
    const field = page.getByRole('combobox', { name: 'Ara' });
    await field.pressSequentially('kahve', { delay: 100 });
    await page.getByRole('listbox', { name: 'Öneriler' }).waitFor();
    await page.getByRole('status').filter({ hasText: /öneri/ }).waitFor({ state: 'attached' });
    await screenshot(page, 'search-TR-suggestions');

    // A click on a term searches for it, and the field keeps showing it.
    const term = page.getByRole('group', { name: 'Arama önerileri' }).getByRole('option').nth(1);
    const termText = (await term.textContent())!;
    await term.click();
    await page.waitForURL((url) => url.searchParams.get('query') === termText);
    expect(await field.inputValue()).toBe(termText);

    await field.fill('kahve');
    await page.getByRole('button', { name: 'Aramayı başlat' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'kahve');
    await page.getByRole('heading', { level: 1, name: '“kahve” için arama sonuçları' }).waitFor();

    await field.fill('Sepet');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/service/cartfrontend/cart');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens as a fly-out behind the search icon on a phone', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=TR', { viewport: { width: 375, height: 800 } });
    const toggle = page.getByRole('button', { name: 'Arama' });
    await toggle.click();
    const field = page.getByRole('combobox', { name: 'Ara' });
    // The field has the focus; if the combobox's chunk arrives just now, it takes the field's place
    // and the focus with it, within a frame: the field found by its name holds it soon after (looked
    // at for up to 15 s, for a loaded host). A single look right after the plain field had the
    // focus could fall into that frame.
    let focused = false;
    for (const deadline = Date.now() + 15_000; !focused && Date.now() < deadline;) {
      focused = await field.evaluate((input) => input === document.activeElement);
      if (!focused) await page.waitForTimeout(50);
    }
    expect(focused).toBe(true);
    await field.pressSequentially('kahve', { delay: 100 });
    await page.getByRole('listbox').waitFor();
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'search-TR-phone');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(errors).toEqual([]);
    await close();
  });
});

describe.each(['suggestions:reverse', 'suggestions:slow'])('typing over a text against %s', (mockScenarios) => {
  it('never shows another text’s suggestions', async () => {
    const { page, errors, close } = await openPage(browser, '/?site=DE', { mockScenarios });
    const field = page.getByRole('combobox', { name: 'Suchen' });
    await field.pressSequentially('kaffee', { delay: 60 });
    await page
      .getByRole('option', { name: /kaffee/i })
      .first()
      .waitFor({ timeout: 10_000 });

    await field.selectText();
    await field.pressSequentially('ta', { delay: 60 });
    // Watch the panel while the answers for "ta" (and any late ones) come in.
    const seen = new Set<string>();
    for (let watched = 0; watched < 4000; watched += 100) {
      const texts = await page.getByRole('group', { name: 'Suchvorschläge' }).getByRole('option').allTextContents();
      texts.forEach((text) => seen.add(text));
      await page.waitForTimeout(100);
    }
    await screenshot(page, `search-DE-overtyped-${mockScenarios.replace(':', '-')}`);
    expect([...seen].filter((text) => /kaffee/i.test(text))).toEqual([]);
    const terms = page.getByRole('group', { name: 'Suchvorschläge' }).getByRole('option');
    expect(await terms.first().textContent()).toMatch(/^ta/i);
    expect(await field.inputValue()).toBe('ta');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the plain field of the first paint', () => {
  it('hands what was typed and the focus to the combobox when its chunk arrives late', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE' });
    // Hold the combobox's chunk: the shopper reaches the field before it is here.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/search-combobox.*.js', async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(new URL('/?site=DE', baseUrl()).toString(), { waitUntil: 'load' });
    const field = page.getByRole('combobox', { name: 'Suchen' });
    await field.pressSequentially('kaffe', { delay: 50 });
    // Still the plain field: no list to show suggestions in.
    expect(await page.locator('[role="listbox"]').count()).toBe(0);

    release();
    await page.locator('[role="listbox"]').waitFor({ state: 'attached' });
    expect(await field.inputValue()).toBe('kaffe');
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.pressSequentially('e', { delay: 50 });
    await page.getByRole('listbox', { name: 'Vorschläge' }).waitFor();
    expect(await field.inputValue()).toBe('kaffee');
    expect(errors).toEqual([]);
    await context.close();
  });
});
