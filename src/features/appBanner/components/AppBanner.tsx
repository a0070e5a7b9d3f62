import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import {
  selectAnyVisitor,
  selectAppBannerClosed,
  selectNativeApp,
  selectUserAgent,
  type PlatformState,
} from '../../../app/platform';
import { cookieNames, storageKeys } from '../../../config/storage';
import { limits } from '../../../config/limits';
import { earlyAppBannerAttribute, nativeApp } from '../../../config/nativeApp';
import { useHydrated } from '../../../design-system/useHydrated/useHydrated';
import { writeCookie } from '../../../lib/cookies';
import { chunkLoader } from '../../../lib/chunkLoader';
import { readJson, writeJson } from '../../../lib/storage';
import { appBannerKind, mobileBrowserOf } from '../appBannerRules';
import { appBannerBarHeight } from './barHeight';

/**
 * The banner itself (rating stars, buttons) is a chunk of its own: most visitors never see it. A
 * visitor who gets it has it asked for as the shop starts (`preloadAppBanner`), beside the locale,
 * not once the first render has found it missing: on a page the browser renders, its headline is
 * the largest text on Lighthouse's Android phone, and that round trip was the page's LCP (the cart
 * page as plain files, 2.7 s in CH_FR and TR).
 */
const appBannerBar = chunkLoader(() => import(/* webpackChunkName: "app-banner" */ './AppBannerBar'));

const LazyAppBannerBar = lazy(() => appBannerBar.load().then((module) => ({ default: module.AppBannerBar })));

/**
 * As the shop starts: the bar's chunk, when this visitor gets the bar (`appBannerKind`). Resolves
 * once it is in (or failed); undefined when the visitor gets no bar.
 */
export function preloadAppBanner(
  platform: Pick<PlatformState, 'userAgent' | 'nativeApp' | 'appBannerClosed' | 'anyVisitor'>,
) {
  const kind = appBannerKind({
    browser: mobileBrowserOf(platform.userAgent),
    nativeApp: platform.nativeApp,
    // Not known here (the route's); the checkout's Android visitors load the small chunk for nothing.
    reducedHeader: false,
    dismissed: platform.appBannerClosed || readJson(storageKeys.appBannerClosed, isTrue) === true,
    anyVisitor: platform.anyVisitor,
  });
  // Whether it came or not: a failed download is tried again by the render (`LazyAppBannerBar`).
  return kind === 'banner'
    ? appBannerBar.load().then(
        () => undefined,
        () => undefined,
      )
    : undefined;
}

const isTrue = (value: unknown): value is true => value === true;

export interface AppBannerProps {
  /** The reduced header (checkout) shows no banner. */
  reducedHeader?: boolean;
  /** The visitor's user agent; the page's (platform state) by default (stories and tests pass one). */
  userAgent?: string;
}

/**
 * The app-install banner (header-search-cart.md 2): headline, the store rating and an open-app
 * button, until the shopper closes it (remembered in local storage). On iOS Safari the operating
 * system's smart app banner is asked for with its meta tag instead.
 *
 * A page rendered for any visitor (the build's prerender) has the Android bar, hidden unless the
 * page's head script says the visitor gets it (`earlyAppBannerScript`); once hydrated, the
 * browser's own visitor decides, and the bar's element is kept where it stays.
 */
export function AppBanner({ reducedHeader = false, userAgent }: AppBannerProps) {
  const pageUserAgent = useAppSelector(selectUserAgent);
  const insideNativeApp = useAppSelector(selectNativeApp);
  const closedByCookie = useAppSelector(selectAppBannerClosed);
  const anyVisitor = useAppSelector(selectAnyVisitor);
  const [dismissedNow, setDismissedNow] = useState(false);
  // The server knows the dismissal cookie only; local storage counts once hydration is over (a
  // dismissal from before the cookie existed: the banner goes, and the cookie is written).
  const closedInStorage = useHydrated() && readJson(storageKeys.appBannerClosed, isTrue) === true;
  const browser = mobileBrowserOf(userAgent ?? pageUserAgent);
  const kind = appBannerKind({
    browser,
    nativeApp: insideNativeApp,
    reducedHeader,
    dismissed: dismissedNow || closedByCookie || closedInStorage,
    anyVisitor,
  });

  useEffect(() => {
    if (closedInStorage && !closedByCookie) rememberDismissal();
  }, [closedInStorage, closedByCookie]);

  // The same element on every render: a server-rendered bar whose chunk is still on its way must
  // not receive new props, or React drops its HTML and shows the space until the chunk is in.
  const android = anyVisitor || browser === 'android';
  const bar = useMemo(() => {
    const dismiss = () => {
      writeJson(storageKeys.appBannerClosed, true);
      rememberDismissal();
      setDismissedNow(true);
    };
    // Once the chunk is here, the bar renders in the same pass, with no space in between.
    const AppBannerBar = appBannerBar.loaded()?.AppBannerBar ?? LazyAppBannerBar;
    return (
      <Suspense fallback={<BarSpace />}>
        <AppBannerBar android={android} onDismiss={dismiss} />
      </Suspense>
    );
  }, [android]);
  // Safari reads its smart app banner's tag from the HTML it loads: rendered, not added by an
  // effect, so the server's HTML has it (renderPage puts it into the head) and hydration keeps that
  // one. React puts a <meta> into the document's head wherever it is rendered, and takes it out
  // with the component.
  const smartAppBannerTag = <meta name="apple-itunes-app" content={`app-id=${nativeApp.iosAppId}`} />;
  if (kind === 'smartAppBannerMeta') return smartAppBannerTag;
  // The slot's attribute changes once hydrated, the bar's element does not: a bar whose chunk is
  // still on its way keeps its HTML. A page for any visitor has the tag too: only Safari on iOS
  // reads it (the native app's web view and other browsers do not), and the system remembers its
  // own banner's dismissal; once hydrated, the browser's visitor decides, as for the bar.
  if (kind !== 'banner') return null;
  return (
    <>
      {anyVisitor && smartAppBannerTag}
      <Slot data-early={anyVisitor || undefined}>{bar}</Slot>
    </>
  );
}

/** Where the bar is; hidden in a page for any visitor until its head script has marked `<html>`. */
const Slot = styled.div({ [`html:not([${earlyAppBannerAttribute}]) &[data-early]`]: { display: 'none' } });

/** The spec's local-storage flag has a cookie copy, for the server that renders the page. */
function rememberDismissal() {
  writeCookie(cookieNames.appBannerClosed, '1', limits.appBannerClosedCookieDays);
}

/** The banner's space while its chunk loads. */
const BarSpace = styled.div({ height: appBannerBarHeight });
