import * as v from 'valibot';

/*
 * The plausible forms of fields the spec does not type (docs/decisions.md, "Service answers are read
 * leniently"). Apart from api/lenient.ts: only the navigation's schema chunk uses them, so they stay
 * out of the page's initial script.
 */

/**
 * A ratio of width to height, as a number (1.78) or as a text ('16/9', '16:9', '1.78'); refused
 * when it is none of these, or not a positive finite number.
 */
export const ratio = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value): number | undefined => {
    const parts = typeof value === 'number' ? [value, 1] : value.split(/[/:]/).map((part) => Number(part.trim()));
    if (parts.length === 1) parts.push(1);
    const [width, height] = parts;
    const result = parts.length === 2 && width !== undefined && height !== undefined ? width / height : NaN;
    return Number.isFinite(result) && result > 0 ? result : undefined;
  }),
  v.check((value) => value !== undefined, 'not a ratio'),
  v.transform((value) => value as number),
);

/**
 * A calendar day (YYYY-MM-DD), from a day or from a date-time (its day as the service wrote it,
 * in the service's own offset: '2026-12-03T23:59:59+01:00' is 3 December).
 */
export const calendarDay = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/, 'not a date'),
  v.transform((value) => value.slice(0, 10)),
  v.isoDate(),
);
