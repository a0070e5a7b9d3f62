import type { Browser, Locator, Page, Request } from 'playwright-core';
import { endpoints } from '../../src/config/endpoints';
import type { SiteCode } from '../../src/config/sites';
import { cookieNames } from '../../src/config/storage';
import type { CartChange } from '../../src/features/cart/types';
import { noTest } from '../../src/features/preview/abSelection';
import { text } from '../support/messages';
import { launch, openPage, resetMockServices, screenshot } from './support/browser';
import { currentSuggestionsShown } from './support/search';

/*
 * Keyboard-only journeys (issue 17): the built app in Chromium, driven with Tab, Shift+Tab, Enter,
 * Space, the arrow keys and Escape only, never a click, a programmatic focus or a fill. Each
 * journey checks what the person sees, where the focus is and, where it is the contract, what
 * was sent.
 */

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

/**
 * A message of the site as the person reads it: simple `{name}` arguments filled in, rich-text
 * tags (`<privacy>...</privacy>`, links in the page) reduced to their text.
 */
function say(site: SiteCode, id: string, values: Record<string, string> = {}): string {
  return text(site, id)
    .replace(/<(\w+)>(.*?)<\/\1>/g, '$2')
    .replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What has the focus, as a screen reader would announce it: role and name (Playwright's engine). */
async function describeFocus(page: Page): Promise<string> {
  const onBody = await page.evaluate(() => !document.activeElement || document.activeElement === document.body);
  if (onBody) return '<body>';
  const focused = page.locator(':focus');
  // The focus is inside an element's own controls (a date field's segments), which :focus misses.
  if ((await focused.count()) === 0) {
    return page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement;
      const label = element.labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? '';
      return `a part of <${element.tagName.toLowerCase()}> "${label}"`;
    });
  }
  const snapshot = (await focused.first().ariaSnapshot()).split('\n')[0]?.replace(/^- /, '') ?? '';
  const tag = await focused.first().evaluate((element) => element.tagName.toLowerCase());
  return `${snapshot || '(no role)'} <${tag}>`;
}

const holdsFocus = (target: Locator) =>
  target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));

/** Fails unless `target` has the focus, saying what has it instead. */
async function expectFocus(page: Page, target: Locator, what: string): Promise<void> {
  // Focus may move a frame after the key (a replaced button, an opened dialog): looked at until it
  // holds, for up to 15 s (a loaded host's frames come late; a passing look ends at once).
  for (let waited = 0; waited < 15_000 && !(await holdsFocus(target)); waited += 50) await page.waitForTimeout(50);
  if (!(await holdsFocus(target))) {
    throw new Error(`Expected the focus on ${what}, but it is on ${await describeFocus(page)}.`);
  }
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user does, without
 * counting the stops in advance. Fails with every stop the focus made on its way.
 */
async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  { max = 80, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  // A person waits until the thing is on screen before they go looking for it.
  await target.first().waitFor();
  const path: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await holdsFocus(target)) return presses;
    path.push(await describeFocus(page));
  }
  throw new Error(
    `${what} was not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}. ` +
      `The focus went through:\n  ${path.join('\n  ')}`,
  );
}

type ArticleChange = Extract<CartChange, { setArticle: unknown }>;

