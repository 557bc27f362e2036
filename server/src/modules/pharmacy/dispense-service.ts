import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { SALE_PAYMENT } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import {
  PHARMACY_LIMITS,
  type TSale,
  type TSaleList,
  type ZDispenseCreate,
} from '@gd/contracts/schemas/clinic-pharmacy';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { registerChargeSource } from '../../platform/clinic-charges';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as requests from '../requests/service';
import { documentOf, splitInclusive, totalsOf } from './gst';
import * as link from './links';
import { plan } from './pick';
import * as repo from './repo';
import * as returns from './returns-repo';
import * as stock from './stock-repo';

/**
 * The counter (decision 95): reception sells items against a prescription or over the counter. Each line takes
 * units from the unexpired batches that expire first (`pick.ts`), each take a conditional update that lands only
 * while the batch still holds the units (`stock-repo.ts` `takeUnits`), planned again from fresh rows when another
 * sale got there first; so stock never goes negative, and when fewer units are left than a line asks for, the
 * sale is refused whole (409 `PHARMACY.DISPENSE.OUT_OF_STOCK`, nothing sold). The invoice number is raised last
 * in the same transaction, so a refused sale leaves no gap. A sale to an admitted patient that is not paid at the
 * counter (payment 0) is charged to the stay: the ward's final bill asks the `pharmacy` charge source for it.
 */

export const invoiceLabel = (financialYear: string, no: number) => `PH/${financialYear}/${String(no).padStart(4, '0')}`;
/** A sales return's credit note number: `CN/2026-27/0001` (its own series, decision 99). */
export const creditNoteLabel = (financialYear: string, no: number) =>
  `CN/${financialYear}/${String(no).padStart(4, '0')}`;

function fieldError(status: number, errors: Record<string, string>, message: string) {
  return new AppError(status, Object.values(errors)[0] ?? 'VALIDATION', message, errors);
}

type SaleRow = NonNullable<Awaited<ReturnType<typeof stock.saleById>>>;

async function saleViews(db: Db, clinicId: number, rows: SaleRow[]): Promise<TSale[]> {
  const ids = rows.map((r) => Number(r.sale_id));
  const [lines, credits, names, patients] = await Promise.all([
    stock.linesOfSales(db, ids),
    returns.returnsOfSales(db, clinicId, ids),
    link.staffNames(db, clinicId),
    link.patientsById(
      db,
      clinicId,
      rows.flatMap((r) => (r.patient_id === null ? [] : [r.patient_id])),
    ),
  ]);
  return rows.map((r) => {
    const patient = r.patient_id === null ? undefined : patients.get(r.patient_id);
    return {
      sale_id: Number(r.sale_id),
      invoice_number: invoiceLabel(r.financial_year, r.invoice_no),
      invoice_date: r.invoice_date,
      document: r.document,
      patient_id: r.patient_id,
      patient_name: patient?.name ?? null,
      patient_name_guj: patient?.name_guj ?? null,
      case_no: patient?.case_no ?? null,
      customer_name: r.customer_name,
      visit_id: r.visit_id,
      payment: r.payment,
      lines: lines.filter((l) => l.sale_id === Number(r.sale_id)).map(({ sale_id: _s, ...l }) => l),
      taxable: r.taxable,
      cgst: r.cgst,
      sgst: r.sgst,
      exempt: r.exempt,
      total: r.total,
      created_by_name: names.get(r.created_by) ?? '',
      created_at: r.created_at,
      returns: credits
        .filter((c) => Number(c.sale_id) === Number(r.sale_id))
        .map((c) => ({
          return_id: Number(c.return_id),
          credit_note_number: creditNoteLabel(c.financial_year, c.credit_note_no),
          return_date: c.return_date,
          refund_mode: c.refund_mode,
          total: c.total,
        })),
      return_until: addDays(r.invoice_date, PHARMACY_LIMITS.RETURN_DAYS),
    };
  });
}

