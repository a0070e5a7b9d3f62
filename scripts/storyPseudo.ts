/**
 * The pseudo-locale pass of the built Storybook (`npm run test:stories`, at 375 and 1280 px, and
 * `npm run storybook:shots -- --locale pseudo`): a story that has rendered and played in German is
 * switched to the site toolbar's pseudo-locale (.storybook/annotations.tsx) in place. Storybook
 * runs its loaders again and renders it with the new messages, without a remount and without its
 * play function: the widget keeps the state the play function left (an open mini cart, a form's
 * errors, a modal), and every text that came from a message is now accented, about 40 % longer and
 * between `[` and `]` (src/app/i18n/pseudoLocale.ts). The play functions find elements by their
 * German names, so they cannot run in the pseudo-locale themselves. The built app's demo pages, which
 * have no stories, get the same check in tests/e2e/pseudoLocale.test.ts.
 *
 * Text not from a message, the rule `findTextNotFromMessages` applies. The page's visible text
 * (text nodes not hidden by display or visibility, screen-reader-only text included) is read in
 * document order, and the `[`…`]` markers are counted across nodes, since a message's rich-text
 * tags and values split it into several nodes. Then the names and descriptions written in
 * attributes (`aria-label`, `aria-description`, `aria-roledescription`, `aria-valuetext`, `alt`,
 * `title`, `placeholder`) of every element not hidden and not in an `aria-hidden` part, and the
 * page's title (`document.title`; not Storybook's own, which it names after the story's id). What
 * stands outside every marker and has a letter in it is text not from a message, unless it is data:
 * - found verbatim (spaces collapsed) in a string of the mock data (mocks/data/, mocks/handlers/:
 *   product names, customers, CMS content, navigation) or of the site table (src/config/sites.ts:
 *   currency labels; src/config/countries.ts: the country switcher's names, each written in its
 *   own language on purpose);
 * - or, for a story, in what its own story file hands the widgets as their caller would: its `args`,
 *   the props and children of the JSX it renders, what its play functions type or upload (user
 *   input), and what the names used there stand for (the file's constants and helpers, and the
 *   constants it imports, such as a widget's list of variants; never an imported function or
 *   component). Its title, story names, parameters and the names its play functions look for
 *   (Testing Library's queries) are not data, nor is another story file's text (`stringsIn`);
 * - or the whole of what a template string of those files makes (`Kategorie ${index}`, also
 *   joined with `+`), its placeholders standing for anything, when its fixed part has a letter;
 * - or one such string repeated (the hostile content's 10 000-character word);
 * - or pieces of data joined by commas or spaces (a product's name and its colour);
 * - or made only of words Intl writes for a site's locale: currency signs, units of file sizes, and
 *   names of months and weekdays (a price, a size or a date formatted outside a message);
 * - or in a `<code>` element (an identifier a story lists, as the icon gallery does);
 * - or, in a live region (`role` status, alert or log, `aria-live`), the text of a message of one of
 *   the nine locale files: an announcement is copied into state once typing pauses, so right after
 *   the switch it can still be the site's own message.
 * Digits and punctuation alone are never reported. A text kept in state already formatted would
 * stay German and is reported too: the shop formats when it renders.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Page } from 'playwright-core';
import ts from 'typescript';
import { locales, sites, siteCodes } from '../src/config/sites';

const root = path.resolve(__dirname, '..');

interface StoryChannel {
  on(event: string, handler: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

declare global {
  interface Window {
    /** How often each story has finished rendering (Storybook's `storyFinished`). */
    __renders?: Record<string, number>;
  }
}

/** For `addInitScript`: counts each story's finished renders, the first and each re-render. */
export function countStoryRenders() {
  window.__renders = {};
  const timer = setInterval(() => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
    if (!channel) return;
    clearInterval(timer);
    channel.on('storyFinished', (payload) => {
      const { storyId } = payload as { storyId: string };
      window.__renders![storyId] = (window.__renders![storyId] ?? 0) + 1;
    });
  }, 1);
}

