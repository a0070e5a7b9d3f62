import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales, type Locale } from '../../src/config/sites';
import { localeMessages } from '../support/messages';

const root = path.resolve(__dirname, '../..');

/** What the code defines (id, German default, description), extracted the way `npm run i18n:extract` does. */
function extracted(): Record<string, { defaultMessage: string; description?: string }> {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts', '--preserve-whitespace'],
    { cwd: root, encoding: 'utf8' },
  );
  return JSON.parse(output) as Record<string, { defaultMessage: string; description?: string }>;
}

function pluralsIn(elements: MessageFormatElement[]): { value: string; options: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural) {
      return [
        { value: element.value, options: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((option) => pluralsIn(option.value)),
      ];
    }
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => pluralsIn(option.value));
    if (element.type === TYPE.tag) return pluralsIn(element.children);
    return [];
  });
}

/** The names a message fills in: its arguments (plain, number, date, plural, select) and its rich-text tags. */
function placeholdersIn(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [element.value];
      case TYPE.plural:
      case TYPE.select:
        return [element.value, ...Object.values(element.options).flatMap((option) => placeholdersIn(option.value))];
      case TYPE.tag:
        return [`<${element.value}>`, ...placeholdersIn(element.children)];
      default:
        return [];
    }
  });
}

const placeholderSet = (text: string) => [...new Set(placeholdersIn(parse(text)))].sort();

/**
 * Placeholders a locale may add to German's, because its approved text says more (decisions.md,
 * "Messages"): the Turkish legal notice names the deletion and inactivity periods, the Hungarian
 * voucher footnote the voucher's validity. Every other message fills in exactly what German does.
 */
const approvedExtras: Partial<Record<Locale, Record<string, readonly string[]>>> = {
  'tr-TR': { 'newsletter.legal.notice': ['deletionDays', 'inactivityYears'] },
  'hu-HU': { 'newsletter.voucher.footnote': ['validityMonths'] },
};

/** The visible text of a message: its literal parts, with placeholders and tags left out. */
function literalsIn(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.literal) return [element.value];
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => literalsIn(option.value));
    if (element.type === TYPE.tag) return literalsIn(element.children);
    return [];
  });
}

const codeMessages = extracted();
const codeIds = Object.keys(codeMessages).sort();
const german = localeMessages['de-DE'] as Record<string, string>;

describe.each(locales)('the %s locale file', (locale: Locale) => {
  const messages = localeMessages[locale] as Record<string, string>;

  it('holds every message id the code uses, and no other', () => {
    expect(Object.keys(messages).sort()).toEqual(codeIds);
  });

  it('holds only valid ICU messages, with every plural form of its language', () => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [id, text] of Object.entries(messages)) {
      expect(text.trim()).not.toBe('');
      for (const plural of pluralsIn(parse(text))) {
        expect({ id, forms: plural.options.filter((form) => !form.startsWith('=')).sort() }).toEqual({
          id,
          forms: [...categories].sort(),
        });
      }
    }
  });

  it('fills in the same placeholders as German, apart from the approved extras', () => {
    const extras = approvedExtras[locale] ?? {};
    for (const [id, text] of Object.entries(messages)) {
      const expected = [...placeholderSet(german[id] ?? ''), ...(extras[id] ?? [])].sort();
      expect({ id, placeholders: placeholderSet(text) }).toEqual({ id, placeholders: expected });
    }
  });
});

/** German sets the ellipsis off when it stands for left-out words (Duden); the other languages join it. */
describe.each(locales.filter((locale) => !locale.startsWith('de-')))('the %s locale file', (locale: Locale) => {
  it('puts no space of any kind before an ellipsis', () => {
    const offenders = Object.entries(localeMessages[locale] as Record<string, string>).filter(([, text]) =>
      /\s(…|\.\.\.)/u.test(text),
    );
    expect(offenders).toEqual([]);
  });
});

it.each(locales)('joins a number and its unit with a no-break space in %s', (locale) => {
  const offenders = Object.entries(localeMessages[locale] as Record<string, string>).filter(([, text]) =>
    /(\d|\})[^\S\u00a0\u202f](MB|Mo|KB|Ko|GB|Go)\b/u.test(text),
  );
  expect(offenders).toEqual([]);
});

describe('French typography (fr-CH)', () => {
  // The preview tool speaks English in every locale (decisions.md, "The tool speaks English").
  const french = Object.entries(localeMessages['fr-CH'] as Record<string, string>).filter(
    ([id]) => !id.startsWith('preview.'),
  );

  it('writes typographic apostrophes, never straight ones', () => {
    expect(french.filter(([, text]) => text.includes("'"))).toEqual([]);
  });

  it('puts a no-break space inside « » and before : ; ! ?', () => {
    // Placeholders stand in as {}, so a mark right after one counts too.
    const missing = /«[^\u00a0\u202f]|[^\u00a0\u202f]»|[^\u00a0\u202f][:;!?]/u;
    expect(french.filter(([, text]) => missing.test(literalsIn(parse(text)).join('{}')))).toEqual([]);
  });
});

