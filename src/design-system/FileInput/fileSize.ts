import { bytesPerKb } from './validateFiles';

const bytesPerMb = bytesPerKb * bytesPerKb;

/**
 * A file's size for people, in the page's locale: whole kilobytes below a megabyte, else
 * megabytes to one decimal. Rounded up, so a file just over the limit never reads as the limit
 * itself ("5,1 MB", not "5 MB", for 5 000 001 bytes).
 */
export function formatFileSize(bytes: number, locale?: string): string {
  const kb = Math.ceil(bytes / bytesPerKb);
  if (kb < bytesPerKb) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte' }).format(kb);
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    Math.ceil(bytes / (bytesPerMb / 10)) / 10,
  );
}