/** Sets the site toolbar (and whether the a11y addon runs axe after a render) on the preview. */
function setGlobals(page: Page, globals: Record<string, unknown>) {
  return page.evaluate((update) => {
    const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: StoryChannel }).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('updateGlobals', { globals: update });
  }, globals);
}

/**
 * Shows the finished story `id` in the pseudo-locale and waits until it has rendered so. axe does
 * not run again on it: the German render has been checked.
 */
export async function switchToPseudo(page: Page, id: string, timeoutMs: number) {
  const before = await page.evaluate((storyId) => window.__renders?.[storyId] ?? 0, id);
  await setGlobals(page, { site: 'PSEUDO', a11y: { manual: true } });
  await page.waitForFunction(
    ({ storyId, count }) => (window.__renders?.[storyId] ?? 0) > count,
    { storyId: id, count: before },
    {
      timeout: timeoutMs,
    },
  );
  // React has committed; two frames for what renders after (portals, measured layouts).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Back to the site's messages and axe's run, for the next story. Not waited for: the story the
 * preview is asked to show next (`setCurrentStory`) tears this re-render down, so the story just
 * checked is not rendered, nor checked by axe, a third time.
 */
export function leavePseudo(page: Page) {
  return setGlobals(page, { site: 'DE', a11y: { manual: false } });
}

/** What the page shows a person (or a screen reader says) that is read for the check. */
type Kind =
  | 'text'
  | 'placeholder'
  | 'aria-label'
  | 'aria-description'
  | 'aria-roledescription'
  | 'aria-valuetext'
  | 'alt'
  | 'title'
  | 'page title';

/** A piece of the page's text outside every `[`…`]`, with what it is and where. */
export interface Piece {
  text: string;
  kind: Kind;
  where: string;
  live: boolean;
}

/**
 * In the page: the visible text outside every `[`…`]`, in pieces, each with where it is; then the
 * accessible names and descriptions written in attributes of the elements a person or a screen
 * reader meets (not hidden, not in an `aria-hidden` part); then the page's title, but for
 * Storybook's own in its preview (`storybook`), which it names after the story shown.
 */
function textOutsideMarkers(storybook: boolean): Piece[] {
  // Storybook's own parts of the page (its body has classes of its own, hence no `[class^=sb-]`).
  const skipped =
    'code, script, style, noscript, template, #storybook-docs, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay, .sb-wrapper';
  const describe = (element: Element) => {
    const names: string[] = [];
    for (
      let current: Element | null = element;
      current && current !== document.body && current !== document.documentElement && names.length < 4;
      current = current.parentElement
    ) {
      const label = current.getAttribute('aria-label') ?? current.getAttribute('role');
      names.unshift(`${current.tagName.toLowerCase()}${label ? `[${label}]` : ''}`);
    }
    return names.join(' > ');
  };
  const found: Piece[] = [];
  const live = (element: Element) =>
    element.closest('[role="status"], [role="alert"], [role="log"], [aria-live]') !== null;
  const outside = (text: string, depthBefore: number) => {
    let depth = depthBefore;
    const pieces: string[] = [];
    let piece = '';
    for (const character of text) {
      if (character === '[' || character === ']') {
        depth = character === '[' ? depth + 1 : Math.max(0, depth - 1);
        pieces.push(piece);
        piece = '';
      } else if (depth === 0) piece += character;
    }
    pieces.push(piece);
    return { depth, pieces: pieces.map((each) => each.trim()).filter((each) => /\p{L}/u.test(each)) };
  };
  let depth = 0;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest(skipped)) continue;
    const result = outside(node.textContent ?? '', depth);
    depth = result.depth;
    // An SVG's parts (its <title>, its name) have no box of their own to be visible by.
    const box = parent instanceof SVGElement && parent.ownerSVGElement ? parent.ownerSVGElement : parent;
    if (!box.checkVisibility({ visibilityProperty: true })) continue;
    for (const text of result.pieces) found.push({ text, kind: 'text', where: describe(parent), live: live(parent) });
  }
  const attributes = [
    'placeholder',
    'aria-label',
    'aria-description',
    'aria-roledescription',
    'aria-valuetext',
    'alt',
    'title',
  ] as const;
  for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
    if (element.closest(skipped) || element.closest('[aria-hidden="true"]')) continue;
    const box = element instanceof SVGElement && element.ownerSVGElement ? element.ownerSVGElement : element;
    if (!box.checkVisibility({ visibilityProperty: true })) continue;
    for (const name of attributes) {
      for (const text of outside(element.getAttribute(name) ?? '', 0).pieces)
        found.push({ text, kind: name, where: describe(element), live: false });
    }
  }
  // The page's title, as the browser's tab shows it and a screen reader says it first. Storybook
  // names its preview page after the story it shows (its id); a story's own <title> comes first.
  if (!(storybook && /^[a-z0-9-]+--[a-z0-9-]+$/.test(document.title))) {
    for (const text of outside(document.title, 0).pieces)
      found.push({ text, kind: 'page title', where: 'head > title', live: false });
  }
  return found;
}

