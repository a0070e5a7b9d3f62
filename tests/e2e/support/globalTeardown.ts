export default async function globalTeardown() {
  for (const server of [globalThis.previewServer, globalThis.plainFilesServer]) {
    await new Promise<void>((resolve) => {
      if (server) server.close(() => resolve());
      else resolve();
    });
  }
}
