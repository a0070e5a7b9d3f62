/**
 * A clock the test moves, for the session renewal's 3-minute timers (newsletter-footer-preview.md 4):
 * installed into a started page (WebKit's WebDriver runs no script before the page's own), it takes
 * over `setTimeout`, `clearTimeout` and `Date.now` from then on; timers set before keep real time.
 * React's scheduler took its own `setTimeout` when it loaded and keeps rendering in real time; the
 * network answers in real time too. Self-contained: the driver sends the function's source whole.
 */
export function installPageClock(): void {
  type Timer = { at: number; delay: number; callback: unknown; args: unknown[] };
  const page = window as unknown as { pageClock?: PageClock };
  if (page.pageClock) return;
  const realSetTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  let now = Date.now();
  // Far above any id the page's real timers get, so a real timer is never cleared by mistake.
  let nextId = 1_000_000_000;
  const timers = new Map<number, Timer>();
  window.setTimeout = ((callback: unknown, delay?: number, ...args: unknown[]) => {
    const id = nextId++;
    const ms = Math.max(0, Number(delay) || 0);
    timers.set(id, { at: now + ms, delay: ms, callback, args });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id === undefined) return;
    if (!timers.delete(id)) realClearTimeout(id);
  }) as typeof window.clearTimeout;
  Date.now = () => now;
  /** Moves the clock on by `ms`, running each timer due on the way, in order, with its promises. */
  const tick = async (ms: number) => {
    const end = now + ms;
    const ran: string[] = [];
    for (;;) {
      let due: [number, Timer] | undefined;
      for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      timers.delete(due[0]);
      now = Math.max(now, due[1].at);
      const { callback, args, delay } = due[1];
      ran.push(`${delay} ms: ${String(callback).slice(0, 120)}`);
      // A timer that sets itself again at once would keep this loop going for ever.
      if (ran.length > 2000) throw new Error(`The page's timers keep re-arming: ${ran.slice(-4).join(' | ')}`);
      try {
        if (typeof callback === 'function') (callback as (...values: unknown[]) => void)(...args);
      } catch (error) {
        realSetTimeout(() => {
          throw error;
        }, 0);
      }
      // The callback's promise chains run before the next timer, as they would in real time.
      await new Promise((resolve) => realSetTimeout(resolve, 0));
    }
    now = end;
  };
  const clock: PageClock = {
    // Run in a task of its own and watched by the test (`ticking`), never inside the driver's
    // script: WebKit's WebDriver did not return from a script whose timers the session ran.
    startTick(ms: number) {
      clock.ticking = true;
      realSetTimeout(() => {
        tick(ms).then(
          () => (clock.ticking = false),
          (error: unknown) => {
            clock.failure = String(error);
            clock.ticking = false;
          },
        );
      }, 0);
    },
    ticking: false,
    failure: null,
    pendingDelays: () => Array.from(timers.values(), (timer) => timer.delay),
  };
  page.pageClock = clock;
}

/** The clock in the page, `window.pageClock`. */
export interface PageClock {
  /** Moves the clock on by `ms`; `ticking` until every timer due on the way has run. */
  startTick(ms: number): void;
  ticking: boolean;
  /** What went wrong in the last tick, if anything. */
  failure: string | null;
  /** The delays the timers waiting on this clock were set with. */
  pendingDelays(): number[];
}
