import { act } from '@testing-library/react';
import { server } from '../../mocks/node';

let inFlight = 0;
server.events.on('request:start', () => void inFlight++);
server.events.on('request:end', () => void inFlight--);

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 20));

/**
 * Resolves once no request to the mock services is open and the store has told React (RTK
 * batches notifications to the next animation frame), all inside act() so React applies the
 * updates before the test looks.
 */
export async function settleNetwork(): Promise<void> {
  await act(async () => {
    do {
      await nextFrame();
    } while (inFlight > 0);
    await nextFrame();
  });
}
