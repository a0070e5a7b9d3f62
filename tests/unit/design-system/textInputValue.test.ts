import { compactValue, displayValue, keepDigits, reformat } from '../../../src/design-system/TextInput/textInputValue';

describe('keepDigits', () => {
  test('an empty input stays empty', () => {
    expect(keepDigits('')).toBe('');
  });

  test('drops everything but 0 to 9', () => {
    expect(keepDigits('12a3')).toBe('123');
    expect(keepDigits('-1.5e3 ٣')).toBe('153');
  });

  test('cuts at maxLength', () => {
    expect(keepDigits('12 34 56', 4)).toBe('1234');
  });

  test('maxLength 0 keeps nothing; a negative one means no limit, as in HTML', () => {
    expect(keepDigits('123', 0)).toBe('');
    expect(keepDigits('123', -1)).toBe('123');
  });
});

describe('compactValue and displayValue', () => {
  test('an IBAN is reported compact and shown grouped', () => {
    expect(compactValue('iban', 'de89 3704 0044')).toBe('DE8937040044');
    expect(displayValue('iban', 'DE8937040044')).toBe('DE89 3704 0044');
  });

  test('maxLength counts the IBAN’s characters, not its spaces', () => {
    expect(compactValue('iban', 'DE89370400440532013000', 8)).toBe('DE893704');
    expect(displayValue('iban', 'DE89370400440532013000', 8)).toBe('DE89 3704');
  });

  test('a number is shown as its digits', () => {
    expect(displayValue('number', '12a3')).toBe('123');
  });
});

describe('reformat', () => {
  test('an empty field keeps its caret at 0', () => {
    expect(reformat('iban', '', 0)).toEqual({ value: '', display: '', caret: 0 });
  });

  test('the fifth IBAN character typed at the end opens a group; the caret follows it', () => {
    expect(reformat('iban', 'DE893', 5)).toEqual({ value: 'DE893', display: 'DE89 3', caret: 6 });
  });

  test('a character typed in the middle keeps the caret right behind it', () => {
    // "DE89 3704" with "1" typed after "DE89 3"
    expect(reformat('iban', 'DE89 31704', 7)).toEqual({ value: 'DE8931704', display: 'DE89 3170 4', caret: 7 });
  });

  test('a refused character leaves the caret where it was', () => {
    expect(reformat('number', '12a3', 3)).toEqual({ value: '123', display: '123', caret: 2 });
  });

  test('a paste with separators puts the caret after the pasted text', () => {
    expect(reformat('iban', 'de89-3704-0044', 14)).toEqual({
      value: 'DE8937040044',
      display: 'DE89 3704 0044',
      caret: 14,
    });
  });

  test('digits beyond maxLength are dropped and the caret stays within the text', () => {
    expect(reformat('number', '12345', 5, 4)).toEqual({ value: '1234', display: '1234', caret: 4 });
  });
});
