/**
 * A lazy chunk of the shop's own (the cart's contents, the app banner, the flyouts), asked for
 * once: `load()` downloads it, and again after a failed download, so the next render, hover or
 * opening tries again; `loaded()` is the module once it is in, so a render after that uses it at
 * once, with no Suspense fallback in between. `importChunk` is the `import()` itself, with its webpackChunkName.
 *
 * `retryAfterMs` is a back-off: a `load()` sooner than that after a failure waits out the rest
 * before it asks again, so a shopper who opens and closes a menu on a dead network does not start a
 * download a click.
 */
export function chunkLoader<Module>(importChunk: () => Promise<Module>, { retryAfterMs = 0 } = {}) {
  let chunk: Promise<Module> | undefined;
  let module: Module | undefined;
  let failedAt: number | undefined;
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return {
    load(): Promise<Module> {
      if (chunk) return chunk;
      const backOff = failedAt === undefined ? 0 : failedAt + retryAfterMs - Date.now();
      failedAt = undefined;
      chunk = (backOff > 0 ? wait(backOff).then(importChunk) : importChunk()).then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          chunk = undefined;
          failedAt = Date.now();
          throw error;
        },
      );
      return chunk;
    },
    loaded: (): Module | undefined => module,
  };
}
