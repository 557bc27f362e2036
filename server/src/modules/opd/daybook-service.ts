import type { Kysely } from 'kysely';
import { ACCOUNT_SERIES } from '@gd/contracts/codes';
import { indiaDate } from '@gd/contracts/india-time';
import {
  DAYBOOK_PAGE_SIZE,
  type TDayClosed,
  type TDaybook,
  type TDaybookBill,
  type TDaybookTotals,
} from '@gd/contracts/schemas/clinic-daybook';
import type { DB } from '../../db/schema';
import { type Db, LOCKS, lockFor } from '../../db/sql';
import { registerDocumentSource } from '../../platform/clinic-documents';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import { listStaff } from '../clinic/staff-service';
import type { StaffCaller } from './caller';
import * as link from './clinic-link';
import * as repo from './daybook-repo';
import { receiptLabel } from './service';

/**
 * The day book (issue 20 point 7, decision 92): a day's collections (bills by their receipt date) by payment mode
 * and by the staff member who billed, its visits (by visit date) by doctor and department, the bills 20 a page
 * with the spec's serial numbers, the CSV, and the day-close that freezes it. Money is integer paise.
 */

const MODES = [1, 2, 3] as const;
const n = (v: unknown) => Number(v ?? 0);

async function staffNames(db: Db, clinicId: number): Promise<Map<number, string>> {
  const { rows } = await listStaff(db, clinicId);
  return new Map(rows.map((s) => [s.staff_id, s.name]));
}

async function totalsOf(db: Db, clinicId: number, day: string) {
  const [modes, staff, visits] = await Promise.all([
    repo.collectionsByMode(db, clinicId, day),
    repo.billTotalsByStaff(db, clinicId, day),
    repo.visitCounts(db, clinicId, day),
  ]);
  const totals: TDaybookTotals = {
    bills: staff.reduce((s, r) => s + n(r.bills), 0),
    subtotal: staff.reduce((s, r) => s + n(r.subtotal), 0),
    discount: staff.reduce((s, r) => s + n(r.discount), 0),
    collected: staff.reduce((s, r) => s + n(r.collected), 0),
    by_mode: MODES.map((mode) => {
      const row = modes.find((m) => n(m.payment_mode) === mode);
      return { payment_mode: mode, bills: n(row?.bills), amount: n(row?.amount) };
    }),
    visits: visits.reduce((s, r) => s + n(r.visits), 0),
  };
  return { totals, staff, visits };
}

type Counts = { visits: number; scheduled: number; waiting: number; engaged: number; checkout: number };
const STATUS_FIELD = { 1: 'scheduled', 2: 'waiting', 3: 'engaged', 4: 'checkout' } as const;
const emptyCounts = (): Counts => ({ visits: 0, scheduled: 0, waiting: 0, engaged: 0, checkout: 0 });
function addCount(c: Counts, status: number, count: number) {
  c.visits += count;
  const field = STATUS_FIELD[status as keyof typeof STATUS_FIELD];
  if (field) c[field] += count;
}

const dayOf = (date: string | undefined, now: Date) => date ?? indiaDate(now);

export async function daybook(
  db: Db,
  caller: StaffCaller,
  query: { date?: string | undefined; page: number },
  now: Date,
): Promise<TDaybook> {
  const day = dayOf(query.date, now);
  const clinicId = caller.clinicId;
  const [{ totals, staff, visits }, names, close] = await Promise.all([
    totalsOf(db, clinicId, day),
    staffNames(db, clinicId),
    repo.findClose(db, clinicId, day),
  ]);
  const offset = DAYBOOK_PAGE_SIZE * (query.page - 1);
  const rows = await billRows(db, clinicId, day, names, DAYBOOK_PAGE_SIZE, offset);

  const byDoctor = new Map<number, Counts>();
  const byDepartment = new Map<number, Counts>();
  for (const v of visits) {
    const doctor = byDoctor.get(n(v.doctor_id)) ?? emptyCounts();
    addCount(doctor, n(v.status), n(v.visits));
    byDoctor.set(n(v.doctor_id), doctor);
    const department = byDepartment.get(n(v.department_id)) ?? emptyCounts();
    addCount(department, n(v.status), n(v.visits));
    byDepartment.set(n(v.department_id), department);
  }
  return {
    date: day,
    totals,
    by_staff: staff
      .map((s) => ({
        staff_id: n(s.created_by),
        name: names.get(n(s.created_by)) ?? '',
        bills: n(s.bills),
        amount: n(s.collected),
      }))
      .sort((a, b) => b.amount - a.amount || a.staff_id - b.staff_id),
    by_doctor: [...byDoctor]
      .map(([doctorId, c]) => ({ doctor_id: doctorId, name: names.get(doctorId) ?? '', ...c }))
      .sort((a, b) => a.doctor_id - b.doctor_id),
    by_department: [...byDepartment]
      .map(([departmentId, c]) => ({ department_id: departmentId, ...c }))
      .sort((a, b) => a.department_id - b.department_id),
    bills: { page: query.page, page_size: DAYBOOK_PAGE_SIZE, count: totals.bills, rows },
    closed: close !== undefined,
    close: close
      ? {
          closed_at: String(close.closed_at),
          closed_by: close.closed_by,
          closed_by_name: names.get(close.closed_by) ?? '',
          totals: JSON.parse(close.totals_json) as TDaybookTotals,
        }
      : null,
  };
}

