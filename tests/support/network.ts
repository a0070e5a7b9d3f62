import { act } from '@testing-library/react';
import { server } from '../../mocks/node';

let inFlight = 0;
server.events.on('request:start', () => void inFlight++);
server.events.on('request:end', () => void inFlight--);

const frameMs = 20;
/** A request still open after this is one that hangs on purpose (the `hang` scenario). */
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
    for (let waited = 0; waited === 0 || (inFlight > 0 && waited < patienceMs); waited += frameMs) {
      await nextFrame();
    }
    await nextFrame();
  });
}