function filesUnder(directory: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(root, directory, file));
}

const calleeName = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) ? call.expression.name.text : call.expression.getText();

/** The calls of a play function (or its helpers) that put user input into the page. */
const inputCalls = ['type', 'paste', 'keyboard', 'fill', 'upload'];

/** A parsed source file, its declarations by name and what it imports from files of the project. */
interface Source {
  file: string;
  declarations: Map<string, ts.Node>;
  imports: Map<string, { file: string; name: string }>;
}

const sources = new Map<string, Source>();

function sourceOf(file: string): Source {
  let source = sources.get(file);
  if (source) return source;
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  source = { file, declarations: new Map(), imports: new Map() };
  for (const statement of tree.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          source.declarations.set(declaration.name.text, declaration.initializer);
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      source.declarations.set(statement.name.text, statement);
    } else if (
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text.startsWith('.') &&
      statement.importClause?.namedBindings &&
      ts.isNamedImports(statement.importClause.namedBindings)
    ) {
      const base = path.resolve(path.dirname(file), statement.moduleSpecifier.text);
      const target = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync);
      if (target) {
        for (const element of statement.importClause.namedBindings.elements)
          source.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  source.declarations.set('', tree);
  sources.set(file, source);
  return source;
}

/**
 * The strings of a TypeScript file that are data, and the templates that make data. In a data file
 * (`allData`), every string. In a story file, only what the story hands the widgets as their caller
 * would: its `args`, the props and children of the JSX it renders, and what its play functions type
 * or upload (user input), with what the names used there stand for: the story file's own constants
 * and helpers, and the constants (not the functions or components) it imports from the project (a
 * widget's list of variants). Its titles, names, parameters and the names its play functions look
 * for are not data.
 */
function stringsIn(file: string, allData: boolean, templates: RegExp[]): string[] {
  const strings: string[] = [];
  const followed = new Set<ts.Node>();
  const passed = (node: ts.Node): boolean =>
    (ts.isPropertyAssignment(node) && node.name.getText() === 'args') ||
    ts.isJsxElement(node) ||
    ts.isJsxSelfClosingElement(node) ||
    ts.isJsxFragment(node) ||
    (ts.isCallExpression(node) && inputCalls.includes(calleeName(node)));
  // Testing Library's queries (`getByRole('button', { name: … })`): what the story looks for.
  const query = (node: ts.Node) =>
    !allData && ts.isCallExpression(node) && /^(get|find|query)(All)?By/.test(calleeName(node));
  const isFunction = (node: ts.Node) =>
    ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node);
  /** What a name used as data stands for, visited as data. */
  const follow = (source: Source, identifier: ts.Identifier, ownFile: boolean) => {
    const parent = identifier.parent;
    // A component's name (`<Button>`) or a property's is not a value handed over.
    if ((ts.isJsxOpeningLikeElement(parent) || ts.isJsxClosingElement(parent)) && parent.tagName === identifier) return;
    if ((ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === identifier)
      return;
    const local = source.declarations.get(identifier.text);
    if (local && (ownFile || !isFunction(local))) {
      if (!followed.has(local)) {
        followed.add(local);
        visit(source, local, true, ownFile);
      }
      return;
    }
    // An imported constant, through the files that import and export it again.
    let imported = source.imports.get(identifier.text);
    for (let hops = 0; imported && hops < 5; hops += 1) {
      if (!imported.file.startsWith(root) || imported.file.includes(`${path.sep}node_modules${path.sep}`)) return;
      const target = sourceOf(imported.file);
      const declaration = target.declarations.get(imported.name);
      if (declaration) {
        if (!isFunction(declaration) && !followed.has(declaration)) {
          followed.add(declaration);
          visit(target, declaration, true, false);
        }
        return;
      }
      imported = target.imports.get(imported.name);
    }
  };
  const visit = (source: Source, node: ts.Node, data: boolean, ownFile: boolean) => {
    const isData = !query(node) && (data || (ownFile && passed(node)));
    if (isData && ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const parts = concatenated(node);
      if (parts && parts.length > 1 && parts.some((part) => /\p{L}/u.test(part)))
        templates.push(templatePattern(parts));
    }
    if (isData) {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.push(node.text);
      else if (ts.isTemplateExpression(node)) {
        const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
        strings.push(...parts);
        if (parts.some((part) => /\p{L}/u.test(part))) templates.push(templatePattern(parts));
      } else if (ts.isJsxText(node)) strings.push(node.text);
      else if (ts.isIdentifier(node) && !allData) follow(source, node, ownFile);
    }
    ts.forEachChild(node, (child) => visit(source, child, isData, ownFile));
  };
  const source = sourceOf(file);
  visit(source, source.declarations.get('')!, allData, true);
  return strings;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What a text made of these fixed parts, with anything between each two, matches (trimmed). */
const templatePattern = (parts: string[]) =>
  new RegExp(`^${parts.map((part) => escape(collapse(part)).trim()).join('[^]*?')}$`, 'u');

/** The fixed parts of `'a' + `b${x}c`` + …, an empty part where a value goes; none if it is no text. */
function concatenated(node: ts.Expression): string[] | undefined {
  if (ts.isParenthesizedExpression(node)) return concatenated(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.flatMap((span) => ['', span.literal.text])];
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = concatenated(node.left);
    const right = concatenated(node.right);
    return left && right ? [...left, ...right] : undefined;
  }
  return undefined;
}

/** Strings that are data, joined for a substring search, and the templates that make data. */
interface Data {
  corpus: string;
  templates: RegExp[];
}

function dataOf(files: string[], allData: boolean): Data {
  const templates: RegExp[] = [];
  const strings = files.flatMap((file) => stringsIn(file, allData, templates));
  return { corpus: strings.map(collapse).join('\u0000'), templates };
}

/** The shop's data: the mock services' answers and the site table. */
const sharedData = () =>
  dataOf(
    [
      ...filesUnder('mocks/data', /\.ts$/),
      ...filesUnder('mocks/handlers', /\.ts$/),
      path.join(root, 'src/config/sites.ts'),
      path.join(root, 'src/config/countries.ts'),
    ],
    true,
  );

/** The shortest part the text is made of, repeated (the last time perhaps cut off); else the text. */
function repeatedPart(text: string): string {
  for (let period = 1; period <= text.length / 2; period += 1) {
    if ([...text].every((character, index) => index < period || character === text[index - period]))
      return text.slice(0, period);
  }
  return text;
}

/** The words Intl writes for the sites' locales around numbers and dates. */
function intlWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => text.match(/\p{L}+/gu)?.forEach((word) => words.add(word));
  for (const locale of locales) {
    for (const code of siteCodes) {
      const currency = sites[code].currency.code;
      for (const currencyDisplay of ['symbol', 'narrowSymbol', 'code', 'name'] as const)
        add(new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay }).format(1000));
    }
    // The file input's sizes, in the page's language (Storybook's page has none: English).
    for (const language of [locale, 'en'])
      for (const unit of ['kilobyte', 'megabyte'])
        add(new Intl.NumberFormat(language, { style: 'unit', unit }).format(2.5));
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 1 + month));
      for (const style of ['long', 'short'] as const) {
        add(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date));
        add(new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(date));
      }
    }
  }
  return words;
}