/** The day's bills (a page, or all for the CSV) with names, payments and the spec's serial numbers. */
async function billRows(
  db: Db,
  clinicId: number,
  day: string,
  names: Map<number, string>,
  limit?: number,
  offset = 0,
): Promise<TDaybookBill[]> {
  const bills = await repo.dayBills(db, clinicId, day, limit, offset);
  const [payments, patients] = await Promise.all([
    repo.paymentsOf(
      db,
      bills.map((b) => n(b.bill_id)),
    ),
    link.patientNames(db, clinicId, [...new Set(bills.map((b) => n(b.patient_id)))]),
  ]);
  return bills.map((b, index) => {
    const p = patients.get(n(b.patient_id));
    return {
      // Spec list numbering: index + 1 + page size × (page − 1).
      serial: index + 1 + offset,
      bill_id: n(b.bill_id),
      receipt_number: receiptLabel(b.financial_year, n(b.receipt_no)),
      visit_id: n(b.visit_id),
      visit_date: b.visit_date,
      token_no: n(b.token_no),
      patient_id: n(b.patient_id),
      patient_name: p?.name ?? '',
      patient_name_guj: p?.name_guj ?? null,
      doctor_id: n(b.doctor_id),
      doctor_name: names.get(n(b.doctor_id)) ?? '',
      staff_id: n(b.created_by),
      staff_name: names.get(n(b.created_by)) ?? '',
      subtotal: n(b.subtotal),
      discount_amount: n(b.discount_amount),
      tvalue: n(b.tvalue),
      payments: payments
        .filter((x) => n(x.bill_id) === n(b.bill_id))
        .map((x) => ({ payment_mode: n(x.payment_mode), amount: n(x.amount) })),
      created_at: String(b.created_at),
    };
  });
}

/** Paise as rupees with two decimals, for the CSV ("1234.50"). */
export const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

function csvCell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  // A text cell starting with = + - @ would run as a formula in a spreadsheet: keep it text.
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_HEADER = [
  'serial',
  'receipt_number',
  'receipt_date',
  'visit_date',
  'token_no',
  'patient_name',
  'patient_name_guj',
  'doctor',
  'billed_by',
  'subtotal_rupees',
  'discount_rupees',
  'cash_rupees',
  'card_rupees',
  'upi_rupees',
  'total_rupees',
] as const;

/**
 * The day's bills as CSV: a header row, one row per bill in receipt order, a last "TOTAL" row; a UTF-8
 * byte-order mark so spreadsheet programs read Gujarati names; CRLF line ends; amounts in rupees, two decimals.
 */
