import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `margin` of the viewport (an IntersectionObserver root
 * margin, such as '100% 0px': one screen ahead); once true, it stays true. For content below the
 * fold that is costly to render: it waits until the shopper scrolls towards it. `always` (a
 * crawler) and a browser without IntersectionObserver get it at once.
 */
export function useNearViewport<T extends Element>(margin: string, always = false): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // On the server (no window) it is not near: the browser's first render must match its HTML.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || always || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, always, margin]);
  return [ref, near || always];
}
