import { median } from '../../scripts/median';

describe('median (the benches’ summary of repeated runs)', () => {
  it('takes the middle of an odd count, whatever the order of the runs', () => {
    expect(median([84, 1, 7])).toBe(7);
    expect(median([13.0, 17.8, 10.6, 11.2, 12.3])).toBe(12.3);
  });

  it('takes the mean of the two middle values of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });

  it('leaves the runs it was given in their order', () => {
    const runs = [3, 1, 2];
    median(runs);
    expect(runs).toEqual([3, 1, 2]);
  });

  it('refuses to summarise no runs', () => {
    expect(() => median([])).toThrow('The median of no values.');
  });
});