export async function daybookCsv(
  db: Db,
  caller: StaffCaller,
  date: string | undefined,
  now: Date,
): Promise<{ filename: string; csv: Buffer }> {
  const day = dayOf(date, now);
  const names = await staffNames(db, caller.clinicId);
  const rows = await billRows(db, caller.clinicId, day, names);
  const part = (r: TDaybookBill, mode: number) => r.payments.find((p) => p.payment_mode === mode)?.amount ?? 0;
  const sum = (f: (r: TDaybookBill) => number) => rows.reduce((s, r) => s + f(r), 0);
  const lines = [
    CSV_HEADER.join(','),
    ...rows.map((r) =>
      [
        r.serial,
        r.receipt_number,
        day,
        r.visit_date,
        r.token_no,
        r.patient_name,
        r.patient_name_guj,
        r.doctor_name,
        r.staff_name,
        rupees(r.subtotal),
        rupees(r.discount_amount),
        rupees(part(r, 1)),
        rupees(part(r, 2)),
        rupees(part(r, 3)),
        rupees(r.tvalue),
      ]
        .map(csvCell)
        .join(','),
    ),
    [
      'TOTAL',
      '',
      day,
      '',
      '',
      '',
      '',
      '',
      '',
      rupees(sum((r) => r.subtotal)),
      rupees(sum((r) => r.discount_amount)),
      rupees(sum((r) => part(r, 1))),
      rupees(sum((r) => part(r, 2))),
      rupees(sum((r) => part(r, 3))),
      rupees(sum((r) => r.tvalue)),
    ].join(','),
  ];
  return { filename: `daybook-${day}.csv`, csv: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8') };
}

/**
 * A clinic administrator closes a day (today or earlier in India): the totals are read and frozen in the close
 * row, in one transaction with the audit entry. The unique index on (clinic, date) lets one close win; the others
 * are a 409. From then on the OPD desk refuses bills and visits of that date (`service.ts`, `refuseClosedDays`).
 */
export async function closeDay(db: Kysely<DB>, caller: StaffCaller, date: string, now: Date): Promise<TDayClosed> {
  if (date > indiaDate(now)) {
    throw AppError.validation('date', 'DAYBOOK.CLOSE_FUTURE', 'A day that has not come cannot be closed.');
  }
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    // Alone on the clinic's days: the registrations and moves under way finish (and count) first (decision 92).
    await lockFor(trx, LOCKS.clinicDay, caller.clinicId);
    const { totals } = await totalsOf(trx, caller.clinicId, date);
    const closeId = await repo.insertClose(trx, {
      clinic_id: caller.clinicId,
      close_date: date,
      bill_count: totals.bills,
      collected: totals.collected,
      totals_json: JSON.stringify(totals),
      closed_by: caller.staffId,
      closed_at: at,
    });
    if (closeId === null) throw AppError.conflict('date', 'DAYBOOK.ALREADY_CLOSED', 'This day is already closed.');
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic_day.close',
      entity: 'clinic_day_closes',
      entityId: closeId,
      before: null,
      after: { clinic_id: caller.clinicId, date, staff_id: caller.staffId, ...totals },
      at,
    });
    return { date, close_id: closeId, closed_at: at, totals };
  });
}

/**
 * A clinic administrator reopens a closed day, with a reason: the close is removed and the audit entry keeps what
 * it froze, who reopened it and why. Alone on the clinic's days, like a close; the day may be closed again later.
 */
export async function reopenDay(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: { date: string; reason: string },
  now: Date,
): Promise<{ date: string; reopened_at: string }> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    await lockFor(trx, LOCKS.clinicDay, caller.clinicId);
    const removed = await repo.deleteClose(trx, caller.clinicId, body.date);
    if (!removed) throw AppError.conflict('date', 'DAYBOOK.NOT_CLOSED', 'This day is not closed.');
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'clinic_day.reopen',
      entity: 'clinic_day_closes',
      entityId: removed.close_id,
      before: {
        closed_by: removed.closed_by,
        closed_at: String(removed.closed_at),
        totals: JSON.parse(removed.totals_json) as unknown,
      },
      after: { clinic_id: caller.clinicId, date: body.date, staff_id: caller.staffId, reason: body.reason },
      at,
    });
    return { date: body.date, reopened_at: at };
  });
}

/**
 * The OPD receipts in the clinic's accounts (decision 99): each bill is a receipt of money in, numbered in its
 * series per financial year (decision 88), dated by its receipt date, settled by its payments.
 */
registerDocumentSource(ACCOUNT_SERIES.OPD_RECEIPT, async (db, { clinicId, from, to }) => {
  const bills = await repo.billsBetween(db, clinicId, from, to);
  const [payments, patients] = await Promise.all([
    repo.paymentsOf(
      db,
      bills.map((b) => n(b.bill_id)),
    ),
    link.patientNames(db, clinicId, [...new Set(bills.map((b) => n(b.patient_id)))]),
  ]);
  const paid = new Map<number, { payment_mode: number; amount: number }[]>();
  for (const p of payments) {
    const list = paid.get(n(p.bill_id)) ?? [];
    list.push({ payment_mode: n(p.payment_mode), amount: n(p.amount) });
    paid.set(n(p.bill_id), list);
  }
  return bills.map((b) => {
    const patient = patients.get(n(b.patient_id));
    return {
      series: ACCOUNT_SERIES.OPD_RECEIPT,
      financial_year: b.financial_year,
      number: n(b.receipt_no),
      label: receiptLabel(b.financial_year, n(b.receipt_no)),
      date: b.receipt_date,
      party: patient?.name ?? '',
      party_guj: patient?.name_guj ?? null,
      direction: 'in' as const,
      amount: n(b.tvalue),
      payments: paid.get(n(b.bill_id)) ?? [],
      source_id: n(b.bill_id),
    };
  });
});
