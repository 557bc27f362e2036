import type { z } from 'zod';
import { indiaDate } from '@gd/contracts/india-time';
import {
  gstinStateCode,
  type TPharmacyItem,
  type TPharmacySettings,
  type TPharmacySupplier,
  type ZPharmacyItemInput,
  type ZPharmacySettingsInput,
  type ZPharmacySupplierInput,
} from '@gd/contracts/schemas/clinic-pharmacy';
import type { Db } from '../../db/sql';
import { uniqueViolationColumn } from '../../platform/db-errors';
import { AppError } from '../../platform/errors';
import * as link from './links';
import * as repo from './repo';
import * as stock from './stock-repo';

/**
 * The pharmacy's masters (decision 95): its stock items (name in both scripts, HSN code, GST rate as data, unit,
 * reorder level, optionally the medicine of the clinic's master a prescription names), its own suppliers (GSTIN
 * with its check character, GST type, approval level) and its registration for the invoice. Kept by the clinic
 * administrator; an item or supplier is never deleted (sales and purchases name it), it is retired. One name per
 * clinic, whatever its case or spacing (409).
 */

// ---- settings -----------------------------------------------------------------------------------------------

export async function settings(db: Db, clinicId: number): Promise<TPharmacySettings> {
  const row = await repo.settingsOf(db, clinicId);
  return { gstin: row?.gstin ?? null, drug_licence: row?.drug_licence ?? null };
}

export async function saveSettings(
  db: Db,
  clinicId: number,
  body: z.output<typeof ZPharmacySettingsInput>,
  now: Date,
): Promise<TPharmacySettings> {
  await repo.saveSettings(db, clinicId, body, now.toISOString());
  return settings(db, clinicId);
}

// ---- items --------------------------------------------------------------------------------------------------

type ItemRow = Awaited<ReturnType<typeof repo.items>>[number];

async function itemViews(db: Db, clinicId: number, rows: ItemRow[], now: Date): Promise<TPharmacyItem[]> {
  const ids = rows.map((r) => Number(r.item_id));
  const [units, medicines] = await Promise.all([
    stock.unitsByItem(db, clinicId, indiaDate(now), ids),
    rows.some((r) => r.medicine_id !== null) ? link.medicinesById(db, clinicId) : Promise.resolve(new Map()),
  ]);
  const onHand = new Map(units.map((u) => [u.item_id, Number(u.on_hand ?? 0)]));
  return rows.map((r) => ({
    item_id: Number(r.item_id),
    name: r.name,
    name_guj: r.name_guj,
    hsn_code: r.hsn_code,
    gst_rate_bp: r.gst_rate_bp,
    unit: r.unit,
    reorder_level: r.reorder_level,
    medicine_id: r.medicine_id,
    medicine_name: r.medicine_id !== null ? (medicines.get(r.medicine_id)?.name ?? null) : null,
    is_active: r.is_active === 1,
    on_hand: onHand.get(Number(r.item_id)) ?? 0,
  }));
}

export async function listItems(db: Db, clinicId: number, q: string | undefined, all: boolean, now: Date) {
  return itemViews(db, clinicId, await repo.items(db, clinicId, { q, all }), now);
}

const itemNotFound = () => AppError.notFound('PHARMACY.ITEM_NOT_FOUND', 'No such item in this clinic.');

async function fetchItem(db: Db, clinicId: number, id: number, now: Date): Promise<TPharmacyItem> {
  const rows = await repo.itemsByIds(db, clinicId, [id]);
  if (rows.length === 0) throw itemNotFound();
  return (await itemViews(db, clinicId, rows, now))[0]!;
}

async function itemValues(db: Db, clinicId: number, body: z.output<typeof ZPharmacyItemInput>) {
  if (body.medicine_id !== null && !(await link.medicinesById(db, clinicId)).has(body.medicine_id)) {
    throw new AppError(404, 'PHARMACY.ITEM.MEDICINE_NOT_FOUND', 'No such medicine in this clinic.', {
      medicine_id: 'PHARMACY.ITEM.MEDICINE_NOT_FOUND',
    });
  }
  return {
    name: body.name.replace(/\s+/g, ' '),
    name_guj: body.name_guj,
    hsn_code: body.hsn_code,
    gst_rate_bp: body.gst_rate_bp,
    unit: body.unit,
    reorder_level: body.reorder_level,
    medicine_id: body.medicine_id,
    is_active: body.is_active ? 1 : 0,
  } satisfies repo.ItemValues;
}

