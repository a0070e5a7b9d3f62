/** @jest-environment jest-fixed-jsdom */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy } from '../../../src/app/server/contentSecurityPolicy';
import { addressSlotScript } from '../../../src/app/server/addressSlot';
import { earlyAppBannerScript } from '../../../src/app/server/earlyAppBanner';
import { earlyAppBannerAttribute } from '../../../src/config/nativeApp';
import { appBannerKind, mobileBrowserOf } from '../../../src/features/appBanner/appBannerRules';

const android =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const iosChrome =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Runs the head script as the page would, with this visitor; whether it marked `<html>`. */
function marks(userAgent: string, { cookie = '', stored }: { cookie?: string; stored?: string } = {}): boolean {
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  jest.spyOn(document, 'cookie', 'get').mockReturnValue(cookie);
  if (stored !== undefined) localStorage.setItem('appBannerClosed', stored);
  new Function(earlyAppBannerScript)();
  return document.documentElement.hasAttribute(earlyAppBannerAttribute);
}

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  document.documentElement.removeAttribute(earlyAppBannerAttribute);
});

/**
 * The head script of a prerendered page (issue 38) decides the Android bar before the body is
 * painted: it must say what the app banner's rules say once the page is hydrated.
 */
describe('the prerendered page’s head script', () => {
  it.each([
    ['Android, no cookie, nothing stored', android, {}, true],
    ['Android inside the native app', android, { cookie: 'platform=MOBILE; xc-app=1' }, false],
    ['Android, closed before (cookie)', android, { cookie: 'appBannerClosed=1' }, false],
    ['Android, closed before (local storage only)', android, { stored: 'true' }, false],
    ['Android, an unrelated cookie that ends like one', android, { cookie: 'notxc-app=1' }, true],
    ['iOS Chrome: left to hydration', iosChrome, {}, false],
    ['a desktop browser', desktop, {}, false],
  ])('%s', (_, userAgent, visitor, shown) => {
    expect(marks(userAgent, visitor)).toBe(shown);
  });

  it('marks what the app banner’s rules give the bar for, a visitor with nothing closed', () => {
    expect(marks(android)).toBe(true);
    expect(
      appBannerKind({ browser: mobileBrowserOf(android), nativeApp: false, reducedHeader: false, dismissed: false }),
    ).toBe('banner');
  });

  it('marks nothing and throws nothing where local storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(marks(android)).toBe(false);
  });

  it('is allowed by its hash in the Content-Security-Policy, and no other inline script is but the address slot’s', () => {
    const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSrc = contentSecurityPolicy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc?.split(' ').filter((source) => source.startsWith("'"))).toEqual([
      `'self'`,
      hash(earlyAppBannerScript),
      hash(addressSlotScript),
    ]);
  });
});
