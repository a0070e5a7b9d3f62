import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { awaitHeaderPromotion } from '../../../src/features/promotions';
import { promotionApi } from '../../../src/features/promotions/promotionApi';
import { heldTopBanner } from '../../support/promotions';

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
  const answer = heldTopBanner('Spät, aber da');
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
