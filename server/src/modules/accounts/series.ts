import type { TSeriesCheck } from '@gd/contracts/schemas/clinic-accounts';

/** At most this many missing numbers are listed per series (all are counted). */
const MISSING_LISTED = 20;

/**
 * Each series' numbers per financial year within a period (decision 99): the first and last number seen, how many
 * documents, and the numbers between them that have none. A series is gap-free when nothing is missing; the
 * numbers before the period's first document belong to earlier days and are not looked for.
 */
export function checkSeries(documents: readonly { series: string; financial_year: string; number: number }[]) {
  const groups = new Map<string, { series: string; financial_year: string; numbers: number[] }>();
  for (const d of documents) {
    const key = `${d.series}\u0000${d.financial_year}`;
    const group = groups.get(key);
    if (group) group.numbers.push(d.number);
    else groups.set(key, { series: d.series, financial_year: d.financial_year, numbers: [d.number] });
  }
  const out: TSeriesCheck[] = [];
  for (const { series, financial_year, numbers } of groups.values()) {
    const sorted = [...new Set(numbers)].sort((a, b) => a - b);
    const first = sorted[0]!;
    const last = sorted[sorted.length - 1]!;
    const missing: number[] = [];
    let missingCount = 0;
    for (let i = 1; i < sorted.length; i++) {
      for (let n = sorted[i - 1]! + 1; n < sorted[i]!; n++) {
        missingCount++;
        if (missing.length < MISSING_LISTED) missing.push(n);
      }
    }
    out.push({
      series,
      financial_year,
      first,
      last,
      documents: numbers.length,
      missing,
      missing_count: missingCount,
    });
  }
  return out.sort(
    (a, b) =>
      (a.series < b.series ? -1 : a.series > b.series ? 1 : 0) || (a.financial_year < b.financial_year ? -1 : 1),
  );
}