/**
 * Issue 46: punctuation after a label belongs to the message, where each language writes its own
 * (French a no-break space before the colon). A component that appends ":" or another mark after a
 * formatted message writes German typography into every locale.
 */
describe('punctuation next to a message', () => {
  /** What follows the call that starts at `start` (its closing parenthesis found by counting). */
  function after(source: string, start: number): string {
    let depth = 0;
    for (let index = source.indexOf('(', start); index < source.length; index += 1) {
      if (source[index] === '(') depth += 1;
      else if (source[index] === ')' && --depth === 0) return source.slice(index + 1, index + 40);
    }
    return '';
  }

  /** A mark right after a message: in JSX text (`)}:`), a template literal (`)}:` too) or a concatenation. */
  const appended = /^(?:\}[^\S\n]*|\s*\+\s*['"`])[:;!?,.…]/u;

  function offendersIn(file: string, source: string): string[] {
    const calls = [...source.matchAll(/\bformatMessage\(/gu)].map((match) => after(source, match.index));
    const elements = [...source.matchAll(/<FormattedMessage\b[^>]*\/>([^\n]{0,3})/gu)].map((match) => `}${match[1]}`);
    return [...calls, ...elements].filter((rest) => appended.test(rest)).map((rest) => `${file}: …${rest.trim()}`);
  }

  it('finds a mark appended in code (the rule can fail)', () => {
    expect(offendersIn('a.tsx', 'return <p>{intl.formatMessage(messages.phone)}: {phone}</p>;')).toHaveLength(1);
    expect(offendersIn('b.tsx', 'const label = `${intl.formatMessage(m.hours, { a: f(1) })}:`;')).toHaveLength(1);
    expect(offendersIn('c.tsx', '<FormattedMessage {...messages.phone} />: {phone}')).toHaveLength(1);
    expect(offendersIn('d.tsx', '<p>{intl.formatMessage(messages.phone, { phone })}</p>')).toEqual([]);
  });

  it('is not appended in code after a formatted message', () => {
    const sources = path.join(root, 'src');
    const files = readdirSync(sources, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/u.test(file));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) => offendersIn(file, readFileSync(path.join(sources, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});

/**
 * Issue 46: Czech, Slovak and Polish typography keeps a one-letter preposition or conjunction
 * (v, k, s, z, o, u, a, i, w) off the end of a line: a no-break space joins it to the next word.
 * Checked in the visible text only (placeholders and ICU syntax left out), every message but the
 * preview tool's, which speaks English (decision "The tool speaks English").
 */
const oneLetterAtLineEnd = /(?<![\p{L}\p{M}\p{N}])[vkszouaiwVKSZOUAIW][^\S\u00a0\u202f]/u;

it('finds a one-letter word followed by an ordinary space (the rule can fail)', () => {
  expect(oneLetterAtLineEnd.test('Zkuste to v pondělí')).toBe(true);
  expect(oneLetterAtLineEnd.test('Kawa i moda')).toBe(true);
  expect(oneLetterAtLineEnd.test('Zkuste to v\u00a0pondělí')).toBe(false);
  expect(oneLetterAtLineEnd.test('Dárkové karty')).toBe(false);
});

it.each(['cs-CZ', 'sk-SK', 'pl-PL'] as const)('joins every one-letter preposition to its word in %s', (locale) => {
  const offenders = Object.entries(localeMessages[locale] as Record<string, string>).filter(
    ([id, text]) =>
      !id.startsWith('preview.') && literalsIn(parse(text)).some((literal) => oneLetterAtLineEnd.test(literal)),
  );
  expect(offenders).toEqual([]);
});

/**
 * Issue 46: two controls that do different things do not share one name. The newsletter's submit
 * subscribes; the header's and the login page's sign in. Its legal notice quotes the button, so it
 * quotes the button's own words.
 */
it.each(locales)(
  'names the newsletter submit apart from the sign-in controls, and its notice quotes it, in %s',
  (locale) => {
    const messages = localeMessages[locale] as Record<string, string>;
    const submit = messages['newsletter.form.submit']!;
    expect({
      submit,
      signIn: [
        messages['login.form.submit'],
        messages['greeting.userMenu.login'],
        messages['greeting.userMenu.signIn'],
      ],
    }).toEqual({ submit, signIn: expect.not.arrayContaining([submit]) });
    const notice = literalsIn(parse(messages['newsletter.legal.notice']!)).join('{}');
    expect(notice).toMatch(
      new RegExp(
        `[„“”«»"][\\s\u00a0\u202f]*${submit.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}[\\s\u00a0\u202f]*[“”»"]`,
        'u',
      ),
    );
  },
);

it.each(['cs-CZ', 'sk-SK'] as const)('calls a product "produkt" in %s, never "položka" (an entry)', (locale) => {
  const entries = Object.entries(localeMessages[locale] as Record<string, string>).filter(([, text]) =>
    /polož/iu.test(text),
  );
  expect(entries).toEqual([]);
});

it('speaks Polish in the one polite voice ("Prosimy …"), never "Proszę …"', () => {
  const entries = Object.entries(localeMessages['pl-PL'] as Record<string, string>).filter(([, text]) =>
    /(?<!\p{L})Proszę(?!\p{L})/u.test(text),
  );
  expect(entries).toEqual([]);
});

/**
 * Issue 46's review, where no general rule says it: each wording as the native speaker wrote it, so
 * a translation file imported again cannot bring the old one back unnoticed.
 */
it.each([
  ['fr-CH', 'greeting.userMenu.mobilePlan', 'Mon forfait mobile'],
  ['fr-CH', 'login.result.success', 'Connexion réussie.'],
  ['cs-CZ', 'app.product.title', 'Produkt {id}'],
  ['sk-SK', 'app.product.title', 'Produkt {id}'],
  ['cs-CZ', 'newsletter.form.submit', 'Přihlásit k\u00a0odběru'],
  ['sk-SK', 'newsletter.form.submit', 'Prihlásiť na odber'],
  ['tr-TR', 'app.login.title', 'Üye girişi'],
  ['pl-PL', 'newsletter.salutation.placeholder', 'Prosimy wybrać'],
  [
    'pl-PL',
    'newsletter.doi.confirmedBody',
    'Od teraz będą Państwo otrzymywać nasz newsletter. Kupon powitalny prześlemy Państwu e-mailem.',
  ],
  [
    'pl-PL',
    'newsletter.voucher.hint',
    'W\u00a0podziękowaniu otrzymają Państwo kupon powitalny {discount} na wiele artykułów.*',
  ],
  ['hu-HU', 'search.panel.unavailable', 'A javaslatok most nem érhetők el, de a keresés működik.'],
  [
    'hu-HU',
    'forms.attachments.tooLarge',
    '{fileName} nem csatolható: egy fájl legfeljebb {maxMb, number}\u00a0MB lehet.',
  ],
  [
    'hu-HU',
    'forms.attachments.tooMany',
    '{fileName} nem csatolható: legfeljebb {max, plural, one {# fájl} other {# fájl}} csatolható.',
  ],
  ['hu-HU', 'forms.attachments.wrongType', '{fileName} nem csatolható: csak JPG-, PNG- és PDF-fájlt fogadunk el.'],
  ['de-DE', 'appBanner.headline', 'Mit der SHOP-App schneller einkaufen'],
  ['de-AT', 'appBanner.headline', 'Mit der SHOP-App schneller einkaufen'],
  ['de-CH', 'appBanner.headline', 'Mit der SHOP-App schneller einkaufen'],
] as const)('%s writes %s as the review did', (locale: Locale, id, wording) => {
  expect((localeMessages[locale] as Record<string, string>)[id]).toBe(wording);
});

it('writes no ß in Swiss German (decision 8)', () => {
  for (const text of Object.values(localeMessages['de-CH'] as Record<string, string>)) expect(text).not.toContain('ß');
});

/**
 * How long a text may be, as its description states it for translators (issue 36): "up to about N
 * characters", judged from where the text shows at 375 px. Free-wrapping text (a paragraph, small
 * print) says so and gives its upper bound in the same words.
 */
const lengthNote = /up to about (\d+) characters?\b/iu;

/**
 * The characters a message shows: its literal text, in its longest plural or select form, with the
 * contents of its rich-text tags. What placeholders fill in (a name, a number, an amount) is not
 * counted: the descriptions give their bounds "besides the name" and the like.
 */
function visibleLength(elements: MessageFormatElement[]): number {
  return elements.reduce((sum, element) => {
    if (element.type === TYPE.literal) return sum + [...element.value].length;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return sum + Math.max(...Object.values(element.options).map((option) => visibleLength(option.value)));
    if (element.type === TYPE.tag) return sum + visibleLength(element.children);
    return sum;
  }, 0);
}

const statedLength = (id: string) => {
  const match = lengthNote.exec(codeMessages[id]?.description ?? '');
  return match ? Number(match[1]) : undefined;
};

describe('message descriptions (issue 36: where each text shows and how long it may be)', () => {
  it(`state how long the text may be, matching ${String(lengthNote)}`, () => {
    const lacking = codeIds
      .filter((id) => statedLength(id) === undefined)
      .map((id) => `${id}: the description states no length ("up to about N characters")`);
    expect(lacking).toEqual([]);
  });

  it.each(['German default', ...locales])('hold the %s text within the stated length', (source) => {
    const texts =
      source === 'German default'
        ? Object.fromEntries(codeIds.map((id) => [id, codeMessages[id]!.defaultMessage]))
        : (localeMessages[source as Locale] as Record<string, string>);
    const tooLong = Object.entries(texts).flatMap(([id, text]) => {
      const bound = statedLength(id);
      const length = visibleLength(parse(text));
      return bound !== undefined && length > bound
        ? [`${id}: ${length} characters, its description allows up to about ${bound}`]
        : [];
    });
    expect(tooLong).toEqual([]);
  });
});
