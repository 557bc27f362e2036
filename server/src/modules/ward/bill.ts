import { financialYearOf } from '@gd/contracts/clinic-bill';
import { indiaDate } from '@gd/contracts/india-time';
import type { TWardBill, TWardBillLine } from '@gd/contracts/schemas/clinic-ward';
import { ACCOUNT_SERIES } from '@gd/contracts/codes';
import { chargesOf } from '../../platform/clinic-charges';
import { registerDocumentSource } from '../../platform/clinic-documents';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as diet from './diet-repo';
import * as link from './link';
import { roomDays } from './room-days';
import * as repo from './stay-repo';

/**
 * Decision 98: a stay's bill. Room days per bed period at the charge captured when the period began (the day
 * count of `room-days.ts`), the diet chart's priced items (at the price captured when the doctor wrote them), and
 * every line the other modules' charge sources answer for the patient between admission and discharge
 * (`platform/clinic-charges.ts`: therapies, medicines, lab) that no earlier stay's bill of the patient holds. In paise. Issued once, at discharge, with a number
 * gap-free per clinic per financial year; before that the same computation is a running statement as of today.
 */

export const billLabel = (financialYear: string, billNo: number) =>
  `IPD/${financialYear}/${String(billNo).padStart(4, '0')}`;

export interface ComputedLine extends TWardBillLine {
  source: string;
  source_id: number;
}

export interface StayForBill {
  stay_id: number;
  patient_id: number;
  admission_date: string;
}

export async function computeBill(
  db: Db,
  clinicId: number,
  stay: StayForBill,
  periods: readonly repo.PeriodRow[],
  until: string,
): Promise<{ lines: ComputedLine[]; room_days: number; total: number }> {
  const days = roomDays(periods, until);
  const rooms: ComputedLine[] = periods.flatMap((p, i) => {
    const n = days[i] ?? 0;
    if (n === 0) return [];
    return [
      {
        kind: 'room' as const,
        description: `${p.room_number} / ${p.bed_label} · ${p.category_name}`,
        description_guj: `${p.room_number} / ${p.bed_label} · ${p.category_name_guj ?? p.category_name}`,
        date: p.from_date,
        quantity: n,
        unit_paise: p.daily_charge,
        amount_paise: n * p.daily_charge,
        source: 'ward',
        source_id: p.period_id,
      },
    ];
  });
  const [entries, items, asked, billed] = await Promise.all([
    diet.entriesOfStay(db, stay.stay_id, stay.admission_date, until),
    link.dietItemsById(db),
    chargesOf(db, { clinicId, patientId: stay.patient_id, from: stay.admission_date, to: until }),
    repo.billedElsewhere(db, clinicId, stay.patient_id, stay.stay_id, stay.admission_date),
  ]);
  // Charges are asked by patient and dates: on a day the patient left and came back, the earlier stay's bill may
  // hold some already (its discharge day is this admission's day), and those are not charged again.
  const taken = new Set(billed.map((b) => `${b.source}:${Number(b.source_id)}`));
  const others = asked.filter((c) => !taken.has(`${c.kind}:${c.source_id}`));
  // The chart's items, one line per item and price over the stay (a line a day per meal would fill pages).
  const meals = new Map<string, ComputedLine>();
  for (const e of entries) {
    if (e.unit_paise <= 0) continue;
    const key = `${e.diet_item_id}:${e.unit_paise}`;
    const line = meals.get(key);
    if (line) {
      line.quantity += e.quantity;
      line.amount_paise += e.quantity * e.unit_paise;
      continue;
    }
    const item = items.get(e.diet_item_id);
    meals.set(key, {
      kind: 'diet',
      description: item?.name ?? `#${e.diet_item_id}`,
      description_guj: item?.name_guj ?? item?.name ?? null,
      date: e.diet_date,
      quantity: e.quantity,
      unit_paise: e.unit_paise,
      amount_paise: e.quantity * e.unit_paise,
      source: 'ward-diet',
      source_id: e.entry_id,
    });
  }
  const charged: ComputedLine[] = others.map((c) => ({
    kind: c.kind,
    description: c.description,
    description_guj: c.description_guj,
    date: c.date,
    quantity: c.quantity,
    unit_paise: c.unit_paise,
    amount_paise: c.amount_paise,
    source: c.kind,
    source_id: c.source_id,
  }));
  const lines = [...rooms, ...meals.values(), ...charged];
  return {
    lines,
    room_days: days.reduce((a, b) => a + b, 0),
    total: lines.reduce((sum, l) => sum + l.amount_paise, 0),
  };
}

