import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to render: the first at once, then one more per task, each as a
 * transition. A long list of below-the-fold blocks (the footer's) then commits in slices, so that
 * no single task blocks a phone's main thread for all of them (issue 16: no task over 50 ms).
 * `always` (a crawler) gets all of them at once.
 */
export function useRevealInSteps(total: number, always = false): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (always || shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + 1)), 0);
    return () => clearTimeout(timer);
  }, [always, shown, total]);
  return always ? total : Math.min(shown, total);
}
