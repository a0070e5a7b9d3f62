import { isExternalHref } from '../../../src/design-system/TextLink/isExternalHref';

describe('isExternalHref', () => {
  test.each([
    ['', 'an empty address'],
    ['/kaffee', 'a root-relative path'],
    ['kaffee/bohnen', 'a relative path'],
    ['../filialen', 'a parent-relative path'],
    ['#inhalt', 'an anchor on the page'],
    ['?seite=2', 'a query on the page'],
    ['//www.example.com/x', 'a protocol-relative address (not one of the three schemes)'],
    ['javascript:alert(1)', 'a javascript: address'],
    ['JAVASCRIPT:alert(1)', 'a javascript: address in capitals'],
    ['tel:+4940123456', 'a telephone link'],
    ['httpx://example.com', 'a scheme that only starts like http'],
    ['/weiter?url=https://example.com', 'a path that contains an external address'],
    ['ftp://example.com', 'another scheme'],
  ])('%j stays in the tab: %s', (href) => {
    expect(isExternalHref(href)).toBe(false);
  });

  test.each([
    ['http://example.com', 'http'],
    ['https://www.example.com/datenschutz', 'https'],
    ['mailto:service@example.com', 'mailto'],
    ['HTTPS://EXAMPLE.COM', 'https in capitals'],
    ['Http://example.com', 'mixed case'],
    ['MAILTO:service@example.com', 'mailto in capitals'],
    ['  https://example.com ', 'spaces around, which browsers ignore'],
  ])('%j opens in a new tab: %s', (href) => {
    expect(isExternalHref(href)).toBe(true);
  });
});
