import * as v from 'valibot';
import {
  logoPath,
  reducedByCookies,
  showsNewsletter,
  visibleContent,
  visibleGroups,
} from '../../../src/features/footer/footerRules';
import {
  footerContentSchema,
  logoKeys,
  type FooterContent,
  type TeaserGroup,
} from '../../../src/features/footer/types';

const group = (name: string, hideGroupInCheckout = false): TeaserGroup => ({
  heading: { link: { text: name, url: `/${name}` } },
  hideGroupInCheckout,
  introductoryText: '',
  links: [
    { link: { text: `${name} overview`, url: `/${name}/all` }, hideInClassic: true },
    { link: { text: `${name} detail`, url: `/${name}/detail` }, hideInClassic: false },
  ],
  images: [],
});

const content = (): FooterContent =>
  v.parse(footerContentSchema, {
    teaser: { groups: [group('service'), group('card', true)] },
    seo: { heading: 'Beliebt', columns: [{ links: [{ text: 'Kaffee', url: '/kaffee' }] }] },
    socialMedia: {
      heading: 'Folgen',
      socialMediaIcons: [{ iconName: 'facebook', link: { text: 'Facebook', url: 'https://f.example' } }],
    },
    appReferences: {
      heading: 'App',
      appIcons: [{ iconName: 'appStore', link: { text: 'App Store', url: 'https://a.example' } }],
    },
    groupedIcons: { heading: 'Welten', linkedIcons: [{ iconName: 'sale', link: { text: 'Sale', url: '/sale' } }] },
    legalLinks: [{ text: 'Impressum', url: '/impressum' }],
  });

describe('teaser groups', () => {
  it('leaves the links flagged hideInClassic out on CLASSIC only', () => {
    const groups = [group('service')];
    expect(visibleGroups(groups, { platform: 'CLASSIC', reduced: false, checkout: false })[0]!.links).toHaveLength(1);
    expect(visibleGroups(groups, { platform: 'TABLET', reduced: false, checkout: false })[0]!.links).toHaveLength(2);
    expect(visibleGroups(groups, { platform: 'MATCH', reduced: false, checkout: false })[0]!.links).toHaveLength(2);
  });

  it.each([
    ['the checkout', { checkout: true, reduced: false }],
    ['reduced mode', { checkout: false, reduced: true }],
  ])('leaves groups flagged hideGroupInCheckout out in %s', (_name, mode) => {
    const groups = visibleGroups([group('service'), group('card', true)], { platform: 'CLASSIC', ...mode });
    expect(groups.map((shown) => shown.heading.link.text)).toEqual(['service']);
  });

  it('keeps them elsewhere', () => {
    expect(visibleGroups([group('card', true)], { platform: 'CLASSIC', reduced: false, checkout: false })).toHaveLength(
      1,
    );
  });
});

describe('reduced mode', () => {
  it('leaves out the SEO block and the icon groups, and keeps the legal links', () => {
    const shown = visibleContent(content(), { platform: 'CLASSIC', reduced: true, checkout: false });
    expect(shown.seo).toBeUndefined();
    expect(shown.socialMedia).toBeUndefined();
    expect(shown.appReferences).toBeUndefined();
    expect(shown.groupedIcons).toBeUndefined();
    expect(shown.legalLinks).toHaveLength(1);
    expect(shown.teaser?.groups).toHaveLength(1);
  });

  it('shows every block otherwise', () => {
    const shown = visibleContent(content(), { platform: 'CLASSIC', reduced: false, checkout: false });
    expect(shown.seo?.heading).toBe('Beliebt');
    expect(shown.socialMedia?.socialMediaIcons).toHaveLength(1);
    expect(shown.groupedIcons?.linkedIcons).toHaveLength(1);
  });

  it.each([
    ['affiliate=partner-42', true],
    ['xc-app=new', true],
    ['xc-app=old', false],
    ['other=1', false],
    ['', false],
  ])('comes on with the cookies %p: %p', (cookies, reduced) => {
    expect(reducedByCookies(cookies)).toBe(reduced);
  });
});

describe('the newsletter block', () => {
  it.each([
    [true, undefined, false, true],
    [true, 'NOT_SUBSCRIBED', false, true],
    [true, 'WAITING_FOR_DOI', false, false],
    [true, 'SUBSCRIBED', false, false],
    [false, undefined, false, false],
    [true, undefined, true, false],
  ] as const)('page shows it %p, status %p, reduced %p: shown %p', (page, status, reduced, shown) => {
    expect(showsNewsletter(page, status, reduced)).toBe(shown);
  });
});

describe('logo paths', () => {
  it("takes the site's folder, or the root folder", () => {
    expect(logoPath('dhl', 'AT')).toBe('/service/footer-images/logos/AT/dhl.svg');
    expect(logoPath('dhl', '')).toBe('/service/footer-images/logos/dhl.svg');
  });

  it('knows every key of the spec', () => {
    expect(logoKeys).toHaveLength(33);
    for (const key of logoKeys) expect(logoPath(key, '')).toMatch(/\.svg$/);
  });

  it('logs an unknown key as an error and yields an empty path', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(logoPath('unknownSeal', 'CH')).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('unknownSeal'));
  });
});
