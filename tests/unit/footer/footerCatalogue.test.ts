import * as v from 'valibot';
import { footerContentFor, supportContentFor } from '../../../mocks/data/footerCatalogue';
import { hostileFooterContent } from '../../../mocks/data/hostileContent';
import { siteCodes } from '../../../src/config/sites';
import { footerContentSchema, logoKeys } from '../../../src/features/footer/types';
import { supportContentSchema } from '../../../src/features/support/types';

describe('the mock footer content', () => {
  it.each(siteCodes)('of %s fits the schema whole: no block or item is dropped', (site) => {
    const raw = footerContentFor(site);
    const parsed = v.parse(footerContentSchema, raw);
    const rawGroups = (raw.teaser as { groups: unknown[] }).groups;
    expect(parsed.teaser?.groups).toHaveLength(rawGroups.length);
    expect(parsed.seo && parsed.socialMedia && parsed.appReferences && parsed.groupedIcons).toBeTruthy();
    expect(parsed.legalLinks).toHaveLength((raw.legalLinks as unknown[]).length);
    expect(parsed.socialMedia?.socialMediaIcons).toHaveLength(4);
    expect(parsed.teaser?.groups.some((group) => group.hideGroupInCheckout)).toBe(true);
    expect(parsed.teaser?.groups.some((group) => group.links.some((link) => link.hideInClassic))).toBe(true);
  });

  it('uses every logo key of the spec somewhere', () => {
    const used = new Set(
      siteCodes.flatMap((site) => {
        const parsed = v.parse(footerContentSchema, footerContentFor(site));
        return [...(parsed.paymentAndDelivery?.logos ?? []), ...parsed.qualityLogos].map((logo) => logo.image.source);
      }),
    );
    expect([...logoKeys].filter((key) => !used.has(key))).toEqual([]);
  });

  it('hostile content loses what is unsafe and keeps the rest', () => {
    // A list that is not a list and a block that is not a block are left out, each with a warning.
    globalThis.expectConsoleWarnings?.([/^footer teaser links: /, /^footer appReferences: /]);
    const parsed = v.parse(footerContentSchema, hostileFooterContent());
    const urls = [
      ...(parsed.teaser?.groups ?? []).flatMap((group) => group.links.map(({ link }) => link.url)),
      ...(parsed.seo?.columns ?? []).flatMap((column) => column.links.map((link) => link.url)),
      ...parsed.legalLinks.map((link) => link.url),
    ].filter(Boolean);
    expect(urls.length).toBeGreaterThan(200);
    expect(urls.filter((url) => !/^(\/[^/\\\s]|https?:\/\/|mailto:)/.test(url!))).toEqual([]);
    expect(parsed.teaser?.groups[1]?.images.map((image) => image.source)).toEqual([
      '/mock-images/footer/loyalty-card.svg',
    ]);
    expect(parsed.appReferences).toBeUndefined();
    expect(parsed.socialMedia?.socialMediaIcons.map((icon) => [icon.iconName, icon.link.url])).toEqual([
      ['facebook', 'https://www.facebook.com/example-shop-de'],
      ['instagram', undefined],
    ]);
  });

  it.each(siteCodes)('the support content of %s fits its schema', (site) => {
    expect(v.safeParse(supportContentSchema, supportContentFor(site)).success).toBe(true);
  });
});
