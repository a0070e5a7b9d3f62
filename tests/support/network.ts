import { act, waitFor } from '@testing-library/react';
import { heldRequests } from '../../mocks/heldRequests';
import { server } from '../../mocks/node';

// Requests still open, by id; an aborted one (the search aborts a text the shopper left) may never
// end in the mock, so its abort closes it here.
const open = new Set<string>();
server.events.on('request:start', ({ request, requestId }) => {
  open.add(requestId);
  request.signal.addEventListener('abort', () => {
    open.delete(requestId);
    heldRequests.forget(requestId);
  });
});
server.events.on('request:end', ({ requestId }) => {
  open.delete(requestId);
  heldRequests.forget(requestId);
});
/** Open requests the settle step waits for: not those a mock or the test holds on purpose. */
const awaited = () => Array.from(open).some((requestId) => !heldRequests.has(requestId));

/**
 * Forgets the requests a finished test left open (a `hang` scenario's answer never comes): the
 * next test waits only for its own, not a second of patience for each of those.
 */
export function forgetOpenRequests(): void {
  open.clear();
  heldRequests.clear();
}

const frameMs = 20;
/**
 * A request still open after this, and not held on purpose (mocks/heldRequests.ts), is one whose
 * answer comes later on purpose (the `slow` scenario); its end is the test's to wait for.
 */
const patienceMs = 1000;
// Under jest's fake timers (their setTimeout carries a `clock`) time moves only when told to.
const nextFrame = () =>
  'clock' in setTimeout
    ? jest.advanceTimersByTimeAsync(frameMs)
    : new Promise((resolve) => setTimeout(resolve, frameMs));

/**
 * Resolves once no request to the mock services is open and the store has told React (RTK
 * batches notifications to the next animation frame), all inside act() so React applies the
 * updates before the test looks.
 */
export async function settleNetwork(): Promise<void> {
  await act(async () => {
    for (let waited = 0; waited === 0 || (awaited() && waited < patienceMs); waited += frameMs) {
      await nextFrame();
    }
    await nextFrame();
  });
}

/** Waits until content shown a part per task (useRevealInSteps, the footer's blocks) is all in. */
export async function settleReveal(): Promise<void> {
  // A task per block: with test files side by side on two cores (CI), the footer's blocks take as
  // long as the host lets them (the hostile footer's hundreds of links ran past 5 s on a slower CI
  // host). The end state is the same, only later: the wait ends when the last block is in, and only
  // the test's own time limit bounds it.
  // eslint-disable-next-line testing-library/no-node-access -- the footer marks its blocks while they come in
  await waitFor(() => expect(document.querySelector('[data-revealing]')).toBeNull(), { timeout: 60_000 });
}
