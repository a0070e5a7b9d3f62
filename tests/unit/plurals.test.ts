import { parse, TYPE, type MessageFormatElement, type PluralElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import type { Locale } from '../../src/config/sites';
import { localeMessages } from '../support/messages';

/**
 * Issue 17: every message with a number takes the form CLDR gives the number in the languages with
 * the most plural forms of ours. The expected categories are written out here from the CLDR
 * plural rules (cldr.unicode.org, "Language Plural Rules"), not asked of the browser's Intl: a
 * runtime whose rules differ fails as a message without the form does.
 */
const counts = [0, 1, 2, 5, 22] as const;
const cldr: Record<'pl-PL' | 'cs-CZ' | 'sk-SK', Record<(typeof counts)[number], string>> = {
  // one: 1; few: 2–4, 22–24, …; many: 0, 5–21, 25–31, …
  'pl-PL': { 0: 'many', 1: 'one', 2: 'few', 5: 'many', 22: 'few' },
  // one: 1; few: 2–4; other: 0, 5 and more (many is for fractions)
  'cs-CZ': { 0: 'other', 1: 'one', 2: 'few', 5: 'other', 22: 'other' },
  'sk-SK': { 0: 'other', 1: 'one', 2: 'few', 5: 'other', 22: 'other' },
};

function pluralsIn(elements: MessageFormatElement[]): PluralElement[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural)
      return [element, ...Object.values(element.options).flatMap((option) => pluralsIn(option.value))];
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => pluralsIn(option.value));
    if (element.type === TYPE.tag) return pluralsIn(element.children);
    return [];
  });
}

type Values = Record<string, string | number | ((chunks: string[]) => string)>;

/** A message of ours, formatted as react-intl formats it in the app. */
const format = (locale: Locale, message: string, values: Values) =>
  createIntl({ locale, messages: { message } }).formatMessage({ id: 'message' }, values);

/** A value for every argument of a message: `count` for its numbers, a word for the rest. */
function valuesFor(elements: MessageFormatElement[], count: number, values: Values = {}): Values {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = count;
    else if (element.type === TYPE.argument) values[element.value] ??= 'Wort';
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = 0;
    else if (element.type === TYPE.tag) values[element.value] = (chunks: string[]) => chunks.join('');
    if (element.type === TYPE.select) values[element.value] ??= Object.keys(element.options)[0]!;
    if (element.type === TYPE.plural || element.type === TYPE.select)
      Object.values(element.options).forEach((option) => valuesFor(option.value, count, values));
    if (element.type === TYPE.tag) valuesFor(element.children, count, values);
  }
  return values;
}

describe.each(Object.keys(cldr) as (keyof typeof cldr)[])('%s', (locale: Locale & keyof typeof cldr) => {
  const messages = Object.entries(localeMessages[locale] as Record<string, string>);
  const withPlurals = messages.filter(([, text]) => pluralsIn(parse(text)).length > 0);

  it('has messages with numbers to check', () => {
    expect(withPlurals.length).toBeGreaterThan(5);
  });

  it.each(counts)('says %i in the CLDR form of every message with a number', (count) => {
    for (const [id, text] of withPlurals) {
      for (const plural of pluralsIn(parse(text))) {
        // The form the message picks: each option of the plural replaced by its own name.
        const options = Object.keys(plural.options)
          .map((key) => `${key} {${key}}`)
          .join(' ');
        const picked = format(locale, `{n, plural, ${options}}`, { n: count });
        const expected = `=${count}` in plural.options ? `=${count}` : cldr[locale][count];
        expect({ id, count, form: picked }).toEqual({ id, count, form: expected });
      }
      // And the whole message renders, with no ICU syntax left in it.
      const rendered = format(locale, text, valuesFor(parse(text), count));
      expect({ id, rendered: String(rendered) }).toEqual({ id, rendered: expect.not.stringMatching(/[{}#]/) });
    }
  });
});