/** Which unique index refused a write, named in the error (SQLite's message, PostgreSQL's constraint). */
export function violated(err: unknown, index: RegExp): boolean {
  if (uniqueViolationColumn(err) === null) return false;
  const e = err as { message?: string; constraint?: string };
  return index.test(`${e.constraint ?? ''} ${e.message ?? ''}`);
}

function itemConflict(err: unknown): never {
  const column = uniqueViolationColumn(err);
  if (violated(err, /medicine/)) {
    throw AppError.conflict('medicine_id', 'PHARMACY.ITEM.MEDICINE_TAKEN', 'Another item is this medicine.');
  }
  if (column) throw AppError.conflict('name', 'PHARMACY.ITEM.DUPLICATE', 'This item is already in the list.');
  throw err;
}

export async function createItem(db: Db, clinicId: number, body: z.output<typeof ZPharmacyItemInput>, now: Date) {
  const values = await itemValues(db, clinicId, body);
  let id: number;
  try {
    id = await repo.insertItem(db, clinicId, values, now.toISOString());
  } catch (err) {
    itemConflict(err);
  }
  return fetchItem(db, clinicId, id, now);
}

export async function updateItem(
  db: Db,
  clinicId: number,
  id: number,
  body: z.output<typeof ZPharmacyItemInput>,
  now: Date,
) {
  const values = await itemValues(db, clinicId, body);
  let found: boolean;
  try {
    found = await repo.updateItem(db, clinicId, id, values, now.toISOString());
  } catch (err) {
    itemConflict(err);
  }
  if (!found) throw itemNotFound();
  return fetchItem(db, clinicId, id, now);
}

// ---- suppliers ----------------------------------------------------------------------------------------------

type SupplierRow = Awaited<ReturnType<typeof repo.suppliers>>[number];

export const supplierView = (r: SupplierRow): TPharmacySupplier => ({
  supplier_id: Number(r.supplier_id),
  name: r.name,
  gstin: r.gstin,
  state_code: gstinStateCode(r.gstin),
  gst_type: r.gst_type,
  approval_level: r.approval_level,
  phone: r.phone,
  address: r.address,
  is_active: r.is_active === 1,
});

export async function listSuppliers(db: Db, clinicId: number): Promise<TPharmacySupplier[]> {
  return (await repo.suppliers(db, clinicId)).map(supplierView);
}

const supplierNotFound = () => AppError.notFound('PHARMACY.SUPPLIER_NOT_FOUND', 'No such supplier in this clinic.');

async function fetchSupplier(db: Db, clinicId: number, id: number): Promise<TPharmacySupplier> {
  const [row] = await repo.suppliers(db, clinicId, [id]);
  if (!row) throw supplierNotFound();
  return supplierView(row);
}

const supplierValues = (body: z.output<typeof ZPharmacySupplierInput>): repo.SupplierValues => ({
  name: body.name.replace(/\s+/g, ' '),
  gstin: body.gstin,
  gst_type: body.gst_type,
  approval_level: body.approval_level,
  phone: body.phone,
  address: body.address,
  is_active: body.is_active ? 1 : 0,
});

function supplierConflict(err: unknown): never {
  if (uniqueViolationColumn(err)) {
    throw AppError.conflict('name', 'PHARMACY.SUPPLIER.DUPLICATE', 'This supplier is already in the list.');
  }
  throw err;
}

export async function createSupplier(
  db: Db,
  clinicId: number,
  body: z.output<typeof ZPharmacySupplierInput>,
  now: Date,
) {
  let id: number;
  try {
    id = await repo.insertSupplier(db, clinicId, supplierValues(body), now.toISOString());
  } catch (err) {
    supplierConflict(err);
  }
  return fetchSupplier(db, clinicId, id);
}

export async function updateSupplier(
  db: Db,
  clinicId: number,
  id: number,
  body: z.output<typeof ZPharmacySupplierInput>,
  now: Date,
) {
  let found: boolean;
  try {
    found = await repo.updateSupplier(db, clinicId, id, supplierValues(body), now.toISOString());
  } catch (err) {
    supplierConflict(err);
  }
  if (!found) throw supplierNotFound();
  return fetchSupplier(db, clinicId, id);
}