/** Issues the final bill inside the discharge's transaction: the number is raised there, so it has no gaps. */
export async function issueBill(
  trx: Db,
  caller: StaffCaller,
  stay: StayForBill,
  day: string,
  at: string,
): Promise<{ bill_id: number; bill_number: string; total: number }> {
  const periods = await repo.periodsOf(trx, stay.stay_id);
  const bill = await computeBill(trx, caller.clinicId, stay, periods, day);
  const fy = financialYearOf(day);
  const billNo = await repo.takeBillNumber(trx, caller.clinicId, fy);
  const billId = await repo.insertBill(
    trx,
    {
      clinic_id: caller.clinicId,
      stay_id: stay.stay_id,
      financial_year: fy,
      bill_no: billNo,
      bill_date: day,
      room_days: bill.room_days,
      total: bill.total,
      created_by: caller.staffId,
      created_at: at,
    },
    bill.lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      description_guj: l.description_guj,
      charge_date: l.date,
      quantity: l.quantity,
      unit_paise: l.unit_paise,
      amount_paise: l.amount_paise,
      source: l.source,
      source_id: l.source_id,
    })),
  );
  return { bill_id: billId, bill_number: billLabel(fy, billNo), total: bill.total };
}

const stayNotFound = () => AppError.notFound('WARD.STAY_NOT_FOUND', 'No such stay in this clinic.');

/** The final bill as issued, or, while the patient is admitted, the running statement as of today. */
export async function stayBill(db: Db, caller: StaffCaller, stayId: number, now: Date): Promise<TWardBill> {
  const stay = await repo.findStay(db, caller.clinicId, stayId);
  if (!stay) throw stayNotFound();
  const issued = await repo.billOfStay(db, caller.clinicId, stayId);
  if (issued) {
    const lines = await repo.billLines(db, issued.bill_id);
    return {
      stay_id: stayId,
      final: true,
      bill_number: billLabel(issued.financial_year, issued.bill_no),
      bill_date: issued.bill_date,
      room_days: issued.room_days,
      lines: lines.map((l) => ({
        kind: l.kind as TWardBillLine['kind'],
        description: l.description,
        description_guj: l.description_guj,
        date: l.charge_date,
        quantity: l.quantity,
        unit_paise: l.unit_paise,
        amount_paise: l.amount_paise,
      })),
      total: issued.total,
    };
  }
  const today = indiaDate(now);
  const until = stay.discharge_date ?? today;
  const bill = await computeBill(db, caller.clinicId, stay, await repo.periodsOf(db, stayId), until);
  return {
    stay_id: stayId,
    final: false,
    bill_number: null,
    bill_date: until,
    room_days: bill.room_days,
    lines: bill.lines.map(({ source: _s, source_id: _i, ...line }) => line),
    total: bill.total,
  };
}

/**
 * The final bills in the clinic's accounts (decision 99): each is money owed to the clinic by the patient,
 * numbered in its own series per financial year (IPD/2026-27/0001), dated by the discharge. Payment is taken at the
 * desk and not recorded on the bill, so it carries none.
 */
registerDocumentSource(ACCOUNT_SERIES.IPD_BILL, async (db, { clinicId, from, to }) => {
  const bills = await repo.billsBetween(db, clinicId, from, to);
  const patients = await link.patientsById(
    db,
    clinicId,
    bills.map((b) => b.patient_id),
  );
  return bills.map((b) => {
    const patient = patients.get(b.patient_id);
    return {
      series: ACCOUNT_SERIES.IPD_BILL,
      financial_year: b.financial_year,
      number: Number(b.bill_no),
      label: billLabel(b.financial_year, Number(b.bill_no)),
      date: b.bill_date,
      party: patient?.name ?? '',
      party_guj: patient?.name_guj ?? null,
      direction: 'in' as const,
      amount: Number(b.total),
      payments: [],
      source_id: b.bill_id,
    };
  });
});
