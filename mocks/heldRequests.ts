/**
 * The requests a mock keeps open on purpose: the `hang` scenario's, and a test's held (deferred)
 * answer until the test lets it through. A test's settle step (tests/support/network.ts) waits for
 * every other open request, and for these only until they have arrived: waiting for an answer that
 * comes when the test says so would only spend the test's time, and more of it on a slower host.
 */
const held = new Set<string>();

/** Marks a request, by msw's `requestId`, as kept open on purpose. */
export function holdOnPurpose(requestId: string): void {
  held.add(requestId);
}

/** Whether a request is kept open on purpose; `forget` when it ended. */
export const heldRequests = {
  has: (requestId: string) => held.has(requestId),
  forget: (requestId: string) => void held.delete(requestId),
  clear: () => held.clear(),
};
