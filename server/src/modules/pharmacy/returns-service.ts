import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { SALE_PAYMENT } from '@gd/contracts/codes';
import { daysBetween, indiaDate } from '@gd/contracts/india-time';
import { PHARMACY_LIMITS, type TCreditNote, type ZReturnCreate } from '@gd/contracts/schemas/clinic-pharmacy';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import type { StaffCaller } from '../clinic/guards';
import * as requests from '../requests/service';
import { creditNoteLabel, invoiceLabel } from './dispense-service';
import { returnShare, totalsOf } from './gst';
import * as link from './links';
import * as repo from './returns-repo';
import * as stock from './stock-repo';

/**
 * Sales returns (decision 95): units of a sale's lines come back at the counter within 30 days of the sale's India
 * date and the money goes back by a payment mode (the sale's unless another is chosen), on a credit note numbered
 * `CN/2026-27/0001` per clinic per financial year (decision 99 lists it as money out).
 *
 * - Each line's returned units are raised by a conditional update that lands only while they stay within the units
 *   sold (`returns-repo.ts` `addReturned`, and a CHECK), so returns at once never give back a unit twice; asking for
 *   more than is still returnable refuses the whole return (409 on the line, with how many may still come back).
 * - A return's share of a line's figures is the line's, proportional to the units (`gst.ts` `returnShare`), so once
 *   every unit is back the credit notes add up to exactly the line.
 * - Units of a batch that has not expired go back into it; an expired batch's are written off (`restocked` 0).
 * - A sale charged to an in-patient stay (payment 0) is refused (409 `PHARMACY.RETURN.CHARGED_TO_STAY`): its money
 *   is not taken at the counter but on the stay's final bill, which charges its lines (issue 21 point 1), so the
 *   counter has nothing to refund; a correction belongs on that bill.
 * - The credit note number is raised last in the transaction: a refused return takes none (gap-free).
 */

type ReturnRow = NonNullable<Awaited<ReturnType<typeof repo.returnById>>>;
type SaleLine = Awaited<ReturnType<typeof repo.saleLinesForReturn>>[number];

function tooMany(index: number, line: SaleLine, left: number) {
  return new AppError(
    409,
    'PHARMACY.RETURN.TOO_MANY',
    `Only ${left} of ${line.name} (batch ${line.batch_no}) may still be returned: nothing was returned.`,
    { [`lines.${index}.quantity`]: 'PHARMACY.RETURN.TOO_MANY' },
  );
}

async function creditNoteView(db: Db, clinicId: number, row: ReturnRow): Promise<TCreditNote> {
  const sale = await stock.saleById(db, clinicId, row.sale_id);
  if (!sale) throw AppError.notFound('PHARMACY.SALE_NOT_FOUND', 'No such sale in this clinic.');
  const [lines, names, patient] = await Promise.all([
    repo.linesOfReturn(db, Number(row.return_id)),
    link.staffNames(db, clinicId),
    sale.patient_id === null ? Promise.resolve(null) : link.patientOf(db, clinicId, sale.patient_id),
  ]);
  return {
    return_id: Number(row.return_id),
    credit_note_number: creditNoteLabel(row.financial_year, row.credit_note_no),
    return_date: row.return_date,
    sale_id: Number(sale.sale_id),
    invoice_number: invoiceLabel(sale.financial_year, sale.invoice_no),
    invoice_date: sale.invoice_date,
    patient_name: patient?.name ?? null,
    patient_name_guj: patient?.name_guj ?? null,
    case_no: patient?.case_no ?? null,
    customer_name: sale.customer_name,
    reason: row.reason,
    refund_mode: row.refund_mode,
    lines: lines.map((l) => ({ ...l, restocked: Number(l.restocked) === 1 })),
    taxable: row.taxable,
    cgst: row.cgst,
    sgst: row.sgst,
    exempt: row.exempt,
    total: row.total,
    created_by_name: names.get(row.created_by) ?? '',
    created_at: row.created_at,
  };
}

/** A credit note of the caller's clinic (another clinic's is a 404). */
export async function creditNoteOf(db: Db, clinicId: number, returnId: number): Promise<TCreditNote> {
  const row = await repo.returnById(db, clinicId, returnId);
  if (!row) throw AppError.notFound('PHARMACY.RETURN.NOT_FOUND', 'No such credit note in this clinic.');
  return creditNoteView(db, clinicId, row);
}

