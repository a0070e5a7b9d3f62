/** The date field's format (newsletter-footer-preview.md 5): anything else is not a date. */
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isoTime = /^\d{2}:\d{2}$/;

/** Whether the date field holds a date the A/B tests can be asked for. */
export const isPreviewDate = (date: string): boolean => isoDate.test(date);

const pad = (value: number) => String(Math.abs(value)).padStart(2, '0');

/** A UTC offset in minutes east of Greenwich as ISO 8601 writes it: 60 is '+01:00', -210 '-03:30'. */
export function isoOffset(minutesEast: number): string {
  const sign = minutesEast < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(minutesEast / 60))}:${pad(minutesEast % 60)}`;
}

/** A moment as a local ISO date-time with its UTC offset: '2026-12-24T10:00:00+01:00'. */
function localIsoDateTime(moment: Date): string {
  return (
    `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}` +
    `T${pad(moment.getHours())}:${pad(moment.getMinutes())}:${pad(moment.getSeconds())}` +
    isoOffset(-moment.getTimezoneOffset())
  );
}

/**
 * The token call's previewDateTime from the date and time fields (spec 3, 5): the chosen local
 * moment; an empty time is midnight. A date that is not YYYY-MM-DD (or no real day) is logged as
 * an error, and the current time is used instead.
 */
export function previewDateTime(date: string, time: string, nowMs: number): string {
  const moment = isoDate.test(date) ? new Date(`${date}T${isoTime.test(time) ? time : '00:00'}`) : undefined;
  if (!moment || Number.isNaN(moment.getTime()) || localIsoDateTime(moment).slice(0, 10) !== date) {
    // "Else an error is logged and the current time is used" (newsletter-footer-preview.md 5):
    // an error, as monitoring watches errors.
    console.error(`Preview: "${date}" is not a date (YYYY-MM-DD); previewing the current time instead.`);
    return localIsoDateTime(new Date(nowMs));
  }
  return localIsoDateTime(moment);
}

/** The date and time fields' values ('YYYY-MM-DD', 'HH:MM') for a preview date-time, or now without one. */
export function dateAndTimeFields(dateTime: string | null, nowMs: number): { date: string; time: string } {
  const parsed = dateTime ? new Date(dateTime) : undefined;
  const moment = parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(nowMs);
  const iso = localIsoDateTime(moment);
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
