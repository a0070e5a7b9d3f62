import styled from '@emotion/styled';
import { lazy, Suspense, useEffect, useState } from 'react';
import { cookieNames, storageKeys } from '../../../config/storage';
import { nativeApp } from '../../../config/nativeApp';
import { readCookie } from '../../../lib/cookies';
import { readJson, writeJson } from '../../../lib/storage';
import { appBannerKind, mobileBrowserOf } from '../appBannerRules';
import { appBannerBarHeight } from './barHeight';

// The banner itself (rating stars, buttons) is a chunk of its own: most visitors never see it.
const AppBannerBar = lazy(() =>
  import(/* webpackChunkName: "app-banner" */ './AppBannerBar').then((chunk) => ({ default: chunk.AppBannerBar })),
);

const isTrue = (value: unknown): value is true => value === true;

export interface AppBannerProps {
  /** The reduced header (checkout) shows no banner. */
  reducedHeader?: boolean;
  /** The visitor's user agent; the browser's own by default (stories and tests pass one). */
  userAgent?: string;
}

/**
 * The app-install banner (header-search-cart.md 2): headline, the store rating and an open-app
 * button, until the shopper closes it (remembered in local storage). On iOS Safari the operating
 * system's smart app banner is asked for with its meta tag instead.
 */
export function AppBanner({ reducedHeader = false, userAgent = navigator.userAgent }: AppBannerProps) {
  const [dismissed, setDismissed] = useState(() => readJson(storageKeys.appBannerClosed, isTrue) === true);
  const browser = mobileBrowserOf(userAgent);
  const kind = appBannerKind({
    browser,
    nativeApp: readCookie(cookieNames.nativeApp) !== undefined,
    reducedHeader,
    dismissed,
  });

  useEffect(() => {
    if (kind !== 'smartAppBannerMeta') return;
    const meta = document.createElement('meta');
    meta.name = 'apple-itunes-app';
    meta.content = `app-id=${nativeApp.iosAppId}`;
    document.head.append(meta);
    return () => meta.remove();
  }, [kind]);

  if (kind !== 'banner') return null;
  const dismiss = () => {
    writeJson(storageKeys.appBannerClosed, true);
    setDismissed(true);
  };
  return (
    <Suspense fallback={<BarSpace />}>
      <AppBannerBar android={browser === 'android'} onDismiss={dismiss} />
    </Suspense>
  );
}

/** The banner's space while its chunk loads. */
const BarSpace = styled.div({ height: appBannerBarHeight });
