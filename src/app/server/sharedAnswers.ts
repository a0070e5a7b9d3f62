import { baseApi } from '../../api/baseApi';
import type { SiteCode } from '../../config/sites';
import { hostTimings } from '../../config/timings';
import { requestFooterContent } from '../../features/footer';
import { requestNavigation } from '../../features/navigation';
import type { AppThunk } from '../hooks';
import { initialPlatformState } from '../platform';
import { makeStore, type AppStore } from '../store';
import { serverDataOf, type ServerData } from './serverData';

/** One answer as the page's server data carries it: an RTK Query cache entry. */
export type SharedAnswer = ServerData['queries'][number];

/**
 * The calls whose answers are the same for every visitor of a site (issue 38): the two navigation
 * services (header-search-cart.md 7, site header only) and the footer's content (SHOP_FOOTER). The
 * host's render asks for them without the visitor's cookies, as for the header's banner. Each with
 * the number of answers it gives when every call of it succeeds, and whether a crawler's page gets
 * it: a crawler's footer renders at once (`useNearViewport`), in the layout of a viewport the
 * server does not know, so its content in that HTML would not be the browser's first render; a
 * crawler's footer stays as it was, its content the browser's to ask for.
 */
const sharedCalls: readonly {
  readonly request: () => AppThunk<Promise<void>>;
  readonly answers: number;
  readonly forCrawlers: boolean;
}[] = [
  { request: requestNavigation, answers: 2, forCrawlers: true },
  { request: requestFooterContent, answers: 1, forCrawlers: false },
];

export interface SharedAnswerCache {
  /**
   * The shared answers of the site at `origin` that are there within `waitMs`: kept ones at once,
   * the others as far as their calls end in time. A call that ends later fills the cache for the
   * renders after this one.
   */
  answersFor(site: SiteCode, origin: string, page: { waitMs: number; crawler: boolean }): Promise<SharedAnswer[]>;
  /** Calls off every call on its way (a host shutting down, a test's end); the cache stays usable. */
  stop(): void;
}

interface Slot {
  /** Answered calls only: a failed call keeps none. */
  answers: SharedAnswer[];
  /** Until when `answers` are given out (ms since the epoch); none before the first call has ended. */
  until: number;
  pending?: Promise<void>;
}

export interface SharedAnswerCacheOptions {
  /** How long answers are given out after their calls ended: `hostTimings.serverSharedAnswersTtlMs`. */
  readonly ttlMs?: number;
  /** How long a call that failed (all or part of it) is not repeated: `hostTimings.serverSharedAnswersRetryMs`. */
  readonly retryMs?: number;
  /**
   * At most this many sites' calls are kept (site × origin × call), the oldest going first: the
   * origin comes from the request, and a host that takes it from the Host header must not grow
   * without bound.
   */
  readonly maxSlots?: number;
}

/**
 * The host's cache of the answers every visitor of a site gets (issue 38): a site's pages reuse
 * them for `ttlMs`, so a page view costs the services no call of its own for them, and a render
 * waits for them only when they are due again. Create one per process and pass it to each
 * `renderPage`; without one, each render asks and waits anew.
 */
export function createSharedAnswerCache({
  ttlMs = hostTimings.serverSharedAnswersTtlMs,
  retryMs = hostTimings.serverSharedAnswersRetryMs,
  maxSlots = 64 * sharedCalls.length,
}: SharedAnswerCacheOptions = {}): SharedAnswerCache {
  const slots = new Map<string, Slot>();
  const running = new Set<AppStore>();
  const stopped = new WeakSet<AppStore>();

  /**
   * The calls' answers in a store of their own, which ends with them: answered ones only; undefined
   * when `stop` called them off (that is no failure of the service's).
   */
  async function ask(
    call: (typeof sharedCalls)[number],
    site: SiteCode,
    origin: string,
  ): Promise<SharedAnswer[] | undefined> {
    const store = makeStore({ platform: { ...initialPlatformState, site } }, { origin });
    running.add(store);
    try {
      await store.dispatch(call.request());
      return stopped.has(store) ? undefined : serverDataOf(store.getState()).queries;
    } catch (error) {
      console.error('renderPage: a shared answer could not be asked for:', error);
      return [];
    } finally {
      running.delete(store);
      // No timers left behind; a call still on its way (stop) is called off.
      store.dispatch(baseApi.util.resetApiState());
    }
  }

  /** The slot's calls asked for again unless they are on their way; resolves when they have ended. */
  function refresh(key: string, call: (typeof sharedCalls)[number], site: SiteCode, origin: string): Promise<void> {
    const slot = slots.get(key) ?? { answers: [], until: 0 };
    slot.pending ??= ask(call, site, origin).then((answers) => {
      // Put last: the map's first slot is the one refreshed longest ago.
      slots.delete(key);
      if (!answers) return;
      slots.set(key, { answers, until: Date.now() + (answers.length === call.answers ? ttlMs : retryMs) });
      while (slots.size > maxSlots) slots.delete(slots.keys().next().value!);
    });
    slots.set(key, slot);
    return slot.pending;
  }

  const keyOf = (origin: string, site: SiteCode, index: number) => `${origin} ${site} ${index}`;
  const current = (key: string) => {
    const slot = slots.get(key);
    return slot && Date.now() < slot.until ? slot.answers : undefined;
  };

  return {
    async answersFor(site, origin, { waitMs, crawler }) {
      const calls = sharedCalls.flatMap((call, index) => (crawler && !call.forCrawlers ? [] : [{ call, index }]));
      const due = calls.flatMap(({ call, index }) => {
        const key = keyOf(origin, site, index);
        return current(key) ? [] : [refresh(key, call, site, origin)];
      });
      if (due.length > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([
          Promise.all(due),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
        ]).finally(() => clearTimeout(timer));
      }
      return calls.flatMap(({ index }) => current(keyOf(origin, site, index)) ?? []);
    },
    stop() {
      for (const store of running) {
        stopped.add(store);
        store.dispatch(baseApi.util.resetApiState());
      }
    },
  };
}
