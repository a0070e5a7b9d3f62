/** @jest-environment jest-fixed-jsdom */
import { createHash } from 'node:crypto';
import { addressSlotMark, addressSlotScript, type AddressSlot } from '../../../src/app/server/addressSlot';
import { contentSecurityPolicy } from '../../../src/app/server/contentSecurityPolicy';

const mark = addressSlotMark;

/**
 * A page prerendered for an address pattern, as the browser parses it at this address: its title,
 * its mount element with the mark in a heading and a field, and the inline script run with the
 * file's `data-` attributes. What the page then is.
 */
function openAt(address: string, { slot, absent }: AddressSlot, heading = `Suchergebnisse für „${mark}“`) {
  window.history.replaceState(null, '', address);
  document.title = heading;
  document.body.innerHTML = `<div id="root" data-server-rendered=""><header><input type="search" value="${mark}"></header><main><h1>${heading}</h1><p>${mark} und ${mark}</p></main></div>`;
  const script = document.createElement('script');
  script.dataset.slot = slot;
  if (absent) script.dataset.absent = absent;
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  new Function(addressSlotScript)();
  const root = document.getElementById('root')!;
  return {
    heading: document.querySelector('h1')?.textContent,
    field: document.querySelector('input')?.value,
    line: document.querySelector('p')?.textContent,
    title: document.title,
    kept: root.hasChildNodes(),
    serverRendered: root.hasAttribute('data-server-rendered'),
  };
}

afterEach(() => {
  jest.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('the results page’s file (its slot: the query)', () => {
  it.each([
    ['kaffee', '/search?query=kaffee&site=DE'],
    ['çekirdek kahve', '/search?query=%C3%A7ekirdek%20kahve'],
    ['50% off', '/search?query=50%25+off'],
    ['<b>"&amp;"</b>', '/search?query=%3Cb%3E%22%26amp%3B%22%3C%2Fb%3E'],
    ['140001', '/search?query=140001'],
  ])('puts the term %s into the heading, the field, every place of the mark and the title', (term, address) => {
    expect(openAt(address, { slot: 'query' })).toEqual({
      heading: `Suchergebnisse für „${term}“`,
      field: term,
      line: `${term} und ${term}`,
      title: `Suchergebnisse für „${term}“`,
      kept: true,
      serverRendered: true,
    });
  });

  it.each([
    ['no term', '/search?site=DE'],
    ['an empty term', '/search?query='],
    ['a blank term', '/search?query=%20%20'],
    ['a term with surrounding space, which the field trims', '/search?query=%20kaffee'],
    ['an article number in groups, which the field joins', '/search?query=140%20001'],
    ['a term longer than the field takes', `/search?query=${'k'.repeat(201)}`],
    ['two terms, which the field reads as none', '/search?query=kaffee&query=tee'],
  ])('hands %s to the browser’s render: the page is emptied before it paints', (_, address) => {
    expect(openAt(address, { slot: 'query' })).toMatchObject({ kept: false, serverRendered: false });
  });
});

describe('a product page’s file (its slot: the path’s fourth part)', () => {
  const product = (address: string) => openAt(address, { slot: '3', absent: 'query' }, `Artikel ${mark}`);

  it.each([
    ['140001', '/p/kaffeemaschine-mit-thermokanne-schwarz/140001?site=DE'],
    ['€ 99', '/p/kaffeemaschine/%E2%82%AC%2099'],
    ['a%2Fb', '/p/kaffeemaschine/a%2Fb'],
    ['140001', '/p/kaffeemaschine/140001?query='],
  ])('puts the article number %s where the router reads it (decodeURI)', (id, address) => {
    expect(product(address)).toMatchObject({ heading: `Artikel ${id}`, title: `Artikel ${id}`, kept: true });
  });

  it('hands a page with a search term to the browser’s render: its line is not in the file', () => {
    expect(product('/p/kaffeemaschine/140001?query=kaffee')).toMatchObject({ kept: false, serverRendered: false });
  });
});

it('is allowed by its hash in the Content-Security-Policy, beside the app banner’s', () => {
  const hash = createHash('sha256').update(addressSlotScript).digest('base64');
  const scriptSrc = contentSecurityPolicy.split('; ').find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc?.split(' ')).toContain(`'sha256-${hash}'`);
});
