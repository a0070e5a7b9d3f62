import { endpoints } from '../../../src/config/endpoints';
import { cookieNames } from '../../../src/config/storage';
import { baseUrl, resetMockServices } from '../support/browser';
import {
  launchEngine,
  openShop,
  type Engine,
  type EngineName,
  type Query,
  type ShopPage,
  type Viewport,
} from './engines';
import { installPageClock, type PageClock } from './pageClock';

/**
 * The shop's main flows in Firefox and in WebKit, Safari's engine (issue 48; docs/browsers.md): one
 * body for both, through the driver adapter in engines.ts. Run by `npm run test:engines`, not by the
 * Chromium suite (`npm run test:e2e`), whose tests reach far more of each flow; these check that
 * each flow works at all in the other engines, at a phone's and a desktop's width, in Germany and
 * in Turkey. What a failure looks like: docs/browsers.md.
 */

const phone: Viewport = { width: 375, height: 800 };
const desktop: Viewport = { width: 1280, height: 800 };

const espresso = 'Barista Espresso, 1 kg Bohnen';
const banner: Query = { role: 'banner' };
const main: Query = { role: 'main' };

/** No sideways scrolling: the page is no wider than the viewport's room for it. */
const sidewaysOverflow = (page: ShopPage) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The flows in one engine: firefox.test.ts and webkit.test.ts, which jest runs side by side in two
 * workers, each with servers of its own (support/workerServers.ts). One after the other in one file
 * they took 88-90 s of CI's run.
 */