export async function saleOf(db: Db, clinicId: number, saleId: number): Promise<TSale> {
  const row = await stock.saleById(db, clinicId, saleId);
  if (!row) throw AppError.notFound('PHARMACY.SALE_NOT_FOUND', 'No such sale in this clinic.');
  return (await saleViews(db, clinicId, [row]))[0]!;
}

export async function salesOfDay(db: Db, clinicId: number, date: string | undefined, now: Date): Promise<TSaleList> {
  const day = date ?? indiaDate(now);
  const rows = await saleViews(db, clinicId, await stock.salesOfDay(db, clinicId, day));
  return { date: day, rows, total: rows.reduce((s, r) => s + r.total, 0) };
}

/** Checks the sale's patient, visit and items against the caller's clinic (404 for another clinic's). */
async function checkReferences(db: Db, clinicId: number, body: z.output<typeof ZDispenseCreate>) {
  if (body.patient_id !== null && !(await link.patientOf(db, clinicId, body.patient_id))) {
    throw fieldError(404, { patient_id: 'PHARMACY.DISPENSE.PATIENT_NOT_FOUND' }, 'No such patient in this clinic.');
  }
  // Charged to the stay: the ward's final bill collects it, so there must be a stay to bill (issue 21 point 1).
  if (body.payment === SALE_PAYMENT.TO_STAY && body.patient_id !== null) {
    if ((await link.liveStayOf(db, clinicId, body.patient_id)) === null) {
      throw fieldError(
        409,
        { payment: 'PHARMACY.DISPENSE.NOT_ADMITTED' },
        'This patient is not admitted: take the payment at the counter.',
      );
    }
  }
  if (body.visit_id !== null) {
    const visit = await link.visitOf(db, clinicId, body.visit_id);
    if (!visit) throw fieldError(404, { visit_id: 'PHARMACY.DISPENSE.VISIT_NOT_FOUND' }, 'No such visit.');
    if (visit.patient_id !== body.patient_id) {
      throw fieldError(400, { visit_id: 'PHARMACY.DISPENSE.VISIT_OF_ANOTHER' }, "Another patient's visit.");
    }
  }
  const items = await repo.itemsByIds(
    db,
    clinicId,
    body.lines.map((l) => l.item_id),
  );
  const byId = new Map(items.map((i) => [Number(i.item_id), i]));
  const missing: Record<string, string> = {};
  const retired: Record<string, string> = {};
  body.lines.forEach((l, i) => {
    const item = byId.get(l.item_id);
    if (!item) missing[`lines.${i}.item_id`] = 'PHARMACY.ITEM_NOT_FOUND';
    else if (item.is_active !== 1) retired[`lines.${i}.item_id`] = 'PHARMACY.DISPENSE.ITEM_RETIRED';
  });
  if (Object.keys(missing).length > 0) throw fieldError(404, missing, 'No such item in this clinic.');
  if (Object.keys(retired).length > 0) throw fieldError(400, retired, 'This item is no longer sold.');
  return byId;
}

interface Taken {
  position: number;
  batch_id: number;
  quantity: number;
}

/** Takes a line's units batch by batch; throws the 409 when the batches hold fewer. */
async function takeLine(db: Db, clinicId: number, itemId: number, wanted: number, index: number, today: string) {
  const taken = new Map<number, number>();
  let left = wanted;
  for (let round = 0; left > 0; round++) {
    if (round > 50) {
      throw AppError.conflict('lines', 'PHARMACY.DISPENSE.BUSY', 'The counter is busy; please try again.');
    }
    const picked = plan(await stock.batchesWithUnits(db, clinicId, [itemId]), left, today);
    if ('short' in picked) {
      const available = picked.available + (wanted - left);
      throw new AppError(
        409,
        'PHARMACY.DISPENSE.OUT_OF_STOCK',
        `Only ${available} left of this item: nothing was sold.`,
        { [`lines.${index}.quantity`]: 'PHARMACY.DISPENSE.OUT_OF_STOCK' },
      );
    }
    for (const take of picked.takes) {
      // Another sale may have taken these units since they were read: then plan again from fresh rows.
      if (!(await stock.takeUnits(db, clinicId, take.batch_id, take.quantity))) break;
      taken.set(take.batch_id, (taken.get(take.batch_id) ?? 0) + take.quantity);
      left -= take.quantity;
    }
  }
  return [...taken].map(([batch_id, quantity]) => ({ batch_id, quantity }));
}

