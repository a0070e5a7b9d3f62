/**
 * Resolves in a new task: the browser may paint and handle input before the code after it runs.
 * Start-up work split with it stays under the 50 ms of a long task on a phone (issue 16). A message
 * to itself rather than `setTimeout(0)`, which browsers hold back to 4 ms once timers nest, and
 * which tests' fake timers would hold until they are advanced. Where there is no MessageChannel
 * (jsdom, in the unit tests) there is no main thread to free: it resolves at once.
 */
export const nextTask = () =>
  new Promise<void>((resolve) => {
    if (typeof MessageChannel === 'undefined') {
      resolve();
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
