import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { endpoints } from '../../src/config/endpoints';

/**
 * The header's top banner with this headline, its answer held until the returned function is
 * called: a banner that comes late, after the first paint's wait (the test decides when).
 */
export function heldTopBanner(headline: string): () => void {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`*${endpoints.promotion('~header_top')}`, async () => {
      await answered;
      return HttpResponse.json({
        type: 'ApiTopBannerPromotion',
        contentJSON: JSON.stringify({ headline, link: '/aktion' }),
      });
    }),
  );
  return answer;
}
