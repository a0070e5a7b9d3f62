import { act } from '@testing-library/react';

/**
 * jsdom lays nothing out and has no IntersectionObserver. The tests' model: the page is taller
 * than the screen, so what waits for the viewport (the footer's body) stays unrendered until the
 * test scrolls to it with `scrollToEnd()`, as a shopper would.
 */
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  private readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    observers.add(this);
  }

  observe(target: Element): void {
    this.targets.add(target);
  }

  unobserve(target: Element): void {
    this.targets.delete(target);
  }

  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Everything observed has come into view. */
  reveal(): void {
    const entries = [...this.targets].map(
      (target) =>
        ({
          target,
          isIntersecting: true,
          intersectionRatio: 1,
          time: performance.now(),
          boundingClientRect: target.getBoundingClientRect(),
          intersectionRect: target.getBoundingClientRect(),
          rootBounds: null,
        }) satisfies IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this);
  }
}

export function installFakeIntersectionObserver(): void {
  globalThis.IntersectionObserver = FakeIntersectionObserver;
}

/** The shopper scrolls to the end of the page: everything waiting for the viewport renders. */
export async function scrollToEnd(): Promise<void> {
  await act(async () => {
    for (const observer of [...observers]) observer.reveal();
    // The footer's body is a lazy chunk: let it arrive. Under jest's fake timers (their setTimeout
    // carries a `clock`) time moves only when told to.
    await ('clock' in setTimeout ? jest.advanceTimersByTimeAsync(0) : new Promise((resolve) => setTimeout(resolve, 0)));
  });
}

export function forgetObservers(): void {
  observers.clear();
}
