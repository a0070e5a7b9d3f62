import * as v from 'valibot';
import { listOf, optionalField } from '../../src/api/lenient';
import { calendarDay, ratio } from '../../src/api/untypedForms';

describe('the lenient reading of service answers (docs/decisions.md, issue 35)', () => {
  it.each([
    [1.78, 1.78],
    ['16/9', 16 / 9],
    ['16:9', 16 / 9],
    [' 4 / 3 ', 4 / 3],
    ['1.5', 1.5],
  ])('reads the ratio %p', (value, expected) => {
    expect(v.parse(ratio, value)).toBeCloseTo(expected);
  });

  it.each([['16/0'], ['wide'], [0], [-2], [''], ['16/9/4'], [{ width: 16, height: 9 }]])(
    'refuses %p as a ratio',
    (value) => {
      expect(v.safeParse(ratio, value).success).toBe(false);
    },
  );

  it.each([
    ['2026-12-03', '2026-12-03'],
    ['2026-12-03T23:59:59+01:00', '2026-12-03'],
    ['2026-12-03T00:00:00Z', '2026-12-03'],
    ['2026-12-03T10:15:00.000+0100', '2026-12-03'],
    ['2026-12-03 10:15', '2026-12-03'],
  ])('reads the day of %p', (value, expected) => {
    expect(v.parse(calendarDay, value)).toBe(expected);
  });

  it.each([['3. Dezember'], ['2026-13-03'], ['2026-12-03Tlate'], [20261203]])('refuses %p as a day', (value) => {
    expect(v.safeParse(calendarDay, value).success).toBe(false);
  });

  it('leaves out an optional field that does not parse, with a warning, and keeps the object', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const schema = v.object({ title: v.string(), hint: optionalField('hint', v.string()) });
    expect(v.parse(schema, { title: 'Kaffee', hint: { de: 'Tipp' } })).toEqual({ title: 'Kaffee' });
    expect(warn).toHaveBeenCalledWith('hint: an optional field in a shape its schema refuses is left out', {
      de: 'Tipp',
    });
  });

  it('reads a missing or null optional field as its fallback, without a warning', () => {
    const schema = v.object({ bold: optionalField('bold', v.boolean(), false) });
    expect(v.parse(schema, {})).toEqual({ bold: false });
    expect(v.parse(schema, { bold: null })).toEqual({ bold: false });
    expect(v.parse(schema, { bold: true })).toEqual({ bold: true });
  });

  it('leaves out a list item that does not parse and keeps the list', () => {
    expect(v.parse(listOf(v.object({ name: v.string() })), [{ name: 'A' }, null, { name: 3 }, { name: 'B' }])).toEqual([
      { name: 'A' },
      { name: 'B' },
    ]);
  });
});