export function describeShopIn(engineName: EngineName) {
  describe(`the shop in ${engineName}`, () => {
    let engine: Engine;
    beforeAll(async () => {
      // The mock services as they start (carts, subscribers): the other engine's run left its own.
      await resetMockServices();
      engine = await launchEngine(engineName);
    });
    afterAll(async () => {
      await engine?.close();
      await resetMockServices();
    });

    /** A visitor's page for one test; a failing test leaves a picture of where it stopped. */
    async function visit(
      address: string,
      options: Parameters<typeof openShop>[2],
      name: string,
      body: (page: ShopPage) => Promise<void>,
    ) {
      const page = await openShop(engine, address, options);
      try {
        await body(page);
      } catch (error) {
        await page.screenshot(`${name}-FAILED`).catch(() => undefined);
        throw error;
      } finally {
        await page.close();
      }
    }

    it('starts and hydrates the home page, in DE at 1280 px and in TR at 375 px, without an error', async () => {
      await visit('/?site=DE', { viewport: desktop }, 'home-DE-1280', async (page) => {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
        expect(await page.text({ role: 'heading', level: 1 })).toBe('Willkommen in unserem Onlineshop');
        expect(await page.evaluate(() => document.title)).toBe('Willkommen in unserem Onlineshop');
        // The personal-data service answered: the header offers the login.
        await page.find({ role: 'link', name: 'Anmelden', within: banner });
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot('home-DE-1280');
        expect(await page.errors()).toEqual([]);
      });
      await visit('/?site=TR', { viewport: phone }, 'home-TR-375', async (page) => {
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('tr-TR');
        expect(await page.text({ role: 'heading', level: 1 })).toBe('Online mağazamıza hoş geldiniz');
        expect(await page.evaluate(() => window.innerWidth)).toBe(375);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot('home-TR-375');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('suggests while a typist types in DE, and a term picked by keyboard is searched', async () => {
      await visit('/?site=DE', { viewport: desktop }, 'search-DE', async (page) => {
        const field: Query = { role: 'combobox', name: 'Suchen' };
        // The combobox's chunk is in: its listbox is in the page (the plain field of the first paint has none).
        await page.find({ role: 'listbox', name: 'Vorschläge', includeHidden: true });
        await page.click(field);
        await page.type('kaffeemaschine', 150);
        const listbox: Query = { role: 'listbox', name: 'Vorschläge' };
        await page.find(listbox);
        await page.find({ role: 'status', text: /Vorschläge$/, includeHidden: true });
        const asked = (await page.requestsTo('/service/searchfrontend/api/suggestions')).map(
          (search) => new URLSearchParams(search).get('q') ?? '',
        );
        console.log(`${engineName}: suggestion requests for "kaffeemaschine" at 150 ms a key: ${asked.join(', ')}`);
        expect(asked.at(-1)).toBe('kaffeemaschine');
        expect(asked.every((text) => 'kaffeemaschine'.startsWith(text))).toBe(true);
        const products = { role: 'option', within: { role: 'group', name: 'Produkte', within: listbox } };
        expect(await page.count(products)).toBeGreaterThan(0);
        expect(await page.attribute(products, 'href')).toContain('query=kaffeemaschine');
        await page.screenshot('search-DE-suggestions');

        await page.press('ArrowDown');
        await page.press('ArrowDown');
        const activeId = await page.attribute(field, 'aria-activedescendant');
        expect(activeId).toBeTruthy();
        const term = await page.text({ css: `[id="${activeId}"]` });
        expect(await page.value(field)).toBe(term);
        await page.press('Enter');
        const url = await page.waitForUrl('the results page', (address) => address.pathname === '/search');
        expect(url.searchParams.get('query')).toBe(term);
        await page.find({ role: 'heading', level: 1, name: `Suchergebnisse für „${term}“` });
        await page.find({ role: 'region', name: `Produkte zu „${term}“` });
        await page.screenshot('search-DE-results');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('opens the search behind its icon on a phone in TR, with suggestions and no sideways scroll', async () => {
      await visit('/?site=TR', { viewport: phone }, 'search-TR-375', async (page) => {
        const toggle: Query = { role: 'button', name: 'Arama' };
        await page.click(toggle);
        const field: Query = { role: 'combobox', name: 'Ara' };
        // The field has the focus (if the combobox's chunk comes just now, it takes the focus over).
        await page.waitForFocus(field);
        await page.type('kahve', 100);
        await page.find({ role: 'listbox', name: 'Öneriler' });
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot('search-TR-375');
        await page.press('Escape');
        await page.press('Escape');
        await page.waitForAttribute(toggle, 'aria-expanded', 'false');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('opens a category flyout by pointer and by keyboard in DE at 1280 px', async () => {
      await visit('/?site=DE', { viewport: desktop }, 'navigation-DE', async (page) => {
        const coffee: Query = {
          role: 'button',
          name: 'Kaffee',
          within: { role: 'navigation', name: 'Hauptnavigation' },
        };
        // By pointer: the flyout opens once the pointer rests on the item, and closes when it leaves.
        await page.hover(coffee);
        await page.waitForAttribute(coffee, 'aria-expanded', 'true');
        const flyout: Query = { css: `[id="${await page.attribute(coffee, 'aria-controls')}"]` };
        await page.find({ role: 'link', name: 'Alles in Kaffee', within: flyout });
        await page.screenshot('navigation-DE-pointer');
        await page.mouseMove(700, 10);
        await page.mouseMove(5, 790);
        await page.waitForAttribute(coffee, 'aria-expanded', 'false');

        // By keyboard: Enter opens, Tab walks into the flyout, Escape closes it back to its item.
        await page.focus(coffee);
        await page.press('Enter');
        await page.waitForAttribute(coffee, 'aria-expanded', 'true');
        const allCoffee: Query = { role: 'link', name: 'Alles in Kaffee', within: flyout };
        await page.find(allCoffee);
        await page.press('Tab'); // the close icon
        await page.press('Tab');
        await page.waitForFocus(allCoffee);
        await page.screenshot('navigation-DE-keyboard');
        await page.press('Escape');
        await page.waitForAttribute(coffee, 'aria-expanded', 'false');
        await page.waitForFocus(coffee);
        expect(await page.errors()).toEqual([]);
      });
    });

    it('removes a mini-cart line and restores it in DE', async () => {
      await visit('/?site=DE', { viewport: desktop }, 'cart-DE', async (page) => {
        await page.find({ role: 'link', name: 'Warenkorb, 8 Artikel' });
        await page.click({ role: 'button', name: 'Warenkorb-Vorschau' });
        await page.click({ role: 'button', name: `${espresso} entfernen` });
        await page.find({ text: `${espresso} wurde entfernt.` });
        await page.find({ role: 'link', name: 'Warenkorb, 6 Artikel' });
        await page.screenshot('cart-DE-removed');

        await page.click({ role: 'button', name: `${espresso} wiederherstellen` });
        await page.find({ role: 'button', name: `${espresso} entfernen` });
        await page.find({ role: 'link', name: 'Warenkorb, 8 Artikel' });
        expect(await page.errors()).toEqual([]);
      });
    });

    it('rolls a refused change back and says why, in TR', async () => {
      const options = { viewport: desktop, mockScenarios: 'cartChange:AVAILABILITY_LIMIT' };
      await visit('/?site=TR', options, 'cart-TR-refused', async (page) => {
        const cartLink: Query = { role: 'link', name: /^Sepet, \d+ ürün$/ };
        const before = await page.attribute(cartLink, 'aria-label');
        await page.hover({ role: 'button', name: 'Sepet önizlemesi' });
        await page.click({ role: 'button', name: / öğesini kaldır$/, nth: 0 });
        expect(await page.text({ role: 'alert', text: /./ })).toBe('Bu üründen yalnızca 2 adet mevcut.');
        expect(await page.attribute(cartLink, 'aria-label')).toBe(before);
        await page.screenshot('cart-TR-refused');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('signs up for the newsletter with the e-mail alone in DE', async () => {
      await visit('/?site=DE', { viewport: desktop }, 'newsletter-DE', async (page) => {
        const form: Query = { role: 'form', name: 'Newsletter abonnieren' };
        await page.find(form);
        expect(await page.count({ role: 'checkbox', within: form, includeHidden: true })).toBe(0);
        await page.click({ role: 'textbox', name: 'E-Mail-Adresse' });
        await page.type('anna@example.de');
        await page.click({ role: 'button', name: 'Jetzt anmelden' });
        const success: Query = { role: 'status', text: /^Vielen Dank für Ihre Anmeldung!/ };
        expect(await page.text(success)).toContain('In wenigen Minuten erhalten Sie eine E-Mail an anna@example.de.');
        await page.screenshot('newsletter-DE-success');
        expect(
          await page.evaluate(() =>
            ((window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []).map((entry) => entry.event),
          ),
        ).toEqual(['newsletter_submit', 'sign_up']);
        expect(await page.errors()).toEqual([]);
      });
    });

    it('asks TR’s names and consent at 375 px, then signs up', async () => {
      await visit('/?site=TR', { viewport: phone }, 'newsletter-TR-375', async (page) => {
        await page.click({ role: 'textbox', name: 'E-posta adresi' });
        await page.type('ayse@example.com.tr');
        await page.click({ role: 'textbox', name: 'Ad' });
        await page.type('Ayşe');
        await page.click({ role: 'textbox', name: 'Soyad' });
        await page.type('Yılmaz');
        const submit: Query = { role: 'button', name: 'Şimdi abone ol' };
        await page.click(submit);
        await page.find({ text: 'E-bülten üyesi olmak için lütfen ticari elektronik ileti onayınızı veriniz.' });
        await page.screenshot('newsletter-TR-consent-required');

        await page.click({ role: 'checkbox', name: /E-bülten almak istiyorum/ });
        await page.click(submit);
        expect(await page.text({ role: 'status', text: /^Aboneliğiniz için teşekkür ederiz!/ })).toContain(
          'ayse@example.com.tr',
        );
        await page.screenshot('newsletter-TR-success');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('sends the contact form with an attachment in DE', async () => {
      await visit('/contact?site=DE', { viewport: desktop }, 'contact-DE', async (page) => {
        await page.click({ role: 'textbox', name: /^Vorname/, within: main });
        await page.type('Anna');
        await page.click({ role: 'textbox', name: /^Nachname/, within: main });
        await page.type('Schmidt');
        await page.click({ role: 'textbox', name: /^E-Mail-Adresse/, within: main });
        await page.type('anna@example.de');
        await page.click({ role: 'textbox', name: /^Ihre Nachricht/, within: main });
        await page.type('Die Lieferung kam beschädigt an.');
        await page.setFiles({ css: 'input[type="file"]', within: main }, [
          { name: 'rechnung.pdf', bytes: Buffer.alloc(2048, 1) },
        ]);
        await page.find({ role: 'button', name: /rechnung\.pdf entfernen/ });
        await page.screenshot('contact-DE-file');
        await page.click({ role: 'button', name: 'Nachricht senden', within: main });
        await page.find({ text: /Vielen Dank für Ihre Nachricht/, within: main });
        await page.screenshot('contact-DE-sent');

        // What the service received (its receipt, kept by the preview server's mock).
        const received = (await (await fetch(new URL('/__mocks/contact-requests', baseUrl()))).json()) as {
          fields: Record<string, string>;
          attachments: { name: string; type: string; size: number }[];
        }[];
        expect(received.at(-1)).toEqual({
          fields: {
            customerFirstName: 'Anna',
            customerLastName: 'Schmidt',
            customerEmail: 'anna@example.de',
            message: 'Die Lieferung kam beschädigt an.',
          },
          attachments: [{ name: 'rechnung.pdf', type: 'application/pdf', size: 2048 }],
        });
        expect(await page.errors()).toEqual([]);
      });
    });

    it('lets a staff visitor set a preview date and an A/B group in DE', async () => {
      await resetMockServices();
      const options = { viewport: desktop, cookies: { [cookieNames.previewToken]: 'staff' } };
      await visit('/?site=DE', options, 'preview-DE', async (page) => {
        await page.evaluate(() => document.querySelector('footer')?.scrollIntoView());
        // The panel sits under the footer's blocks, which come one by one, each moving it down.
        // WebDriver's click goes where the button was when the command ran: in WebKit beside the story
        // pictures (2026-11-29) it landed at (108, 734) on the panel's text, the footer still
        // revealing, the button at y 972 by then, and no dialog came. So the footer is whole first
        // (its links in, nothing revealing), as the Chromium sweep waits for it; `click` now names a
        // click that lands elsewhere.
        await page.waitFor('the footer to be whole', () =>
          Boolean(document.querySelector('footer nav') && !document.querySelector('footer [data-revealing]')),
        );
        const panel: Query = { role: 'region', name: 'Preview mode' };
        await page.find({ text: 'Showing the shop as it is now.', within: panel });
        await page.click({ role: 'button', name: 'Preview settings', within: panel });
        const dialog: Query = { role: 'dialog', name: 'Preview settings' };
        await page.find(dialog);
        await page.fill({ css: 'input[type="date"]', within: dialog }, '2026-12-03');
        await page.fill({ css: 'input[type="time"]', within: dialog }, '08:15');

        await page.click({ role: 'button', name: 'A/B Test settings', expanded: false, within: dialog });
        await page.find({ text: 'Active tests found.', within: dialog });
        const group: Query = { role: 'combobox', name: 'Group', within: dialog };
        await page.selectOption({ role: 'combobox', name: 'Name', within: dialog }, 'advent-calendar-teaser');
        await page.waitForAttribute(group, 'aria-invalid', 'true');
        await page.click({ role: 'button', name: 'Set preview settings', within: dialog });
        await page.find({ text: 'Please also select an A/B test group!', within: dialog });
        await page.selectOption(group, 'C');
        await page.click({ role: 'button', name: 'Set preview settings', within: dialog });
        await page.find({ text: 'Settings applied successfully.', within: dialog });
        await page.screenshot('preview-DE-applied');
        expect((await page.cookies())[cookieNames.previewToken]).toMatch(/^2026-12-03T08%3A15%3A00/);
        await page.press('Escape');
        await page.find({
          text: /^Showing the shop at 03\.12\.2026, 08:15\. A\/B test advent-calendar-teaser, group C\.$/,
          within: panel,
        });
        await page.screenshot('preview-DE-panel');
        expect(await page.errors()).toEqual([]);
      });
    });

    it('renews a login every 3 minutes of an active shopper, and not for an idle one', async () => {
      // Page functions travel alone (engines.ts): each names the page's clock itself.
      type Clocked = { pageClock: PageClock };
      const renewals = (page: ShopPage) => page.requestsTo(endpoints.loginTokenRenew).then((sent) => sent.length);
      const timerSet = (page: ShopPage, what: string, delay: number) =>
        page.waitFor(
          what,
          (ms: number) => (window as unknown as Clocked).pageClock.pendingDelays().includes(ms),
          delay,
        );
      /** Moves the page's clock on, and waits until the timers due on the way have run. */
      const tick = async (page: ShopPage, ms: number) => {
        await page.evaluate((by: number) => (window as unknown as Clocked).pageClock.startTick(by), ms);
        await page.waitFor('the page’s timers to run', () => !(window as unknown as Clocked).pageClock.ticking);
        expect(await page.evaluate(() => (window as unknown as Clocked).pageClock.failure)).toBeNull();
      };
      /** Waits until the session's next check is set for 3 minutes on: the one before has ended. */
      const nextCheckSet = (page: ShopPage) => timerSet(page, 'the session’s next check in 3 minutes', 3 * 60_000);
      /**
       * The shopper does something (a click on the page's heading). The page reports it in a task
       * after the next frame (watchSessionEvents.ts): two frames on, that task waits on the clock, and
       * the next tick runs it first. Reports come 30 s apart at most: the clock has moved on further
       * since any before (one the page made of its own scrolling as it loaded, say).
       */
      const beActive = async (page: ShopPage) => {
        await page.click({ role: 'heading', level: 1 });
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
        );
      };

      await visit('/?site=DE', { viewport: desktop }, 'session-DE', async (page) => {
        // The page looks for a login cookie every 500 ms for its first 10 s: the clock takes over now,
        // then the login cookie comes (a login service's token: renewable in 2 minutes).
        await page.evaluate(installPageClock);
        await timerSet(
          page,
          'the session watch to look for a login cookie on the page’s clock (for 10 s from the start)',
          500,
        );
        await page.evaluate((name: string) => {
          const now = Math.floor(Date.now() / 1000);
          const part = (value: object) =>
            btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
          const token = [part({ alg: 'HS256' }), part({ lid: 'L-4711', ren: now + 120, exp: now + 3600 }), 'sig'];
          document.cookie = `${name}=${token.join('.')}; path=/`;
        }, cookieNames.loginToken);
        await tick(page, 500);
        await nextCheckSet(page);
        expect(await renewals(page)).toBe(0);

        // An active shopper: at the check, 3 minutes on, the login, renewable by then, is renewed
        // (the service's 201: polling goes on).
        await tick(page, 60_000);
        await beActive(page);
        await tick(page, 2 * 60_000);
        await nextCheckSet(page);
        expect(await renewals(page)).toBe(1);

        // Idle for 3 minutes: the check is skipped, nothing is sent, and the next one is set.
        await tick(page, 3 * 60_000);
        await nextCheckSet(page);
        expect(await renewals(page)).toBe(1);

        // Active again: renewed again.
        await beActive(page);
        await tick(page, 3 * 60_000);
        await nextCheckSet(page);
        expect(await renewals(page)).toBe(2);
        expect(await page.errors()).toEqual([]);
      });
    });
  });
}