/** A message's texts, one per branch of its plurals and selects, as fixed parts around the values. */
function branches(elements: MessageFormatElement[]): string[][] {
  let texts: string[][] = [['']];
  const append = (tails: string[][]) => {
    texts = texts.flatMap((text) =>
      tails.map((tail) => [...text.slice(0, -1), text.at(-1)! + tail[0]!, ...tail.slice(1)]),
    );
  };
  for (const element of elements) {
    if (element.type === TYPE.literal) append([[element.value]]);
    else if (element.type === TYPE.tag) append(branches(element.children));
    else if (element.type === TYPE.plural || element.type === TYPE.select)
      append(Object.values(element.options).flatMap((option) => branches(option.value)));
    else append([['', '']]);
  }
  return texts;
}

/** Each message of the nine locale files, each branch of it, as a pattern of what it shows. */
function localeMessagePatterns(): RegExp[] {
  const patterns: RegExp[] = [];
  for (const locale of locales) {
    const messages = JSON.parse(readFileSync(path.join(root, 'translations', `${locale}.json`), 'utf8')) as Record<
      string,
      string
    >;
    for (const message of Object.values(messages))
      for (const parts of branches(parse(message)))
        if (parts.some((part) => /\p{L}/u.test(part))) patterns.push(templatePattern(parts));
  }
  return patterns;
}

