import { fieldState } from '../../../src/design-system/Field/fieldState';

describe('fieldState', () => {
  test('an untouched field is default even when it is invalid with an error', () => {
    expect(fieldState({ touched: false, valid: false, error: 'Pflichtfeld' })).toBe('default');
  });

  test('an untouched valid field is default, not valid', () => {
    expect(fieldState({ touched: false, valid: true })).toBe('default');
  });

  test('a touched field with an error is error', () => {
    expect(fieldState({ touched: true, valid: false, error: 'Pflichtfeld' })).toBe('error');
  });

  test('an error wins over a valid flag', () => {
    expect(fieldState({ touched: true, valid: true, error: 'Pflichtfeld' })).toBe('error');
  });

  test('an empty error string is no error', () => {
    expect(fieldState({ touched: true, valid: true, error: '' })).toBe('valid');
  });

  test('a touched, valid field without error is valid', () => {
    expect(fieldState({ touched: true, valid: true })).toBe('valid');
  });

  test('a touched, invalid field without an error text is default', () => {
    expect(fieldState({ touched: true, valid: false })).toBe('default');
  });
});
