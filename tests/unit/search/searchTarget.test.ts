import { limits } from '../../../src/config/limits';
import { pagePaths } from '../../../src/config/endpoints';
import { siteCodes } from '../../../src/config/sites';
import { loadRedirectTable } from '../../../src/features/search/redirects';
import { searchTarget } from '../../../src/features/search/searchTarget';

beforeAll(() => Promise.all(siteCodes.map(loadRedirectTable)));

describe('searchTarget (header-search-cart.md 5)', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an array', ['Warenkorb']],
    ['an empty string', ''],
    ['a blank string', ' \t '],
  ])('goes nowhere for %s', (_case, value) => {
    expect(searchTarget('DE', value)).toEqual({ kind: 'empty' });
  });

  it('searches a table word that has spaces around it, trimmed (the match is exact)', () => {
    expect(searchTarget('AT', ' Newsletter ')).toEqual({
      kind: 'search',
      href: `${pagePaths.search}?query=Newsletter`,
    });
  });

  it('sends a table word to its page instead of the results', () => {
    expect(searchTarget('DE', 'Warenkorb')).toEqual({ kind: 'redirect', href: pagePaths.cart });
    expect(searchTarget('AT', 'Newsletter')).toEqual({ kind: 'redirect', href: pagePaths.newsletter });
    expect(searchTarget('DE', 'Mobilfunk')).toEqual({ kind: 'redirect', href: 'https://www.hunter-mobil.de/' });
  });

  it('searches for a word that differs from a table word only in case', () => {
    expect(searchTarget('DE', 'WARENKORB')).toEqual({ kind: 'search', href: '/search?query=WARENKORB' });
  });

  it('searches for a word of another site’s table', () => {
    expect(searchTarget('HU', 'Katalog')).toEqual({ kind: 'search', href: '/search?query=Katalog' });
  });

  it.each([
    ['kaffee', '/search?query=kaffee'],
    ['  kaffee ', '/search?query=kaffee'],
    ['rotes kleid', '/search?query=rotes%20kleid'],
    ['Größe Müsli', '/search?query=Gr%C3%B6%C3%9Fe%20M%C3%BCsli'],
    ['Milch & Zucker', '/search?query=Milch%20%26%20Zucker'],
    ['50% ?#/+=', '/search?query=50%25%20%3F%23%2F%2B%3D'],
    ['123 456', '/search?query=123456'],
  ])('searches for %j at %s', (term, href) => {
    expect(searchTarget('DE', term)).toEqual({ kind: 'search', href });
  });

  it('cuts a term of 201 characters or more to 200', () => {
    const max = limits.searchInputMaxLength;
    for (const length of [max + 1, max * 2]) {
      expect(searchTarget('PL', 'a'.repeat(length))).toEqual({
        kind: 'search',
        href: `${pagePaths.search}?query=${'a'.repeat(max)}`,
      });
    }
  });

  it('builds the results address from the search page path', () => {
    const target = searchTarget('TR', 'çay');
    expect(target).toEqual({ kind: 'search', href: expect.stringMatching(/^\/search\?/) });
    const href = 'href' in target ? target.href : '';
    expect(new URL(href, 'https://shop.example').searchParams.get('query')).toBe('çay');
  });
});
