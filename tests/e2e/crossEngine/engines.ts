import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type ElementHandle,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import { Builder, Key, Origin, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../../../scripts/freePort';
import { artifactsDir, baseUrl } from '../support/browser';
import { queryPage, type QueryOp, type WireQuery, type WireText } from './pageQuery';

/**
 * The two engines the Chromium suite does not reach, behind one small interface, so one test body
 * runs in both (docs/browsers.md):
 * - Firefox (Debian's firefox-esr) over WebDriver BiDi with puppeteer-core, which speaks BiDi to
 *   Firefox itself: no geckodriver, which Debian does not ship and which would have to be downloaded.
 * - WebKit (WebKitGTK's MiniBrowser, Safari's engine) over WebDriver with selenium-webdriver against
 *   Debian's WebKitWebDriver. That driver speaks classic WebDriver only (no BiDi: no preload
 *   scripts, no network or console events), and MiniBrowser needs a display: an Xvfb of our own.
 * Never a downloaded browser. Paths can be overridden with FIREFOX_PATH, WEBKIT_DRIVER_PATH,
 * MINIBROWSER_PATH.
 */
export type EngineName = 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export type Text = string | RegExp;

/** What a person looks for: a role and its accessible name, or a visible text, optionally inside another. */
export interface Query {
  role?: string;
  name?: Text;
  text?: Text;
  css?: string;
  within?: Query;
  expanded?: boolean;
  level?: number;
  includeHidden?: boolean;
  nth?: number;
}

export type KeyName =
  'Enter' | 'Tab' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Home' | 'Shift';

/** How long a wait for something the page is to show may take before the test fails, saying what it waited for. */
const waitLimitMs = 20_000;

/** The engine-specific part: a page of one visitor. */
interface DriverPage<Handle> {
  goto(url: string): Promise<void>;
  evaluate(fn: (...args: never[]) => unknown, args: unknown[]): Promise<unknown>;
  handle(fn: (...args: never[]) => unknown, args: unknown[]): Promise<Handle | null>;
  click(handle: Handle): Promise<void>;
  hover(handle: Handle): Promise<void>;
  mouseMove(x: number, y: number): Promise<void>;
  setFiles(handle: Handle, files: string[]): Promise<void>;
  selectOption(handle: Handle, value: string): Promise<void>;
  type(text: string, delayMs: number): Promise<void>;
  press(key: KeyName): Promise<void>;
  screenshot(file: string): Promise<void>;
  cookies(): Promise<Record<string, string>>;
  url(): Promise<string>;
  /** Console errors and uncaught exceptions the engine reported since the page opened. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

interface Engine {
  name: EngineName;
  /** A new visitor: no cookies or storage but `cookies`, at this viewport. */
  newPage(viewport: Viewport, cookies: Record<string, string>): Promise<DriverPage<unknown>>;
  close(): Promise<void>;
}

const toWire = (text: Text): WireText => (typeof text === 'string' ? text : { source: text.source, flags: text.flags });

function wireQuery(query: Query): WireQuery {
  const { name, text, within, ...rest } = query;
  return {
    ...rest,
    ...(name !== undefined && { name: toWire(name) }),
    ...(text !== undefined && { text: toWire(text) }),
    ...(within && { within: wireQuery(within) }),
  };
}

const describeQuery = (query: Query): string => JSON.stringify(wireQuery(query));

/**
 * A page of the shop in one engine: the test body's whole vocabulary. Actions are the engine's own
 * input (WebDriver actions, BiDi input), not events dispatched by script.
 */
export class ShopPage {
  constructor(
    readonly engine: EngineName,
    private readonly driver: DriverPage<unknown>,
  ) {}

  /** Opens an address of the shop and waits until it has started and its header is hydrated. */
  async goto(address: string): Promise<void> {
    await this.driver.goto(new URL(address, baseUrl()).toString());
    await this.waitUntilStarted();
  }

  /**
   * The page's own signal that it takes input (`data-started`, src/app/startShop.tsx), then every
   * element of the header owned by React (hydrated), as tests/e2e/support/browser.ts waits for it.
   */
  async waitUntilStarted(): Promise<void> {
    await this.waitFor('the shop to start (#root[data-started])', () =>
      Boolean(document.querySelector('#root[data-started]')),
    ).catch(async (error: Error) => {
      // What stopped the start-up, where the engine tells (WebKit's WebDriver tells nothing from
      // before the load event: docs/browsers.md says how to see it).
      const errors = await this.errors().catch(() => []);
      throw new Error(`${error.message} Errors the page reported: ${JSON.stringify(errors)}`);
    });
    await this.waitFor("the header's server HTML to be hydrated", () =>
      Array.from(document.querySelectorAll('#root header *')).every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
      ),
    );
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.evaluate(fn as (...args: never[]) => unknown, args) as Promise<Awaited<R>>;
  }

  /** Polls a page function until it returns something truthy, and returns that. */
  async waitFor<A extends unknown[], R>(what: string, fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    const deadline = Date.now() + waitLimitMs;
    for (;;) {
      const value = await this.evaluate(fn, ...args);
      if (value) return value;
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited ${waitLimitMs} ms for ${what}.`);
      await sleep(100);
    }
  }

  private query<R>(query: Query, op: QueryOp, argument?: string): Promise<R> {
    return this.evaluate(queryPage, wireQuery(query), op, argument) as Promise<R>;
  }

  /** Waits until the element is there (and, unless `includeHidden`, takes room on screen). */
  async find(query: Query): Promise<unknown> {
    const deadline = Date.now() + waitLimitMs;
    for (;;) {
      const handle = await this.driver.handle(queryPage, [wireQuery(query), 'element']);
      if (handle) return handle;
      if (Date.now() > deadline)
        throw new Error(
          `${this.engine}: waited ${waitLimitMs} ms for ${describeQuery(query)}.${await this.near(query)}`,
        );
      await sleep(100);
    }
  }

  /**
   * The element, ready for a person's input as Playwright's actionability checks have it: owned by
   * React (the server's HTML of a part below the fold hydrates when it comes near, and a click on
   * it before then is lost, as tests/e2e/support/browser.ts notes for the header), in view, still
   * (the same box two frames apart: lazy parts and pictures above it move it as they come) and not
   * covered at its centre by something else. Then the engine's own input goes to it.
   */
  private async target(query: Query): Promise<unknown> {
    const deadline = Date.now() + waitLimitMs;
    let state = '';
    for (;;) {
      const handle = await this.find(query);
      state = (await this.driver.evaluate(actionability as (...args: never[]) => unknown, [
        handle,
        Boolean(query.includeHidden),
      ])) as string;
      if (state === 'ready') return handle;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: ${describeQuery(query)} never became ready for input: ${state}.`);
      await sleep(100);
    }
  }

  /** For a failure's message: what the page has of the role asked for, shown or not, by name. */
  private async near(query: Query): Promise<string> {
    if (!query.role) return '';
    const names = await this.names({ role: query.role, includeHidden: true }).catch(() => []);
    return ` The page has ${names.length} ${query.role} element(s)${names.length ? `: ${JSON.stringify(names.slice(0, 12))}` : ''}.`;
  }

  async waitUntilGone(query: Query): Promise<void> {
    const deadline = Date.now() + waitLimitMs;
    while ((await this.count(query)) > 0) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: ${describeQuery(query)} did not go.`);
      await sleep(100);
    }
  }

  count(query: Query): Promise<number> {
    return this.query(query, 'count');
  }
  texts(query: Query): Promise<string[]> {
    return this.query(query, 'texts');
  }
  names(query: Query): Promise<string[]> {
    return this.query(query, 'names');
  }
  async text(query: Query): Promise<string> {
    await this.find(query);
    return (await this.texts(query))[0]!;
  }
  async attribute(query: Query, name: string): Promise<string | null> {
    await this.find(query);
    return this.query(query, 'attribute', name);
  }
  async value(query: Query): Promise<string> {
    await this.find(query);
    return this.query(query, 'value');
  }
  isFocused(query: Query): Promise<boolean> {
    return this.query(query, 'focused');
  }
  async box(query: Query): Promise<{ x: number; y: number; width: number; height: number }> {
    await this.find(query);
    return this.query(query, 'box');
  }

  /** Waits until the query's element has the attribute's value (aria-expanded, aria-invalid, …). */
  async waitForAttribute(query: Query, name: string, value: string | null): Promise<void> {
    const deadline = Date.now() + waitLimitMs;
    let last: string | null = null;
    for (;;) {
      last = await this.query<string | null>(query, 'attribute', name);
      if (last === value) return;
      if (Date.now() > deadline)
        throw new Error(`${this.engine}: ${describeQuery(query)} kept ${name}=${String(last)}, not ${String(value)}.`);
      await sleep(100);
    }
  }

  async waitForFocus(query: Query): Promise<void> {
    const deadline = Date.now() + waitLimitMs;
    while (!(await this.isFocused(query))) {
      if (Date.now() > deadline) throw new Error(`${this.engine}: focus never reached ${describeQuery(query)}.`);
      await sleep(100);
    }
  }

  /**
   * Clicks the element, and fails, named, when the click is seen to land elsewhere: WebDriver sends
   * it to where the element was when the command ran, and an element that moved meanwhile (WebKit
   * on a busy machine delivered a click after the footer's blocks had pushed the button down) lost
   * it without a word, the test then waiting 20 s for what the click should have opened.
   */
  async click(query: Query): Promise<void> {
    const handle = await this.target(query);
    await this.driver.evaluate(watchNextClick as (...args: never[]) => unknown, [handle]);
    await this.driver.click(handle);
    // A click not seen yet (still on its way, or the page left) proves nothing either way.
    const missed = (await this.evaluate(() => window.__clickMissed).catch(() => undefined)) ?? '';
    if (missed) throw new Error(`${this.engine}: the click on ${describeQuery(query)} landed on ${missed}.`);
  }
  async hover(query: Query): Promise<void> {
    await this.driver.hover(await this.target(query));
  }
  /** Moves the pointer to a point of the viewport (away from a flyout). */
  mouseMove(x: number, y: number): Promise<void> {
    return this.driver.mouseMove(x, y);
  }
  /** Puts the keyboard focus on the element as a script would (`focus()`), then keys go there. */
  async focus(query: Query): Promise<void> {
    const handle = await this.target(query);
    await this.driver.evaluate(((element: HTMLElement) => element.focus()) as (...args: never[]) => unknown, [handle]);
  }
  /** Types into the focused element, a key at a time, `delayMs` between keys. */
  type(text: string, delayMs = 0): Promise<void> {
    return this.driver.type(text, delayMs);
  }
  press(key: KeyName): Promise<void> {
    return this.driver.press(key);
  }
  /** Chooses files in a file input: written to a temporary folder, then handed to the engine. */
  async setFiles(query: Query, files: { name: string; bytes: Buffer }[]): Promise<void> {
    const folder = mkdtempSync(path.join(tmpdir(), 'engines-files-'));
    const paths = files.map(({ name, bytes }) => {
      const file = path.join(folder, name);
      writeFileSync(file, bytes);
      return file;
    });
    await this.driver.setFiles(await this.target({ ...query, includeHidden: true }), paths);
  }
  /**
   * Fills a date or time field as Playwright's `fill` does in the Chromium suite: its value set, then
   * its input and change events. Typed keys do not reach the segments of WebKitGTK's date field
   * through WebDriver (each key starts the segment over), and a typed date depends on the
   * browser's locale; what the shop does with the field's value is what this checks.
   */
  async fill(query: Query, value: string): Promise<void> {
    const handle = await this.target(query);
    await this.driver.evaluate(
      ((input: HTMLInputElement, text: string) => {
        input.focus();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        input.dispatchEvent(new Event('change', { bubbles: true }));
      }) as (...args: never[]) => unknown,
      [handle, value],
    );
  }
  async selectOption(query: Query, value: string): Promise<void> {
    await this.driver.selectOption(await this.target(query), value);
  }
  cookies(): Promise<Record<string, string>> {
    return this.driver.cookies();
  }
  url(): Promise<URL> {
    return this.driver.url().then((address) => new URL(address));
  }
  async waitForUrl(what: string, test: (url: URL) => boolean): Promise<URL> {
    const deadline = Date.now() + waitLimitMs;
    for (;;) {
      const url = await this.url();
      if (test(url)) return url;
      if (Date.now() > deadline) throw new Error(`${this.engine}: waited for ${what}; the page is at ${url.href}.`);
      await sleep(100);
    }
  }
  errors(): Promise<string[]> {
    return this.driver.errors();
  }
  /** The page's requests to a path of the shop so far, from its Resource Timing entries (any engine). */
  requestsTo(pathname: string): Promise<string[]> {
    return this.evaluate(
      (wanted: string) =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname === wanted)
          .map((url) => url.search),
      pathname,
    );
  }
  /** A picture of the page in artifacts/<engine>-<name>.png (Firefox: the whole page; WebKit: the viewport). */
  async screenshot(name: string): Promise<string> {
    mkdirSync(artifactsDir, { recursive: true });
    const file = path.join(artifactsDir, `${this.engine}-${name}.png`);
    await this.driver.screenshot(file);
    return file;
  }
  close(): Promise<void> {
    return this.driver.close();
  }
}

declare global {
  interface Window {
    /** What the last watched click landed on instead of its element (`watchNextClick`), else ''. */
    __clickMissed?: string;
  }
}

/** In the page: notes in `__clickMissed` where the next click lands when it misses `element`. */
function watchNextClick(element: Element) {
  window.__clickMissed = '';
  document.addEventListener(
    'click',
    (event) => {
      const hit = event.target instanceof Element ? event.target : document.documentElement;
      // A field's label takes the click for its field (the box's check in `actionability`).
      const label = hit.closest('label');
      if (!element.contains(hit) && !(label && label.control === element))
        window.__clickMissed = `<${hit.localName} class="${hit.getAttribute('class') ?? ''}"> (${event.clientX}, ${event.clientY}), the element now at (${Math.round(element.getBoundingClientRect().x)}, ${Math.round(element.getBoundingClientRect().y)})`;
    },
    { capture: true, once: true },
  );
}

/** In the page: whether an element takes input now, or what stops it (see `ShopPage.target`). */
async function actionability(element: Element, hidden: boolean): Promise<string> {
  if (!Object.keys(element).some((key) => key.startsWith('__reactFiber$'))) return 'not hydrated yet';
  if (hidden) return 'ready';
  const inView = (box: DOMRect) =>
    box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
  if (!inView(element.getBoundingClientRect())) element.scrollIntoView({ block: 'center', inline: 'center' });
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const before = element.getBoundingClientRect();
  await frame();
  await frame();
  const box = element.getBoundingClientRect();
  if (box.x !== before.x || box.y !== before.y || box.width !== before.width || box.height !== before.height)
    return 'still moving';
  const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
  if (!hit) return 'not in view';
  const label = hit.closest('label');
  if (element.contains(hit) || (label && label.control === element)) return 'ready';
  return `covered by <${hit.localName}${hit.id ? `#${hit.id}` : ''} class="${hit.getAttribute('class') ?? ''}">`;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/* ------------------------------------------------------------------------------------------------ */

const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

async function launchFirefox(): Promise<Engine> {
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    // As the Chromium suite's pages: a German visitor.
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE, de', 'intl.locale.requested': 'de-DE' },
  });
  return {
    name: 'firefox',
    async newPage(viewport, cookies) {
      const context = await browser.createBrowserContext();
      const held = Object.entries(cookies).map(([name, value]) => ({
        name,
        value,
        domain: new URL(baseUrl()).hostname,
      }));
      if (held.length > 0) await context.setCookie(...held.map((cookie) => ({ ...cookie, path: '/' })));
      const page = await context.newPage();
      await page.setViewport(viewport);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
      return firefoxPage(page, errors, () => context.close());
    },
    close: () => browser.close(),
  };
}

function firefoxPage(page: PuppeteerPage, errors: string[], close: () => Promise<void>): DriverPage<ElementHandle> {
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: (fn, args) => page.evaluate(fn as (...args: unknown[]) => unknown, ...args),
    async handle(fn, args) {
      const handle = await page.evaluateHandle(fn as (...args: unknown[]) => unknown, ...args);
      const element = handle.asElement() as ElementHandle | null;
      if (!element) await handle.dispose();
      return element;
    },
    click: (handle) => handle.click(),
    hover: (handle) => handle.hover(),
    mouseMove: (x, y) => page.mouse.move(x, y),
    setFiles: (handle, files) => (handle as ElementHandle<HTMLInputElement>).uploadFile(...files),
    async selectOption(handle, value) {
      await (handle as ElementHandle<HTMLSelectElement>).select(value);
    },
    type: (text, delay) => page.keyboard.type(text, { delay }),
    press: (key) => page.keyboard.press(key),
    async screenshot(file) {
      await page.screenshot({ path: file as `${string}.png`, fullPage: true });
    },
    async cookies() {
      const all = await page.browserContext().cookies();
      return Object.fromEntries(all.map(({ name, value }) => [name, value]));
    },
    url: () => Promise.resolve(page.url()),
    errors: () => Promise.resolve([...errors]),
    close,
  };
}

/* ------------------------------------------------------------------------------------------------ */

const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowserPath = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * MiniBrowser's toolbar (back, forward, reload, the address field) keeps its window at least 447 px
 * wide, wider than a phone: this GTK style sheet, read from the browser's own XDG_CONFIG_HOME,
 * shrinks the toolbar's widgets, so the window, and the page's viewport, can be 375 px wide. It
 * styles GTK's widgets only, never the page (WebKit draws its form controls itself).
 */
const miniBrowserGtkCss =
  'headerbar, headerbar *, toolbar, toolbar *, entry, button, box { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n';

/** An X display of our own (Xvfb), so MiniBrowser's windows appear nowhere and are sized as asked. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let said = '';
    xvfb.on('error', (error) =>
      reject(new Error(`WebKit needs Xvfb (Debian: apt-get install xvfb): ${error.message}`)),
    );
    (xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
  });
}

async function launchWebKit(): Promise<Engine> {
  const xvfb = await startXvfb();
  const config = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), miniBrowserGtkCss);
  const port = await freePort();
  const driverProcess = spawn(webkitDriverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const stop = () => {
    driverProcess.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };
  try {
    await waitForDriver(port);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
      })
      .build();
    // No script timeout: WebKit keeps it with the page's own `setTimeout`, which the session
    // renewal's test hands to a clock it moves (pageClock.ts), where moving the clock 3 minutes on
    // timed out the script that was running. A script that hangs fails at jest's test limit instead.
    // (WebDriver's null, "no limit", which selenium's types leave out.)
    await driver.manage().setTimeouts({ script: null as unknown as number });
    return {
      name: 'webkit',
      newPage: (viewport, cookies) => webkitPage(driver, viewport, cookies),
      async close() {
        await driver.quit().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function waitForDriver(port: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer on port ${port}.`);
    await sleep(100);
  }
}