export async function dispense(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZDispenseCreate>,
  idemKey: string | null,
  now: Date,
): Promise<{ result: TSale; replayed: boolean }> {
  const today = indiaDate(now);
  const items = await checkReferences(db, caller.clinicId, body);
  const idem = idemKey
    ? { scope: 'pharmacy-dispense', caller: `staff:${caller.staffId}`, key: idemKey, request: body, now }
    : null;
  return requests.once(db, idem, async (trx) => {
    const taken: Taken[] = [];
    // Lines in item order, so two sales lock the same batches in the same order (no deadlock on PostgreSQL).
    const order = body.lines.map((l, i) => ({ ...l, i })).sort((a, b) => a.item_id - b.item_id);
    for (const line of order) {
      const takes = await takeLine(trx, caller.clinicId, line.item_id, line.quantity, line.i, today);
      taken.push(...takes.map((t) => ({ ...t, position: line.i })));
    }
    taken.sort((a, b) => a.position - b.position);
    const batches = new Map(
      (
        await stock.batchesOfIds(
          trx,
          caller.clinicId,
          taken.map((t) => t.batch_id),
        )
      ).map((b) => [Number(b.batch_id), b]),
    );
    const lines = taken.map((t) => {
      const item = items.get(body.lines[t.position]!.item_id)!;
      const batch = batches.get(t.batch_id)!;
      const split = splitInclusive(t.quantity * batch.mrp, item.gst_rate_bp);
      return {
        item_id: Number(item.item_id),
        batch_id: t.batch_id,
        name: item.name,
        name_guj: item.name_guj,
        hsn_code: item.hsn_code,
        gst_rate_bp: item.gst_rate_bp,
        quantity: t.quantity,
        mrp: batch.mrp,
        ...split,
      };
    });
    const totals = totalsOf(lines.map((l) => ({ ...l, rate_bp: l.gst_rate_bp })));
    const fy = financialYearOf(today);
    const invoiceNo = await stock.takeInvoiceNumber(trx, caller.clinicId, fy);
    const saleId = await stock.insertSale(
      trx,
      {
        clinic_id: caller.clinicId,
        financial_year: fy,
        invoice_no: invoiceNo,
        invoice_date: today,
        document: documentOf(lines.map((l) => l.gst_rate_bp)),
        patient_id: body.patient_id,
        visit_id: body.visit_id,
        customer_name: body.patient_id === null ? body.customer_name : null,
        payment: body.payment,
        ...totals,
        created_by: caller.staffId,
        created_at: now.toISOString(),
      },
      lines,
    );
    return saleOf(trx, caller.clinicId, saleId);
  });
}

/**
 * Issue 21 point 1: medicines dispensed to a patient and charged to the stay (payment 0, not paid at the counter)
 * are lines of the ward's final bill — each sale line at its MRP, GST included, dated by its invoice.
 */
registerChargeSource('pharmacy', async (db, q) =>
  (await stock.stayLines(db, q.clinicId, q.patientId, q.from, q.to)).map((l) => ({
    kind: 'medicine' as const,
    description: l.name,
    description_guj: l.name_guj,
    date: l.invoice_date,
    quantity: l.quantity,
    unit_paise: l.mrp,
    amount_paise: l.amount,
    source_id: Number(l.sale_id),
  })),
);