/** The POST requests to `path` the page sends from now on. */
function recordPosts(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

describe('keyboard only', () => {
  it('search: Tab to the combobox, type, ArrowDown to a suggestion, Enter opens its results', async () => {
    const site = 'DE';
    const { page, errors, close } = await openPage(browser, `/?site=${site}`);
    const field = page.getByRole('combobox', { name: say(site, 'search.field.label') });
    await tabTo(page, field, 'the search field');

    await page.keyboard.type('kaffee', { delay: 80 });
    await currentSuggestionsShown(page);
    expect(await field.getAttribute('aria-expanded')).toBe('true');
    // Nothing is chosen until the shopper arrows into the list.
    expect(await field.getAttribute('aria-activedescendant')).toBeFalsy();

    await page.keyboard.press('ArrowDown');
    // The focus stays in the field; the chosen option is its active descendant, marked selected.
    await expectFocus(page, field, 'the search field');
    const activeId = await field.getAttribute('aria-activedescendant');
    expect(activeId).toBeTruthy();
    const option = page.locator(`[id="${activeId}"]`);
    expect(await option.getAttribute('role')).toBe('option');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const term = (await option.textContent())!.trim();
    expect(term).toMatch(/kaffee/i);
    // The field shows the term the arrow chose.
    expect(await field.inputValue()).toBe(term);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === term);
    await page
      .getByRole('region', { name: say(site, 'search.results.products', { query: term }) })
      .waitFor({ timeout: 10_000 });
    await screenshot(page, 'keyboard-search');
    expect(errors).toEqual([]);
    await close();
  });

  it('cart: open the mini cart with Enter, remove a line and restore it, the focus following', async () => {
    const site = 'DE';
    const { page, errors, close } = await openPage(browser, `/?site=${site}`);
    const changes = recordPosts(page, endpoints.cart);
    const toggle = page.getByRole('button', { name: say(site, 'cart.mini.toggle') });
    await tabTo(page, toggle, 'the mini cart toggle');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');

    const removePattern = new RegExp(`^${escapeRegExp(say(site, 'cart.mini.remove')).replace('\\{title\\}', '(.+)')}$`);
    const anyRemove = page.getByRole('button', { name: removePattern });
    await tabTo(page, anyRemove, 'a remove button in the mini cart', { max: 10 });
    const removeName = (await page.locator(':focus').getAttribute('aria-label'))!;
    const title = removeName.match(removePattern)![1]!;
    const remove = page.getByRole('button', { name: say(site, 'cart.mini.remove', { title }), exact: true });
    const restore = page.getByRole('button', { name: say(site, 'cart.mini.restoreLine', { title }), exact: true });

    // The header's cart link says the count: it drops with the removal and is back after the restore.
    const cartLink = page.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(say(site, 'cart.icon.labelUnknown'))}, `),
    });
    const countBefore = await cartLink.getAttribute('aria-label');

    await page.keyboard.press('Enter');
    await page.getByText(say(site, 'cart.mini.removed', { title }), { exact: true }).waitFor();
    await expectFocus(page, restore, `“${say(site, 'cart.mini.restoreLine', { title })}”`);
    expect(await remove.count()).toBe(0);
    await page.getByRole('link', { name: countBefore!, exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'keyboard-cart-removed');

    await page.keyboard.press('Enter');
    await remove.waitFor();
    await expectFocus(page, remove, `“${say(site, 'cart.mini.remove', { title })}”`);
    expect(await page.getByText(say(site, 'cart.mini.removed', { title }), { exact: true }).count()).toBe(0);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('link', { name: countBefore!, exact: true }).waitFor();

    for (let waited = 0; changes.length < 2 && waited < 20_000; waited += 50) await page.waitForTimeout(50);
    expect(changes).toHaveLength(2);
    // The first line of the German cart is an article: set to 0, then back to its quantity (header-search-cart.md 4).
    const [removal, restoral] = changes.map((request) => request.postDataJSON() as ArticleChange);
    expect(removal).toEqual({ setArticle: { productId: expect.any(String), tcm: expect.any(String), quantity: 0 } });
    expect(restoral).toEqual({ setArticle: { ...removal!.setArticle, quantity: expect.any(Number) as unknown } });
    expect(restoral!.setArticle.quantity).toBeGreaterThan(0);

    // Escape closes the disclosure and gives the focus back to its toggle.
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expectFocus(page, toggle, 'the mini cart toggle');
    await page.keyboard.press('Enter');
    await remove.waitFor();
    await screenshot(page, 'keyboard-cart');
    expect(errors).toEqual([]);
    await close();
  });

  it('newsletter: fill the Turkish sign-up with Tab, type and Space, send it with Enter', async () => {
    const site = 'TR';
    const { page, errors, close } = await openPage(browser, `/subscribenewsletter?site=${site}`);
    const sent = recordPosts(page, `${endpoints.newsletter.privateBase}${endpoints.newsletter.subscribers}`);
    const email = page.getByRole('textbox', { name: say(site, 'newsletter.email.label') });
    const firstName = page.getByRole('textbox', { name: say(site, 'newsletter.firstName.label'), exact: true });
    const lastName = page.getByRole('textbox', { name: say(site, 'newsletter.lastName.label') });
    await tabTo(page, email, 'the e-mail field');
    await page.keyboard.type('ayse@example.com.tr');
    // The rest of the form appears once an address is typed, next in the tab order.
    await page.keyboard.press('Tab');
    await expectFocus(page, firstName, 'the first-name field');
    await page.keyboard.type('Ayşe');
    await page.keyboard.press('Tab');
    await expectFocus(page, lastName, 'the last-name field');
    await page.keyboard.type('Yılmaz');

    const personalOffers = page.getByRole('checkbox', { name: say(site, 'newsletter.consent.dne') });
    await tabTo(page, personalOffers, 'the personal-offers checkbox', { max: 5 });
    await page.keyboard.press('Space');
    expect(await personalOffers.isChecked()).toBe(true);
    const newsletterConsent = page.getByRole('checkbox', { name: say(site, 'newsletter.legals.newsletterCheckbox') });
    await tabTo(page, newsletterConsent, 'the newsletter checkbox', { max: 5 });
    await page.keyboard.press('Space');
    expect(await newsletterConsent.isChecked()).toBe(true);

    await tabTo(page, page.getByRole('button', { name: say(site, 'newsletter.form.submit') }), 'the submit button', {
      max: 10,
    });
    await page.keyboard.press('Enter');
    const success = page.getByRole('status').filter({ hasText: say(site, 'newsletter.success.title') });
    await success.waitFor();
    expect(await success.textContent()).toContain(
      say(site, 'newsletter.success.body', { email: 'ayse@example.com.tr' }),
    );
    // The message takes the focus: the form the person was in is gone.
    await expectFocus(page, success, 'the success message');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toMatchObject({
      email: 'ayse@example.com.tr',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      consents: expect.arrayContaining(['DNE', 'NEWSLETTER']) as unknown,
    });
    await screenshot(page, 'keyboard-newsletter');
    expect(errors).toEqual([]);
    await close();
  });

  it('contact: fill the required fields and the message by keyboard and send the form', async () => {
    const site = 'DE';
    const { page, errors, close } = await openPage(browser, `/contact?site=${site}`);
    const sent = recordPosts(page, endpoints.contactRequests);
    const firstName = page.getByRole('textbox', { name: say(site, 'contact.form.firstName') });
    await tabTo(page, firstName, 'the first-name field');
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab');
    await expectFocus(page, page.getByRole('textbox', { name: say(site, 'contact.form.lastName') }), 'the last name');
    await page.keyboard.type('Muster');
    await page.keyboard.press('Tab');
    await expectFocus(page, page.getByRole('textbox', { name: say(site, 'contact.form.email') }), 'the e-mail');
    await page.keyboard.type('anna@example.de');
    await page.keyboard.press('Tab');
    await expectFocus(page, page.getByRole('textbox', { name: say(site, 'contact.form.message') }), 'the message');
    // Enter in the message is a new line, not a send.
    await page.keyboard.type('Wo bleibt meine Bestellung?');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Viele Grüße');
    expect(sent).toHaveLength(0);

    await tabTo(page, page.getByRole('button', { name: say(site, 'contact.form.submit') }), 'the send button', {
      max: 5,
    });
    await page.keyboard.press('Enter');
    const thanks = page.getByText(say(site, 'contact.form.success'));
    await thanks.waitFor();
    // The thanks takes the focus, where the form was: the box made focusable for it.
    await expectFocus(page, page.locator('[tabindex="-1"]', { has: thanks }), 'the thanks');
    expect(sent).toHaveLength(1);
    const form = await new Response(sent[0]!.postData(), {
      headers: { 'content-type': (await sent[0]!.allHeaders())['content-type']! },
    }).formData();
    expect(Object.fromEntries(form.entries())).toEqual({
      customerFirstName: 'Anna',
      customerLastName: 'Muster',
      customerEmail: 'anna@example.de',
      // A form's line breaks travel as CRLF (HTML's multipart/form-data encoding).
      message: 'Wo bleibt meine Bestellung?\r\nViele Grüße',
    });
    await screenshot(page, 'keyboard-contact');
    expect(errors).toEqual([]);
    await close();
  });

  it('preview: open the settings dialog, choose an A/B test and group, apply, close with the button and Escape', async () => {
    const site = 'DE';
    const { page, context, errors, close } = await openPage(browser, `/?site=${site}`, {
      cookies: { [cookieNames.previewToken]: 'staff' },
    });
    const tokenCalls = recordPosts(page, endpoints.preview.token);
    const panel = page.getByRole('region', { name: say(site, 'preview.panel.label') });
    await panel.getByText(say(site, 'preview.panel.showingNow')).waitFor();
    const opener = panel.getByRole('button', { name: say(site, 'preview.panel.open') });
    // The tool sits at the end of the page: Shift+Tab from the top wraps round to it.
    await tabTo(page, opener, 'the preview settings button', { backwards: true });
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: say(site, 'preview.dialog.title') });
    await dialog.waitFor();
    const insideDialog = dialog.locator('*');
    await expectFocus(page, insideDialog, 'an element inside the dialog');
    // Tab and Shift+Tab are trapped: more presses than the dialog has stops wrap round inside it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let presses = 0; presses < 20; presses += 1) {
        await page.keyboard.press(key);
        await expectFocus(page, insideDialog, `an element inside the dialog after ${presses + 1} × ${key}`);
      }
    }

    // The A/B test settings are a disclosure: Enter opens it.
    const abSettings = dialog.getByRole('button', { name: say(site, 'preview.dialog.abSettings') });
    await tabTo(page, abSettings, 'the A/B test settings', { max: 10 });
    expect(await abSettings.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await abSettings.getAttribute('aria-expanded')).toBe('true');
    await dialog.getByText(say(site, 'preview.dialog.testsFound')).waitFor();

    // A closed select takes the arrow keys: the next option each time.
    const testName = dialog.getByRole('combobox', { name: say(site, 'preview.dialog.testName') });
    const group = dialog.getByRole('combobox', { name: say(site, 'preview.dialog.testGroup') });
    await tabTo(page, testName, 'the A/B test name', { max: 3 });
    const testOptions = await testName
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const chosenTest = testOptions.find((value) => value !== '' && value !== noTest)!;
    // Down from the placeholder through 'None' to the first test; each press is one option.
    for (let presses = 0; presses < testOptions.length && (await testName.inputValue()) !== chosenTest; presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await testName.inputValue()).toBe(chosenTest);
    expect(await group.isDisabled()).toBe(false);
    await page.keyboard.press('Tab');
    await expectFocus(page, group, 'the group select');
    await page.keyboard.press('ArrowDown');
    const chosenGroup = await group.inputValue();
    expect(chosenGroup).not.toBe('');

    await tabTo(page, dialog.getByRole('button', { name: say(site, 'preview.dialog.submit') }), 'the apply button', {
      max: 3,
    });
    await page.keyboard.press('Enter');
    await dialog.getByText(say(site, 'preview.dialog.applied')).waitFor();
    expect(tokenCalls).toHaveLength(1);
    const call = new URL(tokenCalls[0]!.url());
    expect(Object.fromEntries(call.searchParams)).toEqual({ test: chosenTest, group: chosenGroup });
    const { previewDateTime } = tokenCalls[0]!.postDataJSON() as { previewDateTime: string };
    expect(previewDateTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    const cookie = (await context.cookies()).find(({ name }) => name === cookieNames.previewToken);
    expect(decodeURIComponent(cookie!.value)).toBe(previewDateTime);
    await screenshot(page, 'keyboard-preview-applied');

    // The close button (Shift+Tab round the trap to the dialog's top) closes it; focus goes back.
    await tabTo(page, dialog.getByRole('button', { name: say(site, 'preview.dialog.close') }), 'the close button', {
      max: 20,
      backwards: true,
    });
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, opener, 'the preview settings button');
    await panel.getByText(say(site, 'preview.panel.showingGroup', { test: chosenTest, group: chosenGroup })).waitFor();

    // Escape closes it too, and the focus goes back to the button again.
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await expectFocus(page, insideDialog, 'an element inside the dialog');
    expect(await group.inputValue()).toBe(chosenGroup);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, opener, 'the preview settings button');
    await screenshot(page, 'keyboard-preview');
    expect(errors).toEqual([]);
    await close();
  });
});
