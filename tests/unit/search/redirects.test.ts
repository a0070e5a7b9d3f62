import { siteCodes, type SiteCode } from '../../../src/config/sites';
import { pagePaths } from '../../../src/config/endpoints';
import { loadRedirectTable, matchRedirect } from '../../../src/features/search/redirects';
import AT from '../../../src/features/search/redirects/AT.json';
import CH from '../../../src/features/search/redirects/CH.json';
import CH_FR from '../../../src/features/search/redirects/CH_FR.json';
import CZ from '../../../src/features/search/redirects/CZ.json';
import DE from '../../../src/features/search/redirects/DE.json';
import HU from '../../../src/features/search/redirects/HU.json';
import PL from '../../../src/features/search/redirects/PL.json';
import SK from '../../../src/features/search/redirects/SK.json';
import TR from '../../../src/features/search/redirects/TR.json';

/** The tables as their files hold them; matchRedirect reads what the page loaded. */
const redirectTables: Record<SiteCode, Readonly<Record<string, string>>> = { DE, AT, CH, CH_FR, CZ, HU, PL, SK, TR };

beforeAll(() => Promise.all(siteCodes.map(loadRedirectTable)));
import { normaliseSearchTerm } from '../../../src/features/search/normaliseSearchTerm';

const entriesOf = (site: SiteCode) => Object.entries(redirectTables[site]);

