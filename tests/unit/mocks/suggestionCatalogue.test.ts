import { limits } from '../../../src/config/limits';
import { siteCodes, sites, type SiteCode } from '../../../src/config/sites';
import {
  catalogueProduct,
  catalogueProducts,
  catalogueSearchTerms,
  productArtwork,
  suggest,
} from '../../../mocks/data/suggestionCatalogue';

const titles = (site: SiteCode, q: string, maxProducts = 1000) =>
  suggest(site, q, limits.suggestionMaxSearchTerms, maxProducts).products.map((product) => product.title);
const terms = (site: SiteCode, q: string, maxSearchTerms = 1000) =>
  suggest(site, q, maxSearchTerms, limits.suggestionMaxProducts).searchTerms.map((term) => term.searchterm);

describe('the mock suggestion catalogue', () => {
  it.each(siteCodes)('holds at least 250 products with unique six-digit ids on %s', (site) => {
    const products = catalogueProducts(site);
    expect(products.length).toBeGreaterThanOrEqual(250);
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
    expect(products.every((product) => /^\d{6}$/.test(product.id))).toBe(true);
  });

  it.each(siteCodes)('gives every product on %s a page, a thumbnail and an alt text', (site) => {
    for (const product of catalogueProducts(site)) {
      expect(product.productViewUrl).toMatch(new RegExp(`^/p/[a-z0-9]+(-[a-z0-9]+)*/${product.id}$`));
      expect(product.imageProductThumb).toBe(`/mock-images/products/${product.id}.svg`);
      expect(product.imageAltText).toContain(product.title);
    }
  });

  it.each(siteCodes)('mixes products with and without a dimension key on %s', (site) => {
    const keys = catalogueProducts(site).map((product) => product.webshopProductDimensionKey);
    expect(keys).toContain(null);
    const withKey = catalogueProducts(site).filter((product) => product.webshopProductDimensionKey);
    expect(withKey.length).toBeGreaterThan(50);
    expect(withKey.every((product) => product.webshopProductDimensionKey!.startsWith(`${product.id}-`))).toBe(true);
  });

  it('keeps a product’s id on every site and translates its title', () => {
    expect(catalogueProduct('DE', '140005')?.title).toBe('Kaffeemaschine mit Mahlwerk, Schwarz');
    expect(catalogueProduct('CH_FR', '140005')?.title).toBe('Machine à café avec broyeur, noir');
    expect(catalogueProduct('TR', '140005')?.title).toBe('Öğütücülü kahve makinesi, siyah');
    expect(catalogueProduct('DE', '999999')).toBeUndefined();
    const ids = (site: SiteCode) => catalogueProducts(site).map((product) => product.id);
    for (const site of siteCodes) expect(ids(site)).toEqual(ids('DE'));
  });

  it('knows each product’s pictogram and colour from its id alone', () => {
    expect(productArtwork('140005')).toEqual({ family: 'machine', colour: 'black' });
    expect(productArtwork('110001')).toEqual({ family: 'beans', colour: null });
    expect(productArtwork('123')).toBeUndefined();
  });

  it.each<[SiteCode, string]>([
    ['DE', 'Kaffeemaschine'],
    ['AT', 'Kaffeemaschine'],
    ['CH', 'Kaffeemaschine'],
    ['CH_FR', 'Machine à café'],
    ['CZ', 'Kávovar'],
    ['HU', 'Kávéfőző'],
    ['PL', 'Ekspres do kawy'],
    ['SK', 'Kávovar'],
    ['TR', 'Kahve makinesi'],
  ])('sells several coffee machines on %s, called "%s"', (site, word) => {
    const { locale } = sites[site];
    const named = catalogueProducts(site).filter((product) =>
      product.title.toLocaleLowerCase(locale).includes(word.toLocaleLowerCase(locale)),
    );
    expect(named.length).toBeGreaterThanOrEqual(4);
  });

  it('has German titles with "Kaffee" in them', () => {
    expect(catalogueProducts('DE').filter((product) => product.title.includes('Kaffee')).length).toBeGreaterThan(20);
  });

  it.each(siteCodes)('offers at least 60 distinct lower-case search terms on %s', (site) => {
    const list = catalogueSearchTerms(site);
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((term) => term === term.toLocaleLowerCase(sites[site].locale))).toBe(true);
  });

  it('writes "ss" for "ß" everywhere in Swiss German, and only there', () => {
    const everything = (site: SiteCode) => JSON.stringify([catalogueProducts(site), catalogueSearchTerms(site)]);
    expect(everything('DE')).toContain('ß');
    expect(everything('AT')).toContain('ß');
    expect(everything('CH')).not.toContain('ß');
    expect(catalogueProduct('CH', '140002')?.title).toBe('Kaffeemaschine mit Thermokanne, Weiss');
    expect(catalogueSearchTerms('CH')).toContain('weisse handtücher');
  });
});

