import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createElement, type ReactNode } from 'react';

let cache: EmotionCache | undefined;

/**
 * The emotion cache of the running test. Each test gets a new one (`emptyStyleSheet` forgets it),
 * so it starts with an empty style sheet, as a freshly loaded page does, and writes the rules it
 * uses itself. With one cache for the whole file the rules of every earlier test pile up, and jsdom
 * matches each of them against each element on every computed-style read (role queries,
 * visibility checks, axe): a file's later tests got slower and slower. Public API only: a cache of
 * our own through `CacheProvider` (tests/support's render helpers) and the page's `<style>` tags.
 */
export function testStyleCache(): EmotionCache {
  cache ??= createCache({ key: 'css' });
  return cache;
}

/** After each test (tests/setup.ts): the test's style tags go, and the next test gets a new cache. */
export function emptyStyleSheet() {
  cache = undefined;
  document.querySelectorAll('style[data-emotion]').forEach((tag) => tag.remove());
}

/** How many style rules the page holds, as the browser's CSSOM counts them. */
export function insertedStyleRules(): number {
  return Array.from(document.styleSheets).reduce((rules, sheet) => rules + sheet.cssRules.length, 0);
}

/** Around every render of tests/support: the test's own emotion cache. */
export function TestStyles({ children }: { children: ReactNode }) {
  return createElement(CacheProvider, { value: testStyleCache() }, children);
}
