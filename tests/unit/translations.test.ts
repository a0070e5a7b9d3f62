import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { locales, type Locale } from '../../src/config/sites';
import { localeMessages } from '../support/messages';

const root = path.resolve(__dirname, '../..');

/** What the code defines, extracted the way `npm run i18n:extract` does. */
function extractedIds(): string[] {
  const output = execFileSync(
    path.join(root, 'node_modules/.bin/formatjs'),
    ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.d.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  return Object.keys(JSON.parse(output) as Record<string, unknown>).sort();
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

const codeIds = extractedIds();

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
});

it('writes no ß in Swiss German (decision 8)', () => {
  for (const text of Object.values(localeMessages['de-CH'] as Record<string, string>)) expect(text).not.toContain('ß');
});
