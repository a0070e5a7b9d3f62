/**
 * The browser's locale data (ICU) loads on the first number or message formatted. In Chromium that
 * first load is 60–150 ms in one piece on Lighthouse's phone (4× slower CPU): the longest task of
 * every page's start-up, after its first paint (Total Blocking Time, issue 16).
 *
 * It comes in parts, each loaded by the first call that needs it. The entry runs these calls one
 * task each (index.tsx), before the first render needs them all at once. Measured in Chromium at
 * 4× CPU slowdown, each the median of six fresh pages (see docs/decisions.md):
 * - likely subtags (the locale's script and region): about 25 ms;
 * - the keyword data (calendars, numbering systems): about 45 ms;
 * - the list of locales the formatters have: about 18 ms.
 * The first number formatted after them takes about 1 ms, in the render that needs it.
 * An engine that loads its data otherwise pays a few microseconds for each call.
 */
export const intlWarmUp = (locale: string): Array<() => unknown> => [
  () => new Intl.Locale(locale).maximize(),
  () => Intl.supportedValuesOf('calendar'),
  () => Intl.NumberFormat.supportedLocalesOf(locale),
];
