const dayMs = 24 * 60 * 60 * 1000;

/**
 * Calendar days from `today` (the shopper's local date) to a theme world's last day, given as
 * `YYYY-MM-DD`: 0 on the last day itself, negative once it is over. Counted on UTC midnights, so
 * a daylight-saving change in between does not make a day of 23 or 25 hours.
 */
export function daysLeft(endDate: string, today: Date): number {
  const [year, month, day] = endDate.split('-').map(Number) as [number, number, number];
  const end = Date.UTC(year, month - 1, day);
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((end - start) / dayMs);
}
