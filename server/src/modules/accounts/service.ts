import { indiaDate, daysBetween } from '@gd/contracts/india-time';
import {
  ACCOUNTS_MAX_DAYS,
  ACCOUNTS_PAGE_SIZE,
  type TAccountDocument,
  type TAccounts,
  type TAccountsQuery,
} from '@gd/contracts/schemas/clinic-accounts';
import type { Db } from '../../db/sql';
import { type AccountDocument, documentsOf } from '../../platform/clinic-documents';
import { toCsv, rupeesText } from '../../platform/csv';
import { AppError } from '../../platform/errors';
import { checkSeries } from './series';

/**
 * The clinic's accounts (issue 21 point 6, decision 99): every document of money the clinic's modules number —
 * gathered from the sources they register (`platform/clinic-documents.ts`), so this module owns no table and
 * imports none of them — for a period, in date order, with totals by series and payment mode and each series'
 * numbers checked for gaps. Always the caller's clinic.
 */

interface Period {
  from: string;
  to: string;
}

/** The asked period, or this month up to today; 400 naming `to` when it ends before it starts or is too long. */
export function periodOf(query: { from?: string | undefined; to?: string | undefined }, now: Date): Period {
  const today = indiaDate(now);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  if (from > to) throw AppError.validation('to', 'ACCOUNTS.PERIOD_ORDER', 'The period ends before it starts.');
  if (daysBetween(from, to) + 1 > ACCOUNTS_MAX_DAYS)
    throw AppError.validation('to', 'ACCOUNTS.PERIOD_TOO_LONG', 'Choose a period of at most 366 days.');
  return { from, to };
}

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

/** Date, then series, then financial year and number: each series reads in its own order within a day. */
function inOrder(documents: AccountDocument[]): AccountDocument[] {
  return documents.sort(
    (a, b) =>
      compare(a.date, b.date) ||
      compare(a.series, b.series) ||
      compare(a.financial_year, b.financial_year) ||
      a.number - b.number ||
      a.source_id - b.source_id,
  );
}

async function documentsIn(db: Db, clinicId: number, period: Period) {
  return inOrder(await documentsOf(db, { clinicId, ...period }));
}

const row = (d: AccountDocument, serial: number): TAccountDocument => ({
  serial,
  series: d.series,
  financial_year: d.financial_year,
  number: d.number,
  label: d.label,
  date: d.date,
  party: d.party,
  party_guj: d.party_guj,
  direction: d.direction,
  amount: d.amount,
  payments: d.payments,
  carried: d.carried ?? false,
});

export async function accounts(db: Db, clinicId: number, query: TAccountsQuery, now: Date): Promise<TAccounts> {
  const period = periodOf(query, now);
  const documents = await documentsIn(db, clinicId, period);
  const bySeries = new Map<string, { series: string; direction: 'in' | 'out'; documents: number; amount: number }>();
  const byMode = new Map<number, { payment_mode: number; in: number; out: number }>();
  let into = 0;
  let out = 0;
  for (const d of documents) {
    // A document whose money another carries is listed and numbered, not counted twice.
    if (d.carried) continue;
    if (d.direction === 'in') into += d.amount;
    else out += d.amount;
    const key = `${d.series} ${d.direction}`;
    const s = bySeries.get(key) ?? { series: d.series, direction: d.direction, documents: 0, amount: 0 };
    s.documents++;
    s.amount += d.amount;
    bySeries.set(key, s);
    for (const p of d.payments) {
      const m = byMode.get(p.payment_mode) ?? { payment_mode: p.payment_mode, in: 0, out: 0 };
      m[d.direction] += p.amount;
      byMode.set(p.payment_mode, m);
    }
  }
  const offset = ACCOUNTS_PAGE_SIZE * (query.page - 1);
  return {
    ...period,
    totals: { documents: documents.length, in: into, out, net: into - out },
    by_series: [...bySeries.values()].sort((a, b) => compare(a.series, b.series) || compare(a.direction, b.direction)),
    by_mode: [...byMode.values()].sort((a, b) => a.payment_mode - b.payment_mode),
    series_check: checkSeries(documents),
    documents: {
      page: query.page,
      page_size: ACCOUNTS_PAGE_SIZE,
      count: documents.length,
      rows: documents.slice(offset, offset + ACCOUNTS_PAGE_SIZE).map((d, i) => row(d, offset + i + 1)),
    },
  };
}

const CSV_COLUMNS = [
  'serial',
  'date',
  'series',
  'number',
  'party',
  'party_guj',
  'in_rupees',
  'out_rupees',
  'cash_rupees',
  'card_rupees',
  'upi_rupees',
  'carried',
] as const;
type CsvRow = Record<(typeof CSV_COLUMNS)[number], string | number | null>;

/** The period's documents as CSV: one row each in date order, money in and out in their own columns, a total row. */
export async function accountsCsv(
  db: Db,
  clinicId: number,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date,
): Promise<{ filename: string; csv: Buffer }> {
  const period = periodOf(query, now);
  const documents = await documentsIn(db, clinicId, period);
  const paid = (d: AccountDocument, mode: number) =>
    d.payments.filter((p) => p.payment_mode === mode).reduce((s, p) => s + p.amount, 0);
  const counted = documents.filter((d) => !d.carried);
  const sum = (f: (d: AccountDocument) => number) => counted.reduce((s, d) => s + f(d), 0);
  const signed = (d: AccountDocument, mode: number) => (d.direction === 'in' ? 1 : -1) * paid(d, mode);
  const rows: CsvRow[] = documents.map((d, i) => ({
    serial: i + 1,
    date: d.date,
    series: d.series,
    number: d.label,
    party: d.party,
    party_guj: d.party_guj,
    in_rupees: d.direction === 'in' && !d.carried ? rupeesText(d.amount) : '',
    out_rupees: d.direction === 'out' && !d.carried ? rupeesText(d.amount) : '',
    cash_rupees: rupeesText(signed(d, 1)),
    card_rupees: rupeesText(signed(d, 2)),
    upi_rupees: rupeesText(signed(d, 3)),
    carried: d.carried ? rupeesText(d.amount) : '',
  }));
  rows.push({
    serial: 'TOTAL',
    date: `${period.from} – ${period.to}`,
    series: '',
    number: '',
    party: '',
    party_guj: '',
    in_rupees: rupeesText(sum((d) => (d.direction === 'in' ? d.amount : 0))),
    out_rupees: rupeesText(sum((d) => (d.direction === 'out' ? d.amount : 0))),
    cash_rupees: rupeesText(sum((d) => signed(d, 1))),
    card_rupees: rupeesText(sum((d) => signed(d, 2))),
    upi_rupees: rupeesText(sum((d) => signed(d, 3))),
    carried: '',
  });
  return { filename: `accounts-${period.from}-to-${period.to}.csv`, csv: toCsv(rows, CSV_COLUMNS) };
}
