/** Ends the servers' processes of globalSetup.ts: each ends when its stdin closes. */
export default async function globalTeardown() {
  await Promise.all(
    (globalThis.e2eServers ?? []).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.stdin!.end();
        }),
    ),
  );
}