let shared: (Data & { intl: Set<string>; messages: RegExp[] }) | undefined;
const storyData = new Map<string, Data>();

/**
 * The pieces of the page's visible text, accessible names and title that did not go through a
 * message and are not data, each as a line that says what and where. With `storyFile`, the page is
 * Storybook's preview of a story of that file (relative to the project): what the story hands its
 * widgets is data too (`stringsIn`), and the preview's own title is not the shop's.
 */
export async function findTextNotFromMessages(page: Page, storyFile?: string) {
  return textNotFromMessages(await page.evaluate(textOutsideMarkers, storyFile !== undefined), storyFile);
}

/** The rule, on the pieces `textOutsideMarkers` read. */
export function textNotFromMessages(pieces: Piece[], storyFile?: string): string[] {
  shared ??= { ...sharedData(), intl: intlWords(), messages: localeMessagePatterns() };
  const { intl, messages } = shared;
  let story: Data | undefined;
  if (storyFile) {
    const file = path.resolve(root, storyFile);
    story = storyData.get(file);
    if (!story) storyData.set(file, (story = dataOf([file], false)));
  }
  const sources = story ? [shared, story] : [shared];
  return pieces
    .filter(({ text, live }) => {
      const bare = collapse(text);
      const isData = (piece: string, split: boolean): boolean =>
        !/\p{L}/u.test(piece) ||
        sources.some(
          ({ corpus, templates }) =>
            corpus.includes(piece) ||
            corpus.includes(repeatedPart(piece)) ||
            templates.some((template) => template.test(piece)),
        ) ||
        (piece.match(/\p{L}+/gu) ?? []).every((word) => intl.has(word)) ||
        (split && piece.split(/\s*,\s*|\s+(?=<)/).every((part) => isData(part, false)));
      if (isData(bare, true)) return false;
      return !(live && messages.some((message) => message.test(bare)));
    })
    .map(({ text, kind, where }) =>
      kind === 'text'
        ? `text not from a message: "${text}" in ${where}`
        : `${kind} not from a message: "${text}" in ${where}`,
    );
}
