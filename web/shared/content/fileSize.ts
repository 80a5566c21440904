import type { Language } from '../../shared/i18n/languages';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** "12 KB", "3.4 MB": a file's size in the page's language, in units of 1,024. */
export function formatFileSize(bytes: number, language: Language): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
