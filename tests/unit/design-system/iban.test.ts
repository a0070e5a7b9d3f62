import { formatIban, ibanMaxLength, normaliseIban } from '../../../src/design-system/TextInput/iban';

describe('normaliseIban', () => {
  test('an empty input stays empty', () => {
    expect(normaliseIban('')).toBe('');
  });

  test('accepts only letters as the first two characters, upper-cased', () => {
    expect(normaliseIban('12de')).toBe('DE');
    expect(normaliseIban('d')).toBe('D');
  });

  test('accepts only digits after the country code', () => {
    expect(normaliseIban('DE89AB3704')).toBe('DE893704');
    expect(normaliseIban('CH93 0076 2011 6238 5295 7')).toBe('CH9300762011623852957');
  });

  test('drops spaces, hyphens and other separators', () => {
    expect(normaliseIban(' de89-3704.0044\t0532 0130 00 ')).toBe('DE89370400440532013000');
  });

  test('does not turn a letter that upper-cases to two (ß) into a country code', () => {
    expect(normaliseIban('ßDE')).toBe('DE');
  });

  test('ignores digits outside 0 to 9, such as Arabic-Indic ones', () => {
    expect(normaliseIban('TR٣٣0006')).toBe('TR0006');
  });

  test(`stops at ${ibanMaxLength} characters, the longest IBAN there is`, () => {
    expect(normaliseIban(`LC${'1'.repeat(40)}`)).toHaveLength(ibanMaxLength);
  });

  test('stops at a shorter limit when given one', () => {
    expect(normaliseIban('DE89370400440532013000', 6)).toBe('DE8937');
  });

  test('the result of a prefix is a prefix of the result (the caret depends on it)', () => {
    const input = 'x de 89-3704 a0044';
    const whole = normaliseIban(input);
    for (let end = 0; end <= input.length; end += 1) {
      expect(whole.startsWith(normaliseIban(input.slice(0, end)))).toBe(true);
    }
  });
});

describe('formatIban', () => {
  test('an empty input gives an empty string', () => {
    expect(formatIban('')).toBe('');
  });

  test('puts no space after a group that ends the IBAN', () => {
    expect(formatIban('DE89')).toBe('DE89');
    expect(formatIban('DE893704')).toBe('DE89 3704');
  });

  test('groups a German IBAN in fours', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  test('regroups an IBAN typed with spaces in the wrong places', () => {
    expect(formatIban('de8 937 04004405')).toBe('DE89 3704 0044 05');
  });

  test.each([
    ['AT611904300234573201', 'AT61 1904 3002 3457 3201'],
    ['PL61109010140000071219812874', 'PL61 1090 1014 0000 0712 1981 2874'],
    ['HU42117730161111101800000000', 'HU42 1177 3016 1111 1018 0000 0000'],
  ])('groups %s', (compact, grouped) => {
    expect(formatIban(compact)).toBe(grouped);
  });
});