describe('matchRedirect edge cases', () => {
  it.each(siteCodes)('finds nothing for the empty or blank term on %s', (site) => {
    expect(matchRedirect(site, '')).toBeUndefined();
    expect(matchRedirect(site, '   ')).toBeUndefined();
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'does not take %j from Object.prototype',
    (term) => {
      for (const site of siteCodes) expect(matchRedirect(site, term)).toBeUndefined();
    },
  );

  // The spec's normalisation trims nothing: a key matches exactly (issue 11 reversed the trim).
  it('does not match a word with spaces around it', () => {
    expect(matchRedirect('DE', '  Warenkorb ')).toBeUndefined();
    expect(matchRedirect('DE', 'Warenkorb')).toBe(pagePaths.cart);
  });

  it('keeps "Bohnen" a search in DE: shoppers mean coffee beans', () => {
    expect(matchRedirect('DE', 'Bohnen')).toBeUndefined();
  });

  it.each(['AT', 'CH'] as const)('gives %s the case variants DE has', (site) => {
    const variants = Object.keys(redirectTables.DE).filter((word) => /^\p{Ll}/u.test(word));
    const capitalisedHere = variants.filter((word) =>
      Object.hasOwn(redirectTables[site], word[0]!.toUpperCase() + word.slice(1)),
    );
    expect(capitalisedHere.filter((word) => matchRedirect(site, word) === undefined)).toEqual([]);
    expect(capitalisedHere).toEqual(variants);
  });

  it('accepts the typographic apostrophe in CH_FR as well as the straight one', () => {
    expect(matchRedirect('CH_FR', 'Bon d’achat')).toBe(matchRedirect('CH_FR', "Bon d'achat"));
    expect(matchRedirect('CH_FR', 'Bon d’achat')).toBeDefined();
  });

  it('does not match a word with extra inner spaces or a word that only contains a key', () => {
    expect(matchRedirect('DE', 'Click  & Collect')).toBeUndefined();
    expect(matchRedirect('DE', 'Warenkorb leeren')).toBeUndefined();
  });

  it('does not match another site’s word', () => {
    expect(matchRedirect('DE', 'Panier')).toBeUndefined();
    expect(matchRedirect('HU', 'Katalog')).toBeUndefined();
  });
});

describe.each(siteCodes)('the redirect table of %s', (site) => {
  it('is not empty', () => {
    expect(entriesOf(site).length).toBeGreaterThan(0);
  });

  it('has only non-blank, trimmed words that a submit can produce', () => {
    for (const [word] of entriesOf(site)) {
      expect(word.trim()).not.toBe('');
      expect(word).toBe(word.trim());
      expect(normaliseSearchTerm(word)).toBe(word);
    }
  });

  it('sends only to a same-origin path or an https address', () => {
    for (const [, target] of entriesOf(site)) {
      expect(target).toMatch(/^(\/(?!\/)|https:\/\/)/);
      expect(target).not.toMatch(/\s/);
    }
  });

  it('matches each of its words to its target', () => {
    for (const [word, target] of entriesOf(site)) expect(matchRedirect(site, word)).toBe(target);
  });

  it('does not match a word that differs from a key only in case', () => {
    const table = redirectTables[site];
    const variants = entriesOf(site)
      .flatMap(([word]) => [word.toUpperCase(), word.toLowerCase()])
      .filter((variant) => !Object.hasOwn(table, variant));
    expect(variants.filter((variant) => matchRedirect(site, variant) !== undefined)).toEqual([]);
  });
});

describe('a representative word per site', () => {
  it.each<[SiteCode, string, string, string]>([
    ['DE', 'Geschenkkarte', '/c/geschenkkarte', 'geschenkkarte'],
    ['AT', 'Gutschein', '/c/geschenkkarte', 'gutschein'],
    ['CH', 'Grössentabelle', '/c/groessentabelle', 'grössentabelle'],
    ['CH_FR', 'Mes commandes', '/orderhistory', 'mes commandes'],
    ['PL', 'Koszyk', pagePaths.cart, 'KOSZYK'],
    ['CZ', 'Najít prodejnu', pagePaths.storeFinder, 'najít prodejnu'],
    ['SK', 'Zľavy', '/vypredaj', 'zľavy'],
    ['TR', 'Kahve servisi', 'https://www.hunter-kahveservisi.com.tr/', 'kahve servisi'],
    ['HU', 'Katalógus', '/c/katalogus', 'katalógus'],
  ])('%s sends %j to %s, not the near miss %j', (site, word, target, nearMiss) => {
    expect(matchRedirect(site, word)).toBe(target);
    expect(nearMiss.toLowerCase()).toBe(word.toLowerCase());
    expect(matchRedirect(site, nearMiss)).toBeUndefined();
  });
});

describe('the per-site words', () => {
  it.each<SiteCode>(['CH', 'CH_FR'])('of %s use Swiss spelling, with no ß', (site) => {
    for (const [word, target] of entriesOf(site)) {
      expect(word).not.toContain('ß');
      expect(target).not.toContain('ß');
    }
  });

  it('of HU are only the catalogue', () => {
    expect(redirectTables.HU).toEqual({ Katalógus: '/c/katalogus' });
  });

  it.each<SiteCode>(['DE', 'AT', 'CH', 'CH_FR', 'CZ', 'PL', 'SK', 'TR'])(
    'of %s reach the fixed pages of the spec and a partner site',
    (site) => {
      const targets = new Set(Object.values(redirectTables[site]));
      for (const path of [
        pagePaths.newsletter,
        pagePaths.cart,
        pagePaths.storeFinder,
        pagePaths.contact,
        '/orderhistory',
        '/beanaccount',
        '/signup',
        '/outlet',
        '/faq',
      ]) {
        expect(targets).toContain(path);
      }
      expect([...targets].some((target) => target.startsWith('https://'))).toBe(true);
      expect([...targets].some((target) => target.startsWith('/c/'))).toBe(true);
    },
  );
});

describe('loading the tables', () => {
  it('takes a table that does not arrive as empty, and says so: every word is then a search', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../../../src/features/search/redirects/PL.json', () => {
        throw new Error('chunk failed');
      });
      const fresh = await import('../../../src/features/search/redirects');
      await fresh.loadRedirectTable('PL');
      expect(fresh.matchRedirect('PL', 'Koszyk')).toBeUndefined();
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the PL redirect table did not load'), expect.any(Error));
    warn.mockRestore();
  });

  it('refuses to guess before its table is loaded', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../../src/features/search/redirects');
      expect(() => fresh.matchRedirect('TR', 'Sepet')).toThrow('The TR redirect table is not loaded');
      await fresh.loadRedirectTable('TR');
      expect(fresh.matchRedirect('TR', 'Sepet')).toBe(pagePaths.cart);
    });
  });
});
