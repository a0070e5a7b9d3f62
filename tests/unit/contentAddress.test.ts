import * as v from 'valibot';
import { blockedImageSources, unsafeUrls } from '../../mocks/data/hostileContent';
import { isFooterHref } from '../../src/features/footer/types';
import { navigationNodeSchema, teaserSchema } from '../../src/features/navigation/types';
import { cutoutSchema, isSafeHref } from '../../src/features/promotions/types';
import { hasScheme, isImageSource, isSitePath } from '../../src/lib/contentAddress';

const unsafe = Object.entries(unsafeUrls);

describe('an address from content is judged as the browser will read it', () => {
  it.each(unsafe)('%s (%j) is neither a site path nor a web or mail address', (_kind, url) => {
    expect(isSitePath(url)).toBe(false);
    expect(hasScheme(url, ['http:', 'https:', 'mailto:'])).toBe(false);
  });

  it.each(['/c/coffee', ' /c/coffee ', '/javascript:alert(1)', '/search?query=%3Cscript%3E', '/'])(
    '%j is a site path',
    (path) => {
      expect(isSitePath(path)).toBe(true);
    },
  );

  it.each([
    ['https://shop.example/x', ['https:'], true],
    ['  HTTPS://shop.example/x', ['https:'], true],
    ['http://shop.example/x', ['https:'], false],
    ['mailto:service@shop.example', ['mailto:'], true],
    ['shop.example/x', ['https:'], false],
  ] as const)('%j has one of the schemes %j: %s', (url, schemes, expected) => {
    expect(hasScheme(url, schemes)).toBe(expected);
  });

  it.each([...unsafe, ...Object.entries(blockedImageSources)])(
    '%s (%j) is no picture the page may load',
    (_kind, url) => {
      expect(isImageSource(url)).toBe(false);
    },
  );
});

describe('no content service makes a link or a picture of an unsafe address', () => {
  it.each(unsafe)('%s: not a link in a banner, the footer or the navigation', (_kind, url) => {
    expect(isSafeHref(url)).toBe(false);
    expect(isFooterHref(url)).toBe(false);
    expect(v.safeParse(navigationNodeSchema, { title: 'Kaffee', href: url }).success).toBe(false);
  });

  it.each([...unsafe, ...Object.entries(blockedImageSources)])(
    '%s: not a picture in a banner or the navigation',
    (_kind, url) => {
      const cutout = { imagePath: url, targetSize: { width: 640, height: 360 } };
      expect(v.safeParse(cutoutSchema, cutout).success).toBe(false);
      // The teaser's picture is optional: it is left out with a warning, and the teaser stays.
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const teaser = { title: 'Kurs', link: { url: '/kurs' }, image: { src: url } };
      expect(v.parse(teaserSchema, teaser)).toEqual({ title: 'Kurs', link: { url: '/kurs' } });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('teaser image'), { src: url });
    },
  );
});

describe('a picture from content has a shape a picture can have', () => {
  it.each([
    [640, 360, true],
    [400, 100, true],
    [100, 400, true],
    [1, 1e9, false],
    [1e9, 1, false],
  ])('a %d x %d cutout is kept: %s', (width, height, kept) => {
    const cutout = { imagePath: '/mock-images/promotions/pi-barista-xs.svg', targetSize: { width, height } };
    expect(v.safeParse(cutoutSchema, cutout).success).toBe(kept);
  });
});
