/**
 * Resolves in a new task: the browser may paint and handle input before the code after it runs.
 * Start-up work split with it stays under the 50 ms of a long task on a phone (issue 16).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
