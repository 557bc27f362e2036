import { addDays, daysBetween, indiaDate } from '@gd/contracts/india-time';
import type { TExpiring, TReorder, TStock, TStockBatch } from '@gd/contracts/schemas/clinic-pharmacy';
import type { Db } from '../../db/sql';
import * as repo from './repo';
import * as stock from './stock-repo';

/**
 * The stock reports (decision 95): stock on hand by item with its batches, batches expiring within N days (90 by
 * default; those already expired too, they are still on the shelf), and active items below their reorder level. Only counted batches (of approved purchases) are stock. On screen and as CSV.
 */
type BatchRow = Awaited<ReturnType<typeof stock.batchesWithUnits>>[number];

const batchView = (b: BatchRow, today: string): TStockBatch => ({
  batch_id: Number(b.batch_id),
  batch_no: b.batch_no,
  expiry_date: b.expiry_date,
  mrp: b.mrp,
  quantity: b.quantity,
  expired: b.expiry_date < today,
});

export async function stockOnHand(db: Db, clinicId: number, now: Date): Promise<TStock> {
  const today = indiaDate(now);
  const [items, batches] = await Promise.all([
    repo.items(db, clinicId, { all: true }),
    stock.batchesWithUnits(db, clinicId),
  ]);
  const byItem = new Map<number, BatchRow[]>();
  for (const b of batches) byItem.set(b.item_id, [...(byItem.get(b.item_id) ?? []), b]);
  return {
    today,
    items: items
      // a retired item still shows while units of it are on the shelf
      .filter((i) => i.is_active === 1 || byItem.has(Number(i.item_id)))
      .map((i) => {
        const own = (byItem.get(Number(i.item_id)) ?? []).map((b) => batchView(b, today));
        return {
          item_id: Number(i.item_id),
          name: i.name,
          name_guj: i.name_guj,
          hsn_code: i.hsn_code,
          gst_rate_bp: i.gst_rate_bp,
          unit: i.unit,
          reorder_level: i.reorder_level,
          on_hand: own.filter((b) => !b.expired).reduce((s, b) => s + b.quantity, 0),
          expired_quantity: own.filter((b) => b.expired).reduce((s, b) => s + b.quantity, 0),
          batches: own,
        };
      }),
  };
}

export async function expiring(db: Db, clinicId: number, days: number, now: Date): Promise<TExpiring> {
  const today = indiaDate(now);
  const until = addDays(today, days);
  const batches = await stock.batchesExpiringBy(db, clinicId, until);
  const items = new Map(
    (await repo.itemsByIds(db, clinicId, [...new Set(batches.map((b) => b.item_id))])).map((i) => [
      Number(i.item_id),
      i,
    ]),
  );
  return {
    today,
    until,
    rows: batches.map((b) => {
      const item = items.get(b.item_id);
      return {
        ...batchView(b, today),
        item_id: b.item_id,
        name: item?.name ?? '',
        name_guj: item?.name_guj ?? null,
        unit: item?.unit ?? '',
        days_left: daysBetween(today, b.expiry_date),
      };
    }),
  };
}

export async function reorder(db: Db, clinicId: number, now: Date): Promise<TReorder> {
  const today = indiaDate(now);
  const [items, units] = await Promise.all([repo.items(db, clinicId), stock.unitsByItem(db, clinicId, today)]);
  const onHand = new Map(units.map((u) => [u.item_id, Number(u.on_hand ?? 0)]));
  return {
    today,
    rows: items
      .filter((i) => i.reorder_level > 0)
      .map((i) => {
        const have = onHand.get(Number(i.item_id)) ?? 0;
        return {
          item_id: Number(i.item_id),
          name: i.name,
          name_guj: i.name_guj,
          unit: i.unit,
          reorder_level: i.reorder_level,
          on_hand: have,
          shortfall: i.reorder_level - have,
          low: have < i.reorder_level,
        };
      })
      .filter((r) => r.low)
      .map(({ low: _low, ...r }) => r)
      .sort((a, b) => a.on_hand - a.reorder_level - (b.on_hand - b.reorder_level) || a.name.localeCompare(b.name)),
  };
}

// ---- CSV ----------------------------------------------------------------------------------------------------

/** Paise as rupees with two decimals ("1234.50"). */
export const rupees = (paise: number) => `${Math.trunc(paise / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

/** A CSV cell; a text cell starting with = + - @ is kept text (no spreadsheet formula). */
export function csvCell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csv = (rows: (string | number | null)[][]) =>
  Buffer.from(`\uFEFF${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');

/** One report as CSV: a header row, UTF-8 with a byte-order mark, CRLF, rupees with two decimals. */
export async function reportCsv(
  db: Db,
  clinicId: number,
  report: 'stock' | 'expiring' | 'reorder',
  days: number,
  now: Date,
): Promise<{ filename: string; csv: Buffer }> {
  const today = indiaDate(now);
  if (report === 'expiring') {
    const r = await expiring(db, clinicId, days, now);
    return {
      filename: `pharmacy-expiring-${today}-${days}d.csv`,
      csv: csv([
        ['item', 'item_guj', 'batch_no', 'expiry_date', 'days_left', 'expired', 'quantity', 'unit', 'mrp_rupees'],
        ...r.rows.map((b) => [
          b.name,
          b.name_guj,
          b.batch_no,
          b.expiry_date,
          b.days_left,
          b.expired ? 'yes' : 'no',
          b.quantity,
          b.unit,
          rupees(b.mrp),
        ]),
      ]),
    };
  }
  if (report === 'reorder') {
    const r = await reorder(db, clinicId, now);
    return {
      filename: `pharmacy-reorder-${today}.csv`,
      csv: csv([
        ['item', 'item_guj', 'unit', 'reorder_level', 'on_hand', 'shortfall'],
        ...r.rows.map((i) => [i.name, i.name_guj, i.unit, i.reorder_level, i.on_hand, i.shortfall]),
      ]),
    };
  }
  const r = await stockOnHand(db, clinicId, now);
  return {
    filename: `pharmacy-stock-${today}.csv`,
    csv: csv([
      [
        'item',
        'item_guj',
        'hsn',
        'gst_percent',
        'unit',
        'batch_no',
        'expiry_date',
        'expired',
        'quantity',
        'mrp_rupees',
      ],
      ...r.items.flatMap((i) =>
        i.batches.map((b) => [
          i.name,
          i.name_guj,
          i.hsn_code,
          i.gst_rate_bp / 100,
          i.unit,
          b.batch_no,
          b.expiry_date,
          b.expired ? 'yes' : 'no',
          b.quantity,
          rupees(b.mrp),
        ]),
      ),
    ]),
  };
}
