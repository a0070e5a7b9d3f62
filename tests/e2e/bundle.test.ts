import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../../src/config/sites';

const dist = path.resolve(__dirname, '../../dist');
const files = readdirSync(dist);

describe('the production bundle (decision 2)', () => {
  it('holds no mock code', () => {
    const code = files.filter((file) => /\.(js|html)$/.test(file));
    expect(code.length).toBeGreaterThan(2);
    for (const file of code) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      for (const marker of ['mockServiceWorker', 'setupWorker', 'mock-scenarios', 'Anna', 'msw']) {
        expect({ file, marker, found: text.includes(marker) }).toEqual({ file, marker, found: false });
      }
    }
    expect(files).not.toContain('mockServiceWorker.js');
  });

  it('ships content-hashed JS and CSS with separate source maps', () => {
    expect(files.filter((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))).toHaveLength(1);
    expect(files.filter((file) => /^main\.[0-9a-f]{8}\.css$/.test(file))).toHaveLength(1);
    // Locale chunks and the search's redirect tables are JSON, with no source of their own to map.
    for (const file of files.filter((name) => /\.(js|css)$/.test(name) && !/^(locale|redirects)-/.test(name))) {
      expect(files).toContain(`${file}.map`);
    }
  });

  it('holds no pseudo-locale: one chunk per site locale, and none of the pseudo-locale code', () => {
    // The dev server's `?pseudo` and Storybook's toolbar choice only (src/app/i18n/pseudoLocale.ts).
    const chunks = new Set(files.filter((file) => file.startsWith('locale-')).map((file) => file.replace(/\..*$/, '')));
    expect([...chunks].sort()).toEqual(locales.map((locale) => `locale-${locale}`).sort());
    for (const file of files.filter((name) => /\.(js|html)$/.test(name))) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      // Its accent table, its chunk's name and the query parameter that asks for it.
      for (const marker of ['åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž', 'locale-pseudo', '"pseudo"']) {
        expect({ file, marker, found: text.includes(marker) }).toEqual({ file, marker, found: false });
      }
    }
  });

  it('leaves the ICU message parser out: messages are compiled at build time', () => {
    const js = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(path.join(dist, file), 'utf8'));
    expect(js.some((text) => text.includes('EXPECT_ARGUMENT_CLOSING_BRACE'))).toBe(false);
  });
});
