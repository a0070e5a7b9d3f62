import { elementId } from '../../src/lib/elementId';

describe('elementId', () => {
  test('no keys give an empty id', () => {
    expect(elementId()).toBe('');
  });

  test('keeps letters, digits and hyphens', () => {
    expect(elementId('newsletter-form-2')).toBe('newsletter-form-2');
  });

  test('drops spaces, underscores, dots, colons and other characters', () => {
    expect(elementId('first name_1.a:b/c#d')).toBe('firstname1abcd');
  });

  test('drops letters outside A to Z, such as umlauts', () => {
    expect(elementId('Größe')).toBe('Gre');
  });

  test('joins several keys with hyphens and accepts numbers', () => {
    expect(elementId('faq', 3, 'answer')).toBe('faq-3-answer');
  });

  test('skips keys that are empty once cleaned, leaving no double hyphen', () => {
    expect(elementId('faq', '', '!!', 'answer')).toBe('faq-answer');
  });

  test('keeps a negative number’s minus sign as a hyphen and drops its decimal point', () => {
    expect(elementId('item', -1.5)).toBe('item--15');
  });
});
