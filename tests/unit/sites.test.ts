import { locales, resolveSiteCode, siteCodes, sites } from '../../src/config/sites';

describe('site resolution (decision 1)', () => {
  it('reads the site from the mount element', () => {
    expect(resolveSiteCode('TR', '')).toBe('TR');
  });

  it('lets the site query parameter override the mount element', () => {
    expect(resolveSiteCode('DE', '?site=CH_FR')).toBe('CH_FR');
  });

  it('accepts a lower-case code with spaces around it', () => {
    expect(resolveSiteCode(undefined, '?site=%20ch_fr%20')).toBe('CH_FR');
  });

  it.each([
    ['nothing', null, ''],
    ['an unknown attribute', 'FR', ''],
    ['an empty parameter', undefined, '?site='],
  ])('falls back to DE for %s', (_case, dataSite, search) => {
    expect(resolveSiteCode(dataSite, search)).toBe('DE');
  });

  it('ignores an unknown query parameter and keeps the mount element', () => {
    expect(resolveSiteCode('HU', '?site=XX')).toBe('HU');
  });
});

describe('the site table', () => {
  it('maps each site to the locale of header-search-cart.md 1', () => {
    expect(Object.fromEntries(siteCodes.map((code) => [code, sites[code].locale]))).toEqual({
      DE: 'de-DE',
      AT: 'de-AT',
      CH: 'de-CH',
      CH_FR: 'fr-CH',
      CZ: 'cs-CZ',
      HU: 'hu-HU',
      PL: 'pl-PL',
      SK: 'sk-SK',
      TR: 'tr-TR',
    });
  });

  it('uses every locale exactly once', () => {
    expect(new Set(siteCodes.map((code) => sites[code].locale))).toEqual(new Set(locales));
  });

  it('gives each site its currency, label and symbol rule', () => {
    expect(
      siteCodes.map((code) => [
        code,
        sites[code].currency.code,
        sites[code].currency.label,
        sites[code].currency.showSymbol,
      ]),
    ).toEqual([
      ['DE', 'EUR', 'Euro', false],
      ['AT', 'EUR', 'Euro', true],
      ['CH', 'CHF', 'CHF', true],
      ['CH_FR', 'CHF', 'CHF', true],
      ['CZ', 'CZK', 'Kč', true],
      ['HU', 'HUF', 'Ft', true],
      ['PL', 'PLN', 'zł', true],
      ['SK', 'EUR', 'Euro', true],
      ['TR', 'TRY', 'TL', true],
    ]);
  });

  it('holds the age notes: 18 in CZ and SK, 16 in the sites the spec names', () => {
    expect(siteCodes.filter((code) => sites[code].ageNote === 18)).toEqual(['CZ', 'SK', 'TR']);
  });

  it('is keyed by each row’s own code', () => {
    for (const code of siteCodes) expect(sites[code].code).toBe(code);
  });
});
