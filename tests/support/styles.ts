import { withEmotionCache } from '@emotion/react';
import { act, createElement } from 'react';

type EmotionCache = Parameters<Parameters<typeof withEmotionCache>[0]>[1];
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
    // eslint-disable-next-line testing-library/no-unnecessary-act -- a bare React root, not Testing Library's render
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

/** How many style rules emotion has written to the page so far. */
export function insertedStyleRules(): number {
  return Object.keys(emotionCache().inserted).length;
}

type DocumentImpl = { _styleCache: object | null };

/** jsdom's own object behind a document (its wrappers keep it under a symbol named "impl"). */
function documentImpl(document: Document): DocumentImpl {
  const symbol = Object.getOwnPropertySymbols(document).find((candidate) => candidate.description === 'impl');
  const impl = symbol && (document as unknown as Record<symbol, DocumentImpl | undefined>)[symbol];
  // Without jsdom's style cache the memo would never be dropped: refuse rather than answer stale styles.
  if (!impl || !('_styleCache' in impl)) {
    throw new Error('jsdom changed: its document keeps no `_styleCache`; remove memoizeComputedStyle.');
  }
  return impl;
}

/**
 * `getComputedStyle` answers from a memo while the document is unchanged. jsdom already keeps each
 * element's matched declarations until any node, attribute, text or style sheet of the document
 * changes (its `_styleCache`, dropped on every change), but it still rebuilds the whole computed
 * declaration, parsing some twenty colours, on every call. Its answer is a function of those kept
 * declarations and the tree alone, so the memo lives exactly as long as jsdom's cache does and gives
 * the same answers: an axe run or a role query no longer recomputes an ancestor's style for each
 * descendant it looks at.
 */
export function memoizeComputedStyle() {
  const compute = window.getComputedStyle.bind(window);
  const impl = documentImpl(document);
  let memo = new WeakMap<Element, CSSStyleDeclaration>();
  let memoOf: object | null = null;
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement || element.ownerDocument !== document) return compute(element, pseudoElement);
    if (impl._styleCache === null || impl._styleCache !== memoOf) memo = new WeakMap();
    let style = memo.get(element);
    if (!style) {
      style = compute(element);
      memo.set(element, style);
      memoOf = impl._styleCache;
    }
    return style;
  };
}
