/**
 * A lazy chunk of the shop's own (the cart's contents, the app banner), asked for once: `load()`
 * downloads it, and again after a failed download, so the next render or hover tries again;
 * `loaded()` is the module once it is in, so a render after that uses it at once, with no Suspense
 * fallback in between. `importChunk` is the `import()` itself, with its webpackChunkName.
 */
export function chunkLoader<Module>(importChunk: () => Promise<Module>) {
  let chunk: Promise<Module> | undefined;
  let module: Module | undefined;
  return {
    load(): Promise<Module> {
      chunk ??= importChunk().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          chunk = undefined;
          throw error;
        },
      );
      return chunk;
    },
    loaded: (): Module | undefined => module,
  };
}
