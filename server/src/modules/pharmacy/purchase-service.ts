import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { APPROVAL_LEVEL, PURCHASE_STATUS } from '@gd/contracts/codes';
import { financialYearOf } from '@gd/contracts/clinic-bill';
import { indiaDate } from '@gd/contracts/india-time';
import {
  PHARMACY_LIMITS,
  type TPurchase,
  type TPurchaseList,
  type ZPurchaseCreate,
  type ZPurchaseListQuery,
} from '@gd/contracts/schemas/clinic-pharmacy';
import type { DB } from '../../db/schema';
import type { Db } from '../../db/sql';
import { AppError } from '../../platform/errors';
import * as audit from '../audit/service';
import type { StaffCaller } from '../clinic/guards';
import * as requests from '../requests/service';
import { violated } from './items-service';
import * as link from './links';
import * as repo from './repo';

/**
 * Purchases (decision 95): a supplier's bill received in batches. It counts in stock only once approved at the
 * supplier's level, copied onto the purchase when it is received: N/A at once; Admin when a clinic administrator
 * approves; Admin+Treasurer when an administrator and then a treasurer — two different people — have. Each step
 * is UPDATE … WHERE status = the status read, so a second or simultaneous approval changes nothing (409), and the
 * last step makes the batches in the same transaction (a unique index on the line keeps them from being made
 * twice). A rejected purchase never counts.
 */
const { AWAITING_ADMIN, AWAITING_TREASURER, APPROVED, REJECTED } = PURCHASE_STATUS;

type Row = NonNullable<Awaited<ReturnType<typeof repo.purchaseById>>>;

/** What the caller may do with a purchase in its status now: approve/reject, or why not. */
export function refusal(caller: StaffCaller, p: Pick<Row, 'status' | 'admin_approved_by'>): AppError | null {
  if (p.status === AWAITING_ADMIN) {
    return caller.isClinicAdmin
      ? null
      : AppError.forbidden('PHARMACY.PURCHASE.ADMIN_APPROVES', 'The clinic administrator approves this purchase.');
  }
  if (p.status === AWAITING_TREASURER) {
    if (!caller.isTreasurer) {
      return AppError.forbidden('PHARMACY.PURCHASE.TREASURER_APPROVES', 'A treasurer approves this purchase now.');
    }
    if (p.admin_approved_by === caller.staffId) {
      return AppError.conflict(
        'status',
        'PHARMACY.PURCHASE.SAME_PERSON',
        'The second approval must come from someone else.',
      );
    }
    return null;
  }
  return decided();
}

const decided = () =>
  AppError.conflict('status', 'PHARMACY.PURCHASE.ALREADY_DECIDED', 'This purchase has already been decided.');
const notFound = () => AppError.notFound('PHARMACY.PURCHASE_NOT_FOUND', 'No such purchase in this clinic.');

async function views(db: Db, caller: StaffCaller, rows: Row[]): Promise<TPurchase[]> {
  const [lines, names, suppliers] = await Promise.all([
    repo.linesOfPurchases(
      db,
      rows.map((r) => Number(r.purchase_id)),
    ),
    link.staffNames(db, caller.clinicId),
    repo.suppliers(db, caller.clinicId, [...new Set(rows.map((r) => r.supplier_id))]),
  ]);
  const supplierName = new Map(suppliers.map((s) => [Number(s.supplier_id), s.name]));
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? ''));
  return rows.map((r) => ({
    purchase_id: Number(r.purchase_id),
    supplier_id: r.supplier_id,
    supplier_name: supplierName.get(r.supplier_id) ?? '',
    invoice_no: r.invoice_no,
    invoice_date: r.invoice_date,
    approval_level: r.approval_level,
    gst_type: r.gst_type,
    status: r.status,
    total_cost: r.total_cost,
    lines: lines
      .filter((l) => l.purchase_id === Number(r.purchase_id))
      .map(({ line_id: _l, purchase_id: _p, ...l }) => l),
    created_by_name: name(r.created_by) ?? '',
    created_at: r.created_at,
    admin_approved_by_name: name(r.admin_approved_by),
    admin_approved_at: r.admin_approved_at,
    treasurer_approved_by_name: name(r.treasurer_approved_by),
    treasurer_approved_at: r.treasurer_approved_at,
    rejected_by_name: name(r.rejected_by),
    rejected_at: r.rejected_at,
    reject_reason: r.reject_reason,
    actionable: refusal(caller, r) === null,
  }));
}

async function fetchOne(db: Db, caller: StaffCaller, id: number): Promise<TPurchase> {
  const row = await repo.purchaseById(db, caller.clinicId, id);
  if (!row) throw notFound();
  return (await views(db, caller, [row]))[0]!;
}

export async function listPurchases(
  db: Db,
  caller: StaffCaller,
  query: z.output<typeof ZPurchaseListQuery>,
): Promise<TPurchaseList> {
  const size = PHARMACY_LIMITS.PAGE_SIZE;
  const [rows, count] = await Promise.all([
    repo.purchasesPage(db, caller.clinicId, query.status, size, size * (query.page - 1)),
    repo.countPurchases(db, caller.clinicId, query.status),
  ]);
  return { rows: await views(db, caller, rows), count, page: query.page, page_size: size };
}

function invalid(errors: Record<string, string>, status = 400): AppError {
  return new AppError(status, Object.values(errors)[0] ?? 'VALIDATION', 'Please check the highlighted fields.', errors);
}

