import { hostilePromotion, hostileTexts } from '../../../mocks/data/hostileContent';
import {
  badContentJSON,
  promotionFor,
  unknownTypePromotion,
  type MockPromotion,
  type MockPromotionKind,
} from '../../../mocks/data/promotionCatalogue';
import { siteCodes } from '../../../src/config/sites';
import { promotionParams } from '../../../src/features/promotions/promotionApi';
import { parsePromotion } from '../../../src/features/promotions/parsePromotion';
import { isColour, isSafeHref, type Promotion } from '../../../src/features/promotions/types';

const asAnswer = ({ type, content }: MockPromotion) => ({ type, contentJSON: JSON.stringify(content) });

function parsed(promotion: MockPromotion): Promotion {
  const result = parsePromotion(asAnswer(promotion));
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
}

const kinds: [MockPromotionKind, Promotion['type']][] = [
  ['headerBenefits', 'ApiHeaderBenefitsPromotion'],
  ['topBannerVoucher', 'ApiTopBannerPromotion'],
  ['topBannerCta', 'ApiTopBannerPromotion'],
  ['pi', 'ApiPiPromotion'],
  ['categoryVoucher', 'ApiCategory'],
  ['categoryButton', 'ApiCategory'],
];

describe.each(siteCodes)('the mock promotions of %s', (site) => {
  it.each(kinds)('%s parses as %s', (kind, type) => {
    expect(parsed(promotionFor(site, kind)).type).toBe(type);
  });
});

describe('what shows nothing (header-search-cart.md 5)', () => {
  it('an unknown type', () => {
    expect(parsePromotion(asAnswer(unknownTypePromotion as MockPromotion))).toBe('unknown type');
  });

  it('content that is not JSON', () => {
    expect(parsePromotion({ type: 'ApiTopBannerPromotion', contentJSON: badContentJSON })).toBe('content is not JSON');
  });

  it('content without what its type needs', () => {
    expect(parsePromotion({ type: 'ApiTopBannerPromotion', contentJSON: '{"subline":"x"}' })).toBe(
      'content does not fit its type',
    );
    expect(parsePromotion({ type: 'ApiHeaderBenefitsPromotion', contentJSON: '{"links":[{"url":"/a"}]}' })).toBe(
      'content does not fit its type',
    );
  });

  it('a type name inherited from Object is no type', () => {
    expect(parsePromotion({ type: 'constructor', contentJSON: '{}' })).toBe('unknown type');
  });
});

describe('hostile content is kept as text, and unsafe links and colours are dropped', () => {
  it('top banner: markup stays text; no unsafe link; colours that are not colours go', () => {
    const { content } = parsed(hostilePromotion('topBanner')) as Extract<Promotion, { type: 'ApiTopBannerPromotion' }>;
    expect(content.headline).toBe(`${hostileTexts.script}Gratis Kaffee für alle ${hostileTexts.imgTag}`);
    expect(content.link).toBeUndefined();
    expect(content.linkURL).toBeUndefined();
    expect(content.backgroundColor).toBeUndefined();
    expect(content.promotionTextColor).toBeUndefined();
    expect(content.voucherOrButton).toEqual({
      voucher: { code: '<b onmouseover=alert(1)>KAFFEE10</b>', instruction: `${hostileTexts.script}Code eingeben` },
    });
  });

  it('header benefits: at most four links, the unsafe ones without an address', () => {
    const { content } = parsed(hostilePromotion('headerBenefits')) as Extract<
      Promotion,
      { type: 'ApiHeaderBenefitsPromotion' }
    >;
    expect(content.links.map((link) => link.url)).toEqual([undefined, '/subscribenewsletter', undefined, '/service']);
  });

  it('pi block: a number for a text reads as none; unsafe, unloadable and absurdly sized pictures are left out', () => {
    const { content } = parsed(hostilePromotion('pi')) as Extract<Promotion, { type: 'ApiPiPromotion' }>;
    expect(content.subline).toBe('');
    expect(content.link).toBeUndefined();
    expect(content.linkURL).toBeUndefined();
    expect(content.piImage?.map((cutout) => cutout.imagePath)).toEqual(['/mock-images/promotions/pi-barista-xs.svg']);
  });

  it('category banner: a call to action with an unsafe address is dropped', () => {
    const { content } = parsed(hostilePromotion('category')) as Extract<Promotion, { type: 'ApiCategory' }>;
    expect(content.headline).toBe(hostileTexts.longWord);
    expect(content.voucherOrButton).toBeUndefined();
    expect(content.img).toHaveLength(1);
  });
});

describe('safe addresses and colours', () => {
  it.each([
    ['/c/coffee', true],
    ['https://shop.example/x', true],
    ['http://shop.example/x', true],
    ['//evil.example/x', false],
    ['/\\evil.example/x', false],
    ['/\t/evil.example/x', false],
    ['\tjava\nscript:alert(1)', false],
    ['vbscript:msgbox(1)', false],
    ['/javascript:alert(1)', true],
    ['javascript:alert(1)', false],
    [' JaVaScRiPt:alert(1)', false],
    ['data:text/html,x', false],
    ['mailto:a@b.example', false],
    ['', false],
  ])('%s is a link target: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });

  it.each([
    ['#fff', true],
    ['#4a2c1d', true],
    ['#4a2c1dcc', true],
    ['rgb(10, 20, 30)', true],
    ['rgba(10,20,30,0.5)', true],
    ['red;background:url(javascript:alert(1))', false],
    ['url(https://evil.example/x.png)', false],
    ['expression(alert(1))', false],
    ['#12', false],
  ])('%s is a colour: %s', (value, colour) => {
    expect(isColour(value)).toBe(colour);
  });
});

describe('the tag filters', () => {
  it('are sent only when non-empty, each tag as its own parameter', () => {
    expect(promotionParams({ promotionId: '~header_top' }).toString()).toBe('');
    expect(
      promotionParams({ promotionId: 'x', allOfTags: [], anyOfTags: ['a', 'b'], noneOfTags: [' '] }).toString(),
    ).toBe('anyOfTags=a&anyOfTags=b');
  });
});
