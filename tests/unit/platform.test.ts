/** @jest-environment jest-fixed-jsdom */
import { configureStore } from '@reduxjs/toolkit';
import { timings } from '../../src/config/timings';
import {
  deviceClassFrom,
  footerPlatformFor,
  headerPlatformFor,
  platformSlice,
  selectFooterPlatform,
  selectHeaderPlatform,
  watchViewport,
} from '../../src/app/platform';

describe('header platform from width', () => {
  it.each([
    [320, 'MATCH'],
    [979, 'MATCH'],
    [980, 'TABLET'],
    [1439, 'TABLET'],
    [1440, 'CLASSIC'],
    [2560, 'CLASSIC'],
  ])('%i px is %s', (width, platform) => {
    expect(headerPlatformFor(width)).toBe(platform);
  });
});

describe('footer platform from width', () => {
  it.each([
    [0, 'MATCH'],
    [767, 'MATCH'],
    [768, 'TABLET'],
    [1279, 'TABLET'],
    [1280, 'CLASSIC'],
  ])('%i px is %s', (width, platform) => {
    expect(footerPlatformFor(width)).toBe(platform);
  });
});

describe('device class from the platform cookie', () => {
  it.each([
    ['SMARTPHONE', 'SMARTPHONE'],
    ['tablet', 'TABLET'],
    ['CLASSIC', 'CLASSIC'],
    ['WATCH', 'CLASSIC'],
    [undefined, 'CLASSIC'],
  ])('%s reads as %s', (cookie, device) => {
    expect(deviceClassFrom(cookie)).toBe(device);
  });
});

describe('resize reporting', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const store = configureStore({ reducer: { platform: platformSlice.reducer } });
    const dispatched: unknown[] = [];
    const stop = watchViewport((action) => {
      dispatched.push(action);
      return store.dispatch(action);
    });
    const resizeTo = (width: number) => {
      window.innerWidth = width;
      window.dispatchEvent(new Event('resize'));
    };
    return { store, dispatched, stop, resizeTo };
  }

  it('reports one width after the window has been quiet for 500 ms', () => {
    const { store, dispatched, resizeTo, stop } = setup();
    resizeTo(1200);
    jest.advanceTimersByTime(timings.resizeDebounceMs - 1);
    resizeTo(900);
    jest.advanceTimersByTime(timings.resizeDebounceMs - 1);
    expect(dispatched).toHaveLength(0);

    jest.advanceTimersByTime(1);
    expect(dispatched).toEqual([{ type: 'platform/viewportResized', payload: 900 }]);
    expect(selectHeaderPlatform(store.getState())).toBe('MATCH');
    expect(selectFooterPlatform(store.getState())).toBe('TABLET');
    stop();
  });

  it('stops reporting once stopped', () => {
    const { dispatched, resizeTo, stop } = setup();
    resizeTo(700);
    stop();
    jest.advanceTimersByTime(timings.resizeDebounceMs);
    expect(dispatched).toHaveLength(0);
  });
});
