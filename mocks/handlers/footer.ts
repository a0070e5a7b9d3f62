import { http, HttpResponse } from 'msw';
import { endpoints, siteHeaderName } from '../../src/config/endpoints';
import { isSiteCode, type SiteCode } from '../../src/config/sites';
import { footerPromotionId } from '../../src/features/footer/footerApi';
import { supportPromotionId } from '../../src/features/support/supportApi';
import { footerContentFor, supportContentFor } from '../data/footerCatalogue';
import { hostileFooterContent } from '../data/hostileContent';
import { withScenario } from '../scenarios';

/**
 * The footers' services (newsletter-footer-preview.md 2.2, 2.3, 7):
 * - SHOP_FOOTER and SHOP_SUPPORT_FOOTER from the promotion service, per site (X-Hunter-Site).
 *   Scenarios `footer` / `supportFooter`: none (404), badJson, hostile (footer only,
 *   mocks/data/hostileContent.ts), and the generic error, network, hang, slow, wrongShape.
 * - the logo images under /service/footer-images/logos/{folder/}{key}.svg (scenario `footerLogos`),
 *   drawn as labelled SVGs, and the teaser images under /mock-images/footer/;
 * - the A/B assignment call, answered with an assignment nobody reads (scenario `abAssignment`);
 *   its calls are counted for the tests.
 */
const siteOf = (request: Request): SiteCode => {
  const site = request.headers.get(siteHeaderName)?.toUpperCase();
  return isSiteCode(site) ? site : 'DE';
};

const asPromotion = (content: unknown) =>
  HttpResponse.json({ type: 'ApiFooterContent', contentJSON: JSON.stringify(content) });

let assignmentCalls = 0;
let contentCalls: Request[] = [];
export const abAssignmentCalls = (): number => assignmentCalls;
/** The footers' content requests (SHOP_FOOTER, SHOP_SUPPORT_FOOTER) since the last reset, in order. */
export const footerContentCalls = (): readonly Request[] => contentCalls;
export function resetFooterService(): void {
  assignmentCalls = 0;
  contentCalls = [];
}

const labelledImage = (label: string, width: number, height: number) =>
  new HttpResponse(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
      `<rect width="${width}" height="${height}" rx="4" fill="#f0ece4" stroke="#767676"/>` +
      `<text x="50%" y="55%" text-anchor="middle" font-family="Arial, sans-serif" font-size="${Math.round(Math.min(height / 3, (width * 1.6) / Math.max(label.length, 1)))}" fill="#1a1a1a">${label}</text></svg>`,
    { headers: { 'Content-Type': 'image/svg+xml' } },
  );

export const footerHandlers = [
  http.get(
    endpoints.promotion(footerPromotionId),
    withScenario('footer', ({ request }, variant) => {
      contentCalls.push(request.clone());
      if (variant === 'none') return HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 });
      if (variant === 'badJson') return HttpResponse.json({ type: 'ApiFooterContent', contentJSON: '{"teaser": ' });
      if (variant === 'hostile') return asPromotion(hostileFooterContent());
      return asPromotion(footerContentFor(siteOf(request)));
    }),
  ),
  http.get(
    endpoints.promotion(supportPromotionId),
    withScenario('supportFooter', ({ request }, variant) => {
      contentCalls.push(request.clone());
      if (variant === 'none') return HttpResponse.json({ error: 'NOT_FOUND' }, { status: 404 });
      if (variant === 'badJson') return HttpResponse.json({ type: 'ApiSupportFooter', contentJSON: '{' });
      return asPromotion(supportContentFor(siteOf(request)));
    }),
  ),
  http.get(
    `${endpoints.footerLogos}/*`,
    withScenario('footerLogos', ({ request }) => {
      const key = new URL(request.url).pathname
        .split('/')
        .pop()!
        .replace(/\.svg$/i, '');
      return labelledImage(key, 120, 48);
    }),
  ),
  http.get('/mock-images/footer/:file', ({ params }) =>
    labelledImage(String(params.file).replace(/\.svg$/i, ''), 240, 160),
  ),
  http.get(
    endpoints.abTestAssignment,
    withScenario('abAssignment', () => {
      assignmentCalls += 1;
      return HttpResponse.json({ assignments: [{ test: 'footer-teasers', group: 'B' }] });
    }),
  ),
];
