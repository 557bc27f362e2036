import { describe, expect, it } from 'vitest';
import { checkSeries } from './series';

const doc = (series: string, financial_year: string, number: number) => ({ series, financial_year, number });

describe('each series is checked for gaps per financial year (decision 99)', () => {
  it('finds a series without gaps, whatever order its documents come in', () => {
    expect(
      checkSeries([
        doc('opd_receipt', '2026-27', 3),
        doc('opd_receipt', '2026-27', 1),
        doc('opd_receipt', '2026-27', 2),
      ]),
    ).toEqual([
      {
        series: 'opd_receipt',
        financial_year: '2026-27',
        first: 1,
        last: 3,
        documents: 3,
        missing: [],
        missing_count: 0,
      },
    ]);
  });

  it('names the missing numbers, and keeps series and years apart', () => {
    const check = checkSeries([
      doc('ward_bill', '2026-27', 7),
      doc('ward_bill', '2026-27', 10),
      doc('opd_receipt', '2025-26', 41),
      doc('opd_receipt', '2026-27', 1),
      doc('opd_receipt', '2025-26', 42),
    ]);
    expect(check.map((c) => [c.series, c.financial_year, c.missing, c.missing_count])).toEqual([
      ['opd_receipt', '2025-26', [], 0],
      ['opd_receipt', '2026-27', [], 0],
      ['ward_bill', '2026-27', [8, 9], 2],
    ]);
  });

  it('counts a number used twice as two documents, and lists at most 20 missing numbers', () => {
    const [c] = checkSeries([doc('refund', '2026-27', 1), doc('refund', '2026-27', 1), doc('refund', '2026-27', 100)]);
    expect(c!.documents).toBe(3);
    expect(c!.missing).toHaveLength(20);
    expect(c!.missing_count).toBe(98);
  });
});
