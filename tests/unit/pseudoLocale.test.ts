import { createIntl } from 'react-intl';
import { isStructurallySame, parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { loadPseudoMessages, pseudoMessage, pseudoText } from '../../src/app/i18n/pseudoLocale';
import { localeMessages } from '../support/messages';

const german = localeMessages['de-DE'] as Record<string, string>;

/** The text a message shows, its longest branch where it has branches. */
function textLength(elements: MessageFormatElement[]): number {
  return elements.reduce((length, element) => {
    if (element.type === TYPE.literal) return length + element.value.length;
    if (element.type === TYPE.tag) return length + textLength(element.children);
    if (element.type === TYPE.plural || element.type === TYPE.select)
      return length + Math.max(...Object.values(element.options).map((option) => textLength(option.value)));
    return length;
  }, 0);
}

/** What react-intl shows for the message, German being the locale whose rules it follows. */
const format = (
  message: MessageFormatElement[],
  values: Record<string, string | number | ((chunks: string[]) => string)>,
) => createIntl({ locale: 'de-DE', messages: { message } }).formatMessage({ id: 'message' }, values);

describe('the pseudo-locale', () => {
  it('accents every letter, doubles the vowels and marks where each message starts and ends', () => {
    expect(format(pseudoMessage('Warenkorb'), {})).toBe('[Ŵååŕééñķööŕƀ]');
    expect(pseudoText('Zum Inhalt')).toBe('Žûûɱ Îîñĥååļţ');
    expect(pseudoText('Größe: 5 MB')).toMatch(/^[^A-Za-z]+$/);
  });

  it('keeps placeholders, plurals, selects and tags working, with German plural rules', () => {
    const message = pseudoMessage(
      '{count, plural, one {# Artikel} other {# Artikel}} für {name}: <link>{kind, select, new {neu} other {alt}}</link>',
    );
    const shown = format(message, {
      count: 1,
      name: 'Anna',
      kind: 'new',
      link: (chunks) => `<a>${chunks.join('')}</a>`,
    });
    expect(shown).toBe('[1 Ååŕţîîķééļ ƒüüŕ Anna: <a>ñééûû</a>]');
    expect(format(pseudoMessage('{count, plural, one {# Stück} other {# Stück}}'), { count: 3 })).toBe('[3 Šţüüçķ]');
  });

  it('turns every German message into one with the same placeholders, types and branches', async () => {
    const pseudo = await loadPseudoMessages();
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(german).sort());
    for (const [id, source] of Object.entries(german)) {
      const same = isStructurallySame(parse(source), pseudo[id]!);
      expect({ id, same: same.success, error: same.error?.message }).toEqual({ id, same: true, error: undefined });
    }
  });

  it('is about 40 % longer than German over all messages, and no message is shorter', async () => {
    const pseudo = await loadPseudoMessages();
    let germanLength = 0;
    let pseudoLength = 0;
    for (const [id, source] of Object.entries(german)) {
      const before = textLength(parse(source));
      const after = textLength(pseudo[id]!);
      expect({ id, longer: after > before }).toEqual({ id, longer: true });
      germanLength += before;
      pseudoLength += after;
    }
    expect(pseudoLength / germanLength).toBeGreaterThanOrEqual(1.35);
    expect(pseudoLength / germanLength).toBeLessThanOrEqual(1.5);
  });
});