export async function createReturn(
  db: Kysely<DB>,
  caller: StaffCaller,
  saleId: number,
  body: z.output<typeof ZReturnCreate>,
  idemKey: string | null,
  now: Date,
): Promise<{ result: TCreditNote; replayed: boolean }> {
  const today = indiaDate(now);
  const sale = await stock.saleById(db, caller.clinicId, saleId);
  if (!sale) throw AppError.notFound('PHARMACY.SALE_NOT_FOUND', 'No such sale in this clinic.');
  if (sale.payment === SALE_PAYMENT.TO_STAY) {
    throw AppError.conflict(
      'sale_id',
      'PHARMACY.RETURN.CHARGED_TO_STAY',
      "This sale was charged to the in-patient stay: its money is on the stay's bill, not refunded at the counter.",
    );
  }
  if (daysBetween(sale.invoice_date, today) > PHARMACY_LIMITS.RETURN_DAYS) {
    throw AppError.conflict(
      'sale_id',
      'PHARMACY.RETURN.TOO_LATE',
      `A sale is returned within ${PHARMACY_LIMITS.RETURN_DAYS} days of its invoice.`,
    );
  }
  const saleLines = new Map((await repo.saleLinesForReturn(db, caller.clinicId, saleId)).map((l) => [l.line_id, l]));
  const missing: Record<string, string> = {};
  body.lines.forEach((l, i) => {
    if (!saleLines.has(l.sale_line_id)) missing[`lines.${i}.sale_line_id`] = 'PHARMACY.RETURN.LINE_NOT_FOUND';
  });
  if (Object.keys(missing).length > 0) {
    throw new AppError(404, 'PHARMACY.RETURN.LINE_NOT_FOUND', 'No such line in this sale.', missing);
  }
  // Checked here for a quick answer, and again by the conditional update inside the transaction.
  body.lines.forEach((l, i) => {
    const line = saleLines.get(l.sale_line_id)!;
    const left = line.quantity - line.returned_quantity;
    if (l.quantity > left) throw tooMany(i, line, left);
  });
  const refundMode = body.refund_mode ?? sale.payment;
  const idem = idemKey
    ? {
        scope: 'pharmacy-return',
        caller: `staff:${caller.staffId}`,
        key: idemKey,
        request: { sale_id: saleId, ...body },
        now,
      }
    : null;
  return requests.once(db, idem, async (trx) => {
    // Sale lines in id order, so two returns of one sale lock its lines in the same order.
    const order = body.lines.map((l, i) => ({ ...l, i })).sort((a, b) => a.sale_line_id - b.sale_line_id);
    const taken: { i: number; line: SaleLine; quantity: number; share: ReturnType<typeof returnShare> }[] = [];
    for (const l of order) {
      const line = saleLines.get(l.sale_line_id)!;
      const after = await repo.addReturned(trx, saleId, l.sale_line_id, l.quantity);
      if (after === null) {
        throw tooMany(l.i, line, line.quantity - (await repo.returnedOf(trx, l.sale_line_id)));
      }
      taken.push({ i: l.i, line, quantity: l.quantity, share: returnShare(line, after - l.quantity, l.quantity) });
    }
    // Back on the shelf, batches in the counter's order (item, expiry): an expired batch's units are written off.
    const restocked = new Set<number>();
    const shelf = taken
      .filter((t) => t.line.expiry_date >= today)
      .sort(
        (a, b) =>
          a.line.item_id - b.line.item_id ||
          a.line.expiry_date.localeCompare(b.line.expiry_date) ||
          a.line.batch_id - b.line.batch_id,
      );
    for (const t of shelf) {
      if (!(await repo.restockUnits(trx, caller.clinicId, t.line.batch_id, t.quantity))) {
        throw new Error(`batch ${t.line.batch_id} would hold more than it received`);
      }
      restocked.add(t.i);
    }
    taken.sort((a, b) => a.i - b.i);
    const totals = totalsOf(taken.map((t) => ({ ...t.share, rate_bp: t.line.gst_rate_bp })));
    const fy = financialYearOf(today);
    const number = await repo.takeCreditNoteNumber(trx, caller.clinicId, fy);
    const returnId = await repo.insertReturn(
      trx,
      {
        clinic_id: caller.clinicId,
        sale_id: saleId,
        financial_year: fy,
        credit_note_no: number,
        return_date: today,
        reason: body.reason,
        refund_mode: refundMode,
        ...totals,
        created_by: caller.staffId,
        created_at: now.toISOString(),
      },
      taken.map((t) => ({
        sale_line_id: t.line.line_id,
        batch_id: t.line.batch_id,
        quantity: t.quantity,
        ...t.share,
        restocked: restocked.has(t.i) ? 1 : 0,
      })),
    );
    return creditNoteOf(trx, caller.clinicId, returnId);
  });
}
