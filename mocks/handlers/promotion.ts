import { http, HttpResponse } from 'msw';
import { endpoints, siteHeaderName } from '../../src/config/endpoints';
import { isSiteCode, type SiteCode } from '../../src/config/sites';
import { hostilePromotion, hostilePromotionFor } from '../data/hostileContent';
import {
  badContentJSON,
  promotionFor,
  promotionImageLabel,
  promotionImagePath,
  unknownTypePromotion,
  type MockPromotion,
  type MockPromotionKind,
} from '../data/promotionCatalogue';
import { withScenario } from '../scenarios';

/**
 * The promotion service (header-search-cart.md 7): `GET /service/promotion/api/promotion/{id}` in the
 * language of the site header's site. What each id answers by default is `defaultKinds`; scenario
 * `promotion` picks another answer for every id: a kind (`headerBenefits`, `topBannerVoucher`,
 * `topBannerCta`, `pi`, `categoryVoucher`, `categoryButton`), `badJson`, `unknownType`, hostile
 * content (mocks/data/hostileContent.ts: `hostile` answers each id with hostile content of its
 * type, `hostileTopBanner`, `hostileBenefits`, `hostilePi`, `hostileCategory` one type for every
 * id), `none` (404), or the generic ones. The calls are logged for tests (`promotionCalls()`).
 */
const defaultKinds: Readonly<Record<string, MockPromotionKind>> = {
  '~header_top': 'topBannerVoucher',
  '~header_benefits': 'headerBenefits',
  '~home_pi': 'pi',
  '~category_coffee': 'categoryVoucher',
};

const kinds: readonly MockPromotionKind[] = [
  'headerBenefits',
  'topBannerVoucher',
  'topBannerCta',
  'pi',
  'categoryVoucher',
  'categoryButton',
];
const hostile = {
  hostileTopBanner: 'topBanner',
  hostileBenefits: 'headerBenefits',
  hostilePi: 'pi',
  hostileCategory: 'category',
} as const;

let calls: Request[] = [];
/** The promotion requests received since the last reset, in order. */
export const promotionCalls = (): readonly Request[] => calls;
export function resetPromotionService(): void {
  calls = [];
}

const siteOf = (request: Request): SiteCode => {
  const site = request.headers.get(siteHeaderName)?.toUpperCase();
  return isSiteCode(site) ? site : 'DE';
};

const answer = ({ type, content }: MockPromotion) => HttpResponse.json({ type, contentJSON: JSON.stringify(content) });

function promotionImage(key: string): string {
  const label = promotionImageLabel(key) ?? 'promotion';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">' +
    '<rect width="1280" height="720" fill="#e8c9a0"/><circle cx="980" cy="300" r="260" fill="#7a4a26"/>' +
    `<text x="80" y="640" font-family="Arial, sans-serif" font-size="96" fill="#3b2416">${label}</text></svg>`
  );
}

export const promotionHandlers = [
  http.get(
    `${endpoints.promotion('')}:promotionId`,
    withScenario<{ promotionId: string }>('promotion', ({ request, params }, variant) => {
      calls.push(request.clone());
      const site = siteOf(request);
      if (variant === 'none') return HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 });
      if (variant === 'badJson')
        return HttpResponse.json({ type: 'ApiTopBannerPromotion', contentJSON: badContentJSON });
      if (variant === 'unknownType') return answer(unknownTypePromotion as MockPromotion);
      if (variant === 'hostile') return answer(hostilePromotionFor(params.promotionId));
      if (variant && variant in hostile) return answer(hostilePromotion(hostile[variant as keyof typeof hostile]));
      const kind = kinds.find((name) => name === variant) ?? defaultKinds[params.promotionId];
      return kind ? answer(promotionFor(site, kind)) : HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 });
    }),
  ),
  http.get(
    `${promotionImagePath}/:file`,
    withScenario<{ file: string }>(
      'promotionImages',
      ({ params }) =>
        new HttpResponse(promotionImage(params.file.replace(/\.svg$/i, '')), {
          headers: { 'Content-Type': 'image/svg+xml' },
        }),
    ),
  ),
];
