import { limits } from '../../../src/config/limits';
import { normaliseSearchTerm } from '../../../src/features/search/normaliseSearchTerm';

describe('normaliseSearchTerm (header-search-cart.md 5)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an array of repeated query parameters', ['kaffee', 'tee']],
    ['an empty array', []],
    ['a number', 123],
    ['an object', { query: 'kaffee' }],
    ['a boolean', true],
  ])('turns %s into the empty term', (_case, value) => {
    expect(normaliseSearchTerm(value)).toBe('');
  });

  it.each([
    ['an empty string', ''],
    ['spaces', '   '],
    ['tabs, line breaks and no-break spaces', '\t\n\u00a0 '],
  ])('turns a blank term of %s into the empty term', (_case, value) => {
    expect(normaliseSearchTerm(value)).toBe('');
  });

  it('trims an ordinary term and keeps its inner spaces as typed', () => {
    expect(normaliseSearchTerm('  kaffee ')).toBe('kaffee');
    expect(normaliseSearchTerm(' Click & Collect ')).toBe('Click & Collect');
    expect(normaliseSearchTerm('rotes  kleid')).toBe('rotes  kleid');
  });

  it.each([
    ['123 456', '123456'],
    [' 1 2 3 ', '123'],
    ['0815', '0815'],
    ['123\t456\u00a0789', '123456789'],
  ])('removes every space from the digits-only term %j', (value, expected) => {
    expect(normaliseSearchTerm(value)).toBe(expected);
  });

  it.each(['kaffee 2', '123 456 a', '12-34 56', '١٢٣ ٤٥٦'])(
    'keeps the spaces of %j, which is not digits only',
    (value) => {
      expect(normaliseSearchTerm(value)).toBe(value);
    },
  );

  it('keeps a term of exactly the maximum length whole', () => {
    const term = 'k'.repeat(limits.searchInputMaxLength);
    expect(normaliseSearchTerm(term)).toBe(term);
  });

  it('cuts a longer term to the maximum length', () => {
    expect(normaliseSearchTerm('k'.repeat(limits.searchInputMaxLength + 1))).toBe('k'.repeat(200));
    expect(normaliseSearchTerm('kaffee '.repeat(100))).toBe(`${'kaffee '.repeat(28)}kaff`);
  });

  it('trims before it cuts, so leading spaces do not use up the length', () => {
    expect(normaliseSearchTerm(`   ${'k'.repeat(200)}   `)).toBe('k'.repeat(200));
  });

  it('removes the spaces of a long spaced number before it cuts', () => {
    expect(normaliseSearchTerm('1 '.repeat(150))).toBe('1'.repeat(150));
    expect(normaliseSearchTerm('12 '.repeat(100))).toBe('12'.repeat(100));
  });

  it('does not leave the trailing space or half an emoji that the cut would leave', () => {
    expect(normaliseSearchTerm(`${'k'.repeat(199)} tee`)).toBe('k'.repeat(199));
    expect(normaliseSearchTerm(`${'k'.repeat(199)}\u{1F600}`)).toBe('k'.repeat(199));
  });

  it('joins the digit groups that a cut leaves behind', () => {
    expect(normaliseSearchTerm(`${'1 '.repeat(100)}abc`)).toBe('1'.repeat(100));
  });

  it.each(['  kaffee ', '123 456', `${'k'.repeat(199)} tee`, `${'1 '.repeat(100)}abc`, 'x'.repeat(300)])(
    'changes nothing when it normalises its own result (%#)',
    (value) => {
      const once = normaliseSearchTerm(value);
      expect(normaliseSearchTerm(once)).toBe(once);
    },
  );
});
