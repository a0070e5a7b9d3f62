import { androidPattern, earlyAppBannerAttribute } from '../../config/nativeApp';
import { cookieNames, storageKeys } from '../../config/storage';

/**
 * The head script of a page prerendered for any visitor (scripts/prerender.ts; issue 38, plain
 * files). Such a page has the app banner's bar in its HTML, hidden unless this script, run before
 * the body is parsed, marks the document: an Android browser without the native app's cookie and
 * without a dismissal (cookie or local storage), the rules of the app banner's `appBannerKind`
 * for Android (src/features/appBanner). The bar
 * then shows in the first paint instead of pushing the page down once the scripts have run (it was
 * Lighthouse's LCP element on TR's `/contact`, at 3.0 s). iOS Chrome, which gets the bar too, is
 * left to hydration: the bar's open button would lead to the Android store until then.
 *
 * Inline, allowed by its hash in the Content-Security-Policy (contentSecurityPolicy.ts);
 * the server's render of a visitor's request has no such script.
 */
export const earlyAppBannerScript = [
  'try{',
  `if(${String(androidPattern)}.test(navigator.userAgent)`,
  `&&!/(^|;)\\s*(${cookieNames.nativeApp}|${cookieNames.appBannerClosed})=/.test(document.cookie)`,
  `&&localStorage.getItem(${JSON.stringify(storageKeys.appBannerClosed)})!=="true")`,
  `document.documentElement.setAttribute(${JSON.stringify(earlyAppBannerAttribute)},"")`,
  '}catch(e){}',
].join('');
