import type { EmotionCache } from '@emotion/cache';
import { withEmotionCache } from '@emotion/react';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

let cache: EmotionCache | undefined;

/** emotion's default cache, the one every styled component of the page writes its rules to. */
function emotionCache(): EmotionCache {
  if (!cache) {
    const Read = withEmotionCache((_props: object, pageCache) => {
      cache = pageCache;
      return null;
    });
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Read)));
    act(() => root.unmount());
  }
  return cache!;
}

/**
 * Each test starts with an empty style sheet, as a freshly loaded page does: emotion's rules are
 * removed and forgotten, so the next render writes the rules it uses again. Without this the rules
 * of every earlier test in the file pile up, and jsdom matches each of them against each element
 * on every computed-style read (role queries, visibility checks, axe): a file's later tests got
 * slower and slower.
 */
export function emptyStyleSheet() {
  const pageCache = emotionCache();
  pageCache.sheet.flush();
  pageCache.inserted = {};
}
