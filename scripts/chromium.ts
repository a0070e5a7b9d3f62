import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags that work on a machine without network. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
}

/**
 * For a page that runs a function of these scripts (`addInitScript`, `evaluate`): tsx compiles them
 * with esbuild's `keepNames`, so a function inside such a function is wrapped in a call to esbuild's
 * `__name` helper, which the page does not have ("__name is not defined", and the function never
 * runs). Add it to the page first: `context.addInitScript(pageHelpers)`.
 */
export const pageHelpers = 'globalThis.__name ??= (target) => target;';
