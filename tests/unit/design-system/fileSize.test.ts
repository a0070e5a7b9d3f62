import { formatFileSize } from '../../../src/design-system/FileInput/fileSize';

describe('formatFileSize', () => {
  test.each([
    [0, '0 kB'],
    [1, '1 kB'],
    [999, '1 kB'],
    [1000, '1 kB'],
    [1001, '2 kB'],
    [999_000, '999 kB'],
    [999_001, '1 MB'],
    [1_000_000, '1 MB'],
    [1_200_000, '1,2 MB'],
    [5_000_000, '5 MB'],
    [5_000_001, '5,1 MB'],
  ])('%i bytes read "%s" in German: rounded up, so nothing over the limit reads as the limit', (bytes, text) => {
    expect(formatFileSize(bytes, 'de-DE').replace(/\u00a0/g, ' ')).toBe(text);
  });

  test('follows the locale it is given', () => {
    expect(formatFileSize(1_200_000, 'en-GB').replace(/\u00a0/g, ' ')).toBe('1.2 MB');
  });
});