export async function createPurchase(
  db: Kysely<DB>,
  caller: StaffCaller,
  body: z.output<typeof ZPurchaseCreate>,
  idemKey: string | null,
  now: Date,
): Promise<{ result: TPurchase; replayed: boolean }> {
  const today = indiaDate(now);
  const [supplier] = await repo.suppliers(db, caller.clinicId, [body.supplier_id]);
  if (!supplier) throw invalid({ supplier_id: 'PHARMACY.SUPPLIER_NOT_FOUND' }, 404);
  const items = await repo.itemsByIds(db, caller.clinicId, [...new Set(body.lines.map((l) => l.item_id))]);
  const known = new Set(items.map((i) => Number(i.item_id)));
  const missing: Record<string, string> = {};
  body.lines.forEach((l, i) => {
    if (!known.has(l.item_id)) missing[`lines.${i}.item_id`] = 'PHARMACY.ITEM_NOT_FOUND';
  });
  if (Object.keys(missing).length > 0) throw invalid(missing, 404);
  const errors: Record<string, string> = {};
  if (supplier.is_active !== 1) errors.supplier_id = 'PHARMACY.PURCHASE.SUPPLIER_RETIRED';
  if (body.invoice_date > today) errors.invoice_date = 'PHARMACY.PURCHASE.INVOICE_DATE_FUTURE';
  body.lines.forEach((l, i) => {
    if (l.expiry_date <= today) errors[`lines.${i}.expiry_date`] = 'PHARMACY.PURCHASE.EXPIRED';
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const at = now.toISOString();
  const level = supplier.approval_level;
  const idem = idemKey
    ? { scope: 'pharmacy-purchase', caller: `staff:${caller.staffId}`, key: idemKey, request: body, now }
    : null;
  try {
    const answer = await requests.once(db, idem, async (trx) => {
      const counted = level === APPROVAL_LEVEL.NA;
      const id = await repo.insertPurchase(
        trx,
        {
          clinic_id: caller.clinicId,
          supplier_id: body.supplier_id,
          invoice_no: body.invoice_no,
          invoice_date: body.invoice_date,
          approval_level: level,
          gst_type: supplier.gst_type,
          status: counted ? APPROVED : AWAITING_ADMIN,
          total_cost: body.lines.reduce((sum, l) => sum + l.cost * l.quantity, 0),
          created_by: caller.staffId,
          admin_approved_by: null,
          admin_approved_at: null,
        },
        body.lines,
        at,
      );
      if (counted) await shelve(trx, caller.clinicId, id, now);
      await audit.audit(trx, {
        actorUserId: caller.userId,
        action: 'pharmacy.purchase.create',
        entity: 'pharmacy_purchases',
        entityId: id,
        after: { supplier_id: body.supplier_id, invoice_no: body.invoice_no, approval_level: level, counted },
        at,
      });
      return fetchOne(trx, caller, id);
    });
    return answer;
  } catch (err) {
    if (violated(err, /invoice_key|pharmacy_purchases/)) {
      throw AppError.conflict(
        'invoice_no',
        'PHARMACY.PURCHASE.DUPLICATE_BILL',
        'This bill of the supplier has already been received.',
      );
    }
    throw err;
  }
}

/** An approved purchase's batches go on the shelf, and it takes the clinic's voucher number (decision 99). */
async function shelve(trx: Db, clinicId: number, id: number, now: Date) {
  await repo.shelveLines(trx, clinicId, id);
  const day = indiaDate(now);
  await repo.numberVoucher(trx, clinicId, id, financialYearOf(day), day);
}

/** The next step of a waiting purchase by the caller; the last one counts its batches. */
export async function approvePurchase(db: Kysely<DB>, caller: StaffCaller, id: number, now: Date) {
  const row = await repo.purchaseById(db, caller.clinicId, id);
  if (!row) throw notFound();
  const refused = refusal(caller, row);
  if (refused) throw refused;
  const at = now.toISOString();
  const fromAdmin = row.status === AWAITING_ADMIN;
  const next = fromAdmin && row.approval_level === APPROVAL_LEVEL.ADMIN_TREASURER ? AWAITING_TREASURER : APPROVED;
  await db.transaction().execute(async (trx) => {
    const moved = await repo.movePurchase(
      trx,
      caller.clinicId,
      id,
      row.status,
      fromAdmin
        ? { status: next, admin_approved_by: caller.staffId, admin_approved_at: at }
        : { status: next, treasurer_approved_by: caller.staffId, treasurer_approved_at: at },
      at,
    );
    if (!moved) throw decided();
    if (next === APPROVED) await shelve(trx, caller.clinicId, id, now);
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: fromAdmin ? 'pharmacy.purchase.approve_admin' : 'pharmacy.purchase.approve_treasurer',
      entity: 'pharmacy_purchases',
      entityId: id,
      before: { status: row.status },
      after: { status: next },
      at,
    });
  });
  return fetchOne(db, caller, id);
}

export async function rejectPurchase(db: Kysely<DB>, caller: StaffCaller, id: number, reason: string, now: Date) {
  const row = await repo.purchaseById(db, caller.clinicId, id);
  if (!row) throw notFound();
  const refused = refusal(caller, row);
  if (refused) throw refused;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const moved = await repo.movePurchase(
      trx,
      caller.clinicId,
      id,
      row.status,
      { status: REJECTED, rejected_by: caller.staffId, rejected_at: at, reject_reason: reason },
      at,
    );
    if (!moved) throw decided();
    await audit.audit(trx, {
      actorUserId: caller.userId,
      action: 'pharmacy.purchase.reject',
      entity: 'pharmacy_purchases',
      entityId: id,
      before: { status: row.status },
      after: { status: REJECTED, reason },
      at,
    });
  });
  return fetchOne(db, caller, id);
}
