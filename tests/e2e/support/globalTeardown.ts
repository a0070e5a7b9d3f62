export default async function globalTeardown() {
  await new Promise<void>((resolve) => {
    if (globalThis.previewServer) globalThis.previewServer.close(() => resolve());
    else resolve();
  });
}
