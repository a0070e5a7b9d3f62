import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { makeStore } from '../../../src/app/store';
import { endpoints } from '../../../src/config/endpoints';
import { awaitHeaderPromotion } from '../../../src/features/promotions';
import { promotionApi } from '../../../src/features/promotions/promotionApi';

/** The wait before the first paint, as Redux DevTools lists its end. */
function startWait() {
  const ends: unknown[] = [];
  const recorder: Middleware = () => (next) => (action) => {
    const { type, payload } = action as UnknownAction;
    if (type === 'promotions/promotionWaitEnded') ends.push(payload);
    return next(action);
  };
  const store = makeStore({}, { middleware: [recorder] });
  const waited = store.dispatch(awaitHeaderPromotion());
  const banner = () =>
    promotionApi.endpoints.getPromotion.select({ promotionId: '~header_top' })(store.getState()).data;
  return { ends, waited, banner };
}

afterEach(() => jest.useRealTimers());

it('ends as soon as the banner is in, in time for the first paint', async () => {
  const { ends, waited, banner } = startWait();
  await waited;
  expect(ends).toEqual([{ promotionId: '~header_top', inTime: true }]);
  expect(banner()).toMatchObject({ type: 'ApiTopBannerPromotion' });
});

it('ends after 300 ms without it; the banner still comes when the service answers', async () => {
  jest.useFakeTimers();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get(`*${endpoints.promotion('~header_top')}`, async () => {
      await answered;
      return HttpResponse.json({
        type: 'ApiTopBannerPromotion',
        contentJSON: JSON.stringify({ headline: 'Spät, aber da', link: '/aktion' }),
      });
    }),
  );
  const { ends, waited, banner } = startWait();
  await jest.advanceTimersByTimeAsync(299);
  expect(ends).toEqual([]);
  await jest.advanceTimersByTimeAsync(1);
  await waited;
  expect(ends).toEqual([{ promotionId: '~header_top', inTime: false }]);
  expect(banner()).toBeUndefined();

  answer();
  jest.useRealTimers();
  await waitFor(() => expect(banner()).toMatchObject({ type: 'ApiTopBannerPromotion' }));
});