describe('suggest', () => {
  it('finds a text by the start of its first word: "kaffeem" is the coffee machines', () => {
    const found = titles('DE', 'kaffeem');
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found.slice(0, 8).every((title) => title.startsWith('Kaffeemaschine '))).toBe(true);
    expect(found).toContain('Elektrische Kaffeemühle mit Kegelmahlwerk, Schwarz');
    expect(found).not.toContain('Filterkaffeemaschine mit Glaskanne, Schwarz');
    expect(terms('DE', 'kaffeem')).toEqual([
      'kaffeemaschine',
      'kaffeemaschine mit mahlwerk',
      'kaffeemaschine mit thermokanne',
      'kaffeemühle',
    ]);
  });

  it('finds a text by the start of any of its words', () => {
    expect(titles('DE', 'mahlwerk')).toEqual([
      'Kaffeemaschine mit Mahlwerk, Schwarz',
      'Kaffeemaschine mit Mahlwerk, Weiß',
      'Kaffeemaschine mit Mahlwerk, Edelstahl',
      'Kaffeemaschine mit Mahlwerk, Rot',
    ]);
    expect(titles('DE', 'shirt')).toContain('Damen-T-Shirt aus Bio-Baumwolle, Weiß');
  });

  it('does not find a word inside another word', () => {
    expect(suggest('DE', 'maschine', 100, 100)).toEqual({ searchTerms: [], products: [] });
    expect(titles('DE', 'thermokanne')).toHaveLength(4);
    expect(titles('DE', 'kanne')).toEqual([]);
  });

  it('ignores case', () => {
    expect(suggest('DE', 'KaffeeM', 10, 5)).toEqual(suggest('DE', 'kaffeem', 10, 5));
    expect(suggest('CH_FR', 'CAFÉ', 10, 5)).toEqual(suggest('CH_FR', 'café', 10, 5));
  });

  it('matches an accented letter typed as letter plus combining accent', () => {
    expect(suggest('CH_FR', 'cafe\u0301', 10, 5)).toEqual(suggest('CH_FR', 'café', 10, 5));
  });

  it('lower-cases Turkish dotted and dotless i by the Turkish rules', () => {
    // "I" is the capital of "ı" and "İ" that of "i": "ISITICI" is "ısıtıcı", "İNCE" is "ince".
    expect(titles('TR', 'ISITICI')).toContain('Su ısıtıcı 1,7 l, siyah');
    expect(terms('TR', 'SU ISITICI')).toEqual(['su ısıtıcı', 'cam su ısıtıcı']);
    expect(titles('TR', 'İNCE')).toContain('Kadın ince triko kazak, siyah');
    expect(titles('TR', 'indüksiyon')).toContain('İndüksiyonlu süt köpürtücü, siyah');
    expect(titles('TR', 'IZGARA')).toContain('Yapışmaz ızgara tava, 24 cm');
    expect(terms('TR', 'IH')).toEqual(['ıhlamur']);
    // Without the Turkish rules these would have matched: they are other letters.
    expect(titles('TR', 'isitici')).toEqual([]);
    expect(titles('TR', 'INCE')).toEqual([]);
  });

  it('needs every typed word to start one of the text’s words, in any order', () => {
    expect(titles('DE', 'kaffeemaschine mahlwerk')).toEqual(titles('DE', 'mahlwerk'));
    expect(titles('DE', 'mahlwerk schwarz')).toEqual(['Kaffeemaschine mit Mahlwerk, Schwarz']);
    const womenInRed = titles('DE', 'rot damen');
    expect(womenInRed).toContain('Damen-Strickpullover, Rot');
    expect(womenInRed.every((title) => title.startsWith('Damen-') && title.endsWith(', Rot'))).toBe(true);
    expect(new Set(titles('DE', 'damen rot'))).toEqual(new Set(womenInRed));
    expect(titles('DE', 'damen blau')).toEqual([]);
    expect(terms('DE', 'pullover her')).toEqual(['pullover herren']);
  });

  it('lists whole-text matches first, then word matches, each in catalogue order', () => {
    const order = catalogueProducts('DE').map((product) => product.title);
    const found = titles('DE', 'espresso');
    const startsWith = (title: string) => title.toLowerCase().startsWith('espresso');
    const firstWordMatch = found.findIndex((title) => !startsWith(title));
    expect(firstWordMatch).toBeGreaterThan(0);
    expect(found.slice(firstWordMatch).some(startsWith)).toBe(false);
    for (const part of [found.slice(0, firstWordMatch), found.slice(firstWordMatch)]) {
      const positions = part.map((title) => order.indexOf(title));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(found.slice(0, firstWordMatch)).toContain('Espressomaschine kompakt, Schwarz');
    expect(found.slice(firstWordMatch)).toContain('Siebträger-Espressomaschine, Schwarz');

    expect(terms('CH_FR', 'café').slice(0, 4)).toEqual(['café', 'café en grains', 'café moulu', 'café décaféiné']);
    expect(terms('CH_FR', 'café')).toContain('machine à café');
  });

  it('answers the same every time', () => {
    expect(suggest('PL', 'kawa', 10, 5)).toEqual(suggest('PL', 'kawa', 10, 5));
  });

  it('respects the maximum counts', () => {
    const all = suggest('DE', 'kaffee', 1000, 1000);
    expect(all.searchTerms.length).toBeGreaterThan(limits.suggestionMaxSearchTerms);
    expect(all.products.length).toBeGreaterThan(limits.suggestionMaxProducts);

    const few = suggest('DE', 'kaffee', 3, 2);
    expect(few.searchTerms).toEqual(all.searchTerms.slice(0, 3));
    expect(few.products).toEqual(all.products.slice(0, 2));
    expect(suggest('DE', 'kaffee', 0, 0)).toEqual({ searchTerms: [], products: [] });
    expect(suggest('DE', 'kaffee', -1, Number.NaN)).toEqual({ searchTerms: [], products: [] });
    expect(suggest('DE', 'kaffee', 2.9, 1.5).products).toHaveLength(1);
  });

  it.each(['', ' ', '\t\n\u00a0', '–', ' , '])('answers nothing to the blank text %j', (q) => {
    expect(suggest('DE', q, 10, 5)).toEqual({ searchTerms: [], products: [] });
  });

  it('ignores white space around and between the typed words', () => {
    expect(suggest('DE', '  kaffeemaschine   mit ', 10, 5)).toEqual(suggest('DE', 'kaffeemaschine mit', 10, 5));
  });

  it('hands out copies: changing an answer does not change the catalogue', () => {
    const [first] = suggest('DE', 'kaffeem', 10, 1).products;
    first!.title = 'changed';
    expect(catalogueProduct('DE', first!.id)?.title).toBe('Kaffeemaschine mit Thermokanne, Schwarz');
  });
});
