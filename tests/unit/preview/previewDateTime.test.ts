import { dateAndTimeFields, isoOffset, previewDateTime } from '../../../src/features/preview/previewDateTime';

/** A local date-time with its offset, as the token call sends it. */
const localWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
/** The local 'YYYY-MM-DD HH:MM' of a moment, whatever the machine's time zone. */
const local = (moment: Date) =>
  `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')} ` +
  `${String(moment.getHours()).padStart(2, '0')}:${String(moment.getMinutes()).padStart(2, '0')}`;

const now = Date.UTC(2026, 10, 25, 19, 30, 0);

describe('the preview date-time (newsletter-footer-preview.md 3, 5)', () => {
  it('is the chosen local moment, written with its offset', () => {
    for (const [date, time] of [
      ['2026-12-24', '10:00'],
      ['2027-07-01', '23:45'],
    ] as const) {
      const sent = previewDateTime(date, time, now);
      expect(sent).toMatch(localWithOffset);
      expect(sent.slice(0, 16)).toBe(`${date}T${time}`);
      // The offset makes it one moment: read back, it is that local date and time.
      expect(local(new Date(sent))).toBe(`${date} ${time}`);
    }
  });

  it('takes midnight when the time field is empty', () => {
    expect(previewDateTime('2026-12-24', '', now).slice(0, 19)).toBe('2026-12-24T00:00:00');
  });

  it.each(['', '24.12.2026', '2026-12-4', '2026-02-30', 'tomorrow'])(
    'logs "%s" as an error, no date, and previews the current time instead',
    (date) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      const sent = previewDateTime(date, '10:00', now);
      expect(new Date(sent).getTime()).toBe(now);
      expect(error).toHaveBeenCalledWith(expect.stringContaining(`"${date}" is not a date`));
    },
  );

  it('writes offsets east and west of Greenwich, with their minutes', () => {
    expect(isoOffset(0)).toBe('+00:00');
    expect(isoOffset(60)).toBe('+01:00');
    expect(isoOffset(180)).toBe('+03:00');
    expect(isoOffset(330)).toBe('+05:30');
    expect(isoOffset(-210)).toBe('-03:30');
    expect(isoOffset(-300)).toBe('-05:00');
  });

  it("fills the fields from the cookie's date-time in local time, or from now", () => {
    const cookie = '2026-12-24T09:00:00Z';
    const expected = local(new Date(cookie));
    expect(dateAndTimeFields(cookie, now)).toEqual({ date: expected.slice(0, 10), time: expected.slice(11) });
    const current = local(new Date(now));
    expect(dateAndTimeFields(null, now)).toEqual({ date: current.slice(0, 10), time: current.slice(11) });
    expect(dateAndTimeFields('not a date', now)).toEqual({ date: current.slice(0, 10), time: current.slice(11) });
  });
});
