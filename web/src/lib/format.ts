/** India formatting (spec §9): rupee amounts and the spec's date patterns, shown in India time. */
import type { Language } from '@gd/contracts/codes';
import { htmlLangFor, intlLocaleFor } from '@gd/contracts/language';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

export type FormatLanguage = Language;

const numberLocale = (language: FormatLanguage) => intlLocaleFor(language);
// English month names as the spec prints them ('Sep', not en-IN's 'Sept'): the language without the region.
const monthLocale = (language: FormatLanguage) => htmlLangFor(language);

const rupeeFormats = new Map<string, Intl.NumberFormat>();

/** Money is stored in paise: `formatRupees(12345600)` → `₹1,23,456.00` (Indian digit grouping). */
export function formatRupees(paise: number, language: FormatLanguage = 'en'): string {
  const locale = numberLocale(language);
  let format = rupeeFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      numberingSystem: 'latn',
    });
    rupeeFormats.set(locale, format);
  }
  return format.format(paise / 100);
}

/** The patterns the spec uses (§9), and a day of a month already named on the screen (`d MMM`). */
export const DATE_PATTERNS = ['MMM d, y', 'dd-MM-yyyy', 'dd MMM yyyy', 'dd MMM, yyyy', 'd MMM'] as const;
export type DatePattern = (typeof DATE_PATTERNS)[number];

interface DateParts {
  year: string;
  month: string;
  day: string;
}

function partsInIndia(date: Date): DateParts {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: get('year'), month: get('month'), day: get('day') };
}

function shortMonth(date: Date, language: FormatLanguage): string {
  return new Intl.DateTimeFormat(monthLocale(language), { timeZone: INDIA_TIME_ZONE, month: 'short' }).format(date);
}

const TOKEN = /yyyy|y|MMM|MM|dd|d/g;

/**
 * Formats an ISO timestamp (or Date) with one of the spec's patterns, in India time:
 * `formatDate('2025-01-05T20:00:00Z', 'dd-MM-yyyy')` → `06-01-2025`. Returns '' for a missing or bad date.
 */
export function formatDate(
  value: string | Date | null | undefined,
  pattern: DatePattern,
  language: FormatLanguage = 'en',
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = partsInIndia(date);
  return pattern.replace(TOKEN, (token) => {
    switch (token) {
      case 'yyyy':
      case 'y':
        return year;
      case 'MMM':
        return shortMonth(date, language);
      case 'MM':
        return month.padStart(2, '0');
      case 'dd':
        return day.padStart(2, '0');
      default:
        return day;
    }
  });
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** A wall-clock time "21:00" as India reads it: `9:00 pm` (English), `9:00 PM` (Gujarati). */
export function formatClockTime(time: string, language: FormatLanguage = 'en'): string {
  const locale = numberLocale(language);
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
      numberingSystem: 'latn',
    });
    clockFormats.set(locale, format);
  }
  const [h, m] = time.split(':').map(Number);
  return format.format(new Date(Date.UTC(2026, 10, 23, h ?? 0, m ?? 0)));
}

/** An ISO weekday (1 Monday … 7 Sunday) by name: `Monday` / `સોમવાર`, or short `Mon` / `સોમ`. */
export function weekdayName(day: number, language: FormatLanguage = 'en', width: 'long' | 'short' = 'long'): string {
  // 23 November 2026 was a Monday.
  return new Intl.DateTimeFormat(numberLocale(language), { weekday: width, timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + day)),
  );
}
