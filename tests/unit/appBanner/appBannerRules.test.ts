import { appBannerKind, mobileBrowserOf } from '../../../src/features/appBanner/appBannerRules';

const userAgents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  other: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('the browser the app banner cares about', () => {
  it.each(Object.entries(userAgents))('%s', (browser, userAgent) => {
    expect(mobileBrowserOf(userAgent)).toBe(browser);
  });
});

describe('which app banner shows (header-search-cart.md 2)', () => {
  const shown = { nativeApp: false, reducedHeader: false, dismissed: false };

  it('the banner on Android and in Chrome on iOS; the meta tag in Safari on iOS; nothing elsewhere', () => {
    expect(appBannerKind({ ...shown, browser: 'android' })).toBe('banner');
    expect(appBannerKind({ ...shown, browser: 'iosChrome' })).toBe('banner');
    expect(appBannerKind({ ...shown, browser: 'iosSafari' })).toBe('smartAppBannerMeta');
    expect(appBannerKind({ ...shown, browser: 'other' })).toBe('none');
  });

  it.each([
    ['inside the native app', { nativeApp: true }],
    ['in the reduced header', { reducedHeader: true }],
    ['once dismissed', { dismissed: true }],
  ])('nothing %s', (_when, situation) => {
    expect(appBannerKind({ ...shown, ...situation, browser: 'android' })).toBe('none');
    expect(appBannerKind({ ...shown, ...situation, browser: 'iosSafari' })).toBe('none');
    expect(appBannerKind({ ...shown, ...situation, browser: 'other', anyVisitor: true })).toBe('none');
  });

  it('the bar in a page for any visitor (the build’s prerender), for its head script to show', () => {
    expect(appBannerKind({ ...shown, browser: 'other', anyVisitor: true })).toBe('banner');
  });
});
