import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format';

describe('formatRupees', () => {
  it('turns paise into rupees with Indian digit grouping', () => {
    expect(formatRupees(12_345_600)).toBe('₹1,23,456.00');
    expect(formatRupees(1_000_000_000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(99_950)).toBe('₹999.50');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('keeps the grouping and Latin digits in Gujarati', () => {
    expect(formatRupees(12_345_600, 'guj')).toBe('₹1,23,456.00');
  });
});

describe('formatDate', () => {
  // 20:00 UTC on 5 January is 01:30 on 6 January in India.
  const lateEvening = '2025-01-05T20:00:00Z';

  it('formats each spec pattern in India time', () => {
    expect(formatDate(lateEvening, 'MMM d, y')).toBe('Jan 6, 2025');
    expect(formatDate(lateEvening, 'dd-MM-yyyy')).toBe('06-01-2025');
    expect(formatDate(lateEvening, 'dd MMM yyyy')).toBe('06 Jan 2025');
    expect(formatDate(lateEvening, 'dd MMM, yyyy')).toBe('06 Jan, 2025');
  });

  it('stays on the same day when India is still on it', () => {
    expect(formatDate('2025-09-30T18:29:00Z', 'dd-MM-yyyy')).toBe('30-09-2025');
    expect(formatDate('2025-09-30T18:30:00Z', 'dd-MM-yyyy')).toBe('01-10-2025');
  });

  it("uses the spec's short English month ('Sep', not 'Sept')", () => {
    expect(formatDate('2025-09-10T06:00:00Z', 'dd MMM yyyy')).toBe('10 Sep 2025');
  });

  it('names the month in Gujarati when Gujarati is chosen', () => {
    const text = formatDate(lateEvening, 'dd MMM yyyy', 'guj');
    expect(text).toMatch(/^06 \S+ 2025$/);
    expect(text).toMatch(/[\u0A80-\u0AFF]/);
  });

  it('accepts Date objects and returns an empty string for missing or invalid input', () => {
    expect(formatDate(new Date('2024-02-29T00:00:00+05:30'), 'MMM d, y')).toBe('Feb 29, 2024');
    expect(formatDate(null, 'dd-MM-yyyy')).toBe('');
    expect(formatDate('', 'dd-MM-yyyy')).toBe('');
    expect(formatDate('not a date', 'dd-MM-yyyy')).toBe('');
  });
});