const webkitKeys: Record<KeyName, string> = {
  Enter: Key.ENTER,
  Tab: Key.TAB,
  Escape: Key.ESCAPE,
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowRight: Key.ARROW_RIGHT,
  ArrowLeft: Key.ARROW_LEFT,
  Home: Key.HOME,
  Shift: Key.SHIFT,
};

/**
 * Records the page's errors from now on: WebKit's WebDriver reports no console, and runs no script
 * before the page's own (no preload scripts). Installed as soon as a page has loaded, so it sees
 * what goes wrong after the load event; a start-up that throws is caught by the start signal the
 * test waits for, which then never comes.
 */
function recordErrorsInPage() {
  const page = window as unknown as { engineErrors?: string[] };
  if (page.engineErrors) return;
  const errors: string[] = [];
  page.engineErrors = errors;
  window.addEventListener('error', (event) => errors.push(event.message));
  window.addEventListener('unhandledrejection', (event) => errors.push(`Unhandled rejection: ${String(event.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    consoleError(...args);
  };
}

async function webkitPage(
  driver: WebDriver,
  viewport: Viewport,
  cookies: Record<string, string>,
): Promise<DriverPage<WebElement>> {
  // One window for every visitor: a new one is a fresh start on the shop's origin (no cookies, no
  // storage), then the visitor's cookies. A small file of the origin is the place to do it.
  await driver.get(new URL('/robots.txt', baseUrl()).toString());
  await driver.manage().deleteAllCookies();
  await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
  for (const [name, value] of Object.entries(cookies)) await driver.manage().addCookie({ name, value, path: '/' });
  await sizeViewport(driver, viewport);
  const earlier: string[] = [];
  const pageErrors = () =>
    driver
      .executeScript<string[] | null>('return window.engineErrors ? window.engineErrors.slice() : null;')
      .then((found) => found ?? []);
  const run = (fn: (...args: never[]) => unknown, args: unknown[]) =>
    driver.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args);
  return {
    async goto(url) {
      earlier.push(...(await pageErrors().catch(() => [])));
      await driver.get(url);
      await driver.executeScript(`(${recordErrorsInPage.toString()})();`);
    },
    evaluate: run,
    async handle(fn, args) {
      const found = await run(fn, args);
      return (found as WebElement | null) ?? null;
    },
    click: (element) => element.click(),
    hover: (element) => driver.actions({ async: true }).move({ origin: element }).perform(),
    mouseMove: (x, y) => driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).perform(),
    setFiles: (element, files) => element.sendKeys(files.join('\n')),
    async selectOption(element, value) {
      const option = (await driver.executeScript(
        'return Array.from(arguments[0].options).find((option) => option.value === arguments[1]) || null;',
        element,
        value,
      )) as WebElement | null;
      if (!option) throw new Error(`webkit: the select has no option ${value}.`);
      await option.click();
    },
    async type(text, delay) {
      // At a typist's pace a key at a time; otherwise in one call, as WebDriver's element send keys.
      if (delay === 0) {
        await driver.switchTo().activeElement().sendKeys(text);
        return;
      }
      for (const character of text) {
        await driver.actions({ async: true }).sendKeys(character).perform();
        if (delay > 0) await sleep(delay);
      }
    },
    press: (key) => driver.actions({ async: true }).sendKeys(webkitKeys[key]).perform(),
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async cookies() {
      const all = await driver.manage().getCookies();
      return Object.fromEntries(all.map(({ name, value }) => [name, value]));
    },
    url: () => driver.getCurrentUrl(),
    async errors() {
      return [...earlier, ...(await pageErrors())];
    },
    close: () => Promise.resolve(),
  };
}

/**
 * The window sized so that the page's viewport is `viewport`: the window's frame and toolbar are
 * added, as measured. The window takes its new size a moment after the call returns.
 */
async function sizeViewport(driver: WebDriver, viewport: Viewport) {
  const inner = () => driver.executeScript<[number, number]>('return [window.innerWidth, window.innerHeight];');
  let size = { ...viewport };
  let seen: [number, number] = [0, 0];
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await driver.manage().window().setRect(size);
    const deadline = Date.now() + 2000;
    do {
      seen = await inner();
      if (seen[0] === viewport.width && seen[1] === viewport.height) return;
      await sleep(50);
    } while (Date.now() < deadline);
    size = { width: size.width + viewport.width - seen[0], height: size.height + viewport.height - seen[1] };
  }
  throw new Error(
    `webkit: the window gives the page ${seen[0]}×${seen[1]}, not the ${viewport.width}×${viewport.height} asked for.`,
  );
}

export function launchEngine(name: EngineName): Promise<Engine> {
  return name === 'firefox' ? launchFirefox() : launchWebKit();
}

/** A new visitor's page of the shop in `engine`, opened at `address` and started. */
export async function openShop(
  engine: Engine,
  address: string,
  {
    viewport = { width: 1280, height: 800 },
    cookies = {},
    mockScenarios,
  }: { viewport?: Viewport; cookies?: Record<string, string>; mockScenarios?: string } = {},
): Promise<ShopPage> {
  // The preview server's mock services read their scenario from this cookie (README, "Mock services").
  const held = mockScenarios ? { ...cookies, 'mock-scenarios': encodeURIComponent(mockScenarios) } : cookies;
  const page = new ShopPage(engine.name, await engine.newPage(viewport, held));
  await page.goto(address);
  return page;
}

export type { Engine };
