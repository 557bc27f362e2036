/**
 * Decision 70 in the demo data: invoices numbered in the order the payments were made, with a valid seller GSTIN
 * and parts that add up; each approved or rejected business has its decision in its review history.
 * Seeds its own database (SQLite, or PostgreSQL under the api-postgres project), as seed.test.ts does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidGstin } from '@gd/contracts/gstin';
import { connect, type Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
import { emptyPostgresDatabase } from './helpers';

describe('demo invoices and review history (decision 70)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gd-seed70-'));
  let database: Database;
  let drop = async () => {};

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const scratch = await emptyPostgresDatabase('gd_seed70');
      database = connect({ databaseUrl: scratch.url, dataDir, poolMax: 2 });
      drop = scratch.drop;
    } else {
      database = connect({ dataDir });
    }
    await migrateToLatest(database.db);
    await seedDemo(database.db, { dataDir, businesses: 60 });
  }, 120_000);

  afterAll(async () => {
    await database.close();
    await drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('numbers the invoices of each financial year in payment order, without gaps', async () => {
    const paid = await database.db
      .selectFrom('payments')
      .select(['invoice_number', 'paid_at', 'invoice_data', 'buyer_gstin'])
      .where('invoice_number', 'is not', null)
      .orderBy('paid_at')
      .orderBy('payment_id')
      .execute();
    expect(paid.length).toBeGreaterThan(2);
    const lastOfYear = new Map<string, number>();
    for (const p of paid) {
      const [, fy, n] = p.invoice_number!.split('/') as [string, string, string];
      expect(Number(n), p.invoice_number!).toBe((lastOfYear.get(fy) ?? 0) + 1);
      lastOfYear.set(fy, Number(n));
      const inv = JSON.parse(p.invoice_data!);
      expect(isValidGstin(inv.seller.gstin)).toBe(true);
      expect(inv.taxable_paise + inv.cgst_paise + inv.sgst_paise + inv.igst_paise).toBe(inv.total_paise);
      expect(inv.cgst_paise).toBe(inv.sgst_paise);
      expect(inv.place_of_supply.code).toMatch(/^\d{2}$/);
      expect(inv.item.sac).toBe('998319');
    }
    // The demo owner's Premium business gave a GSTIN; it is valid and on its invoice.
    const withGstin = paid.filter((p) => p.buyer_gstin);
    expect(withGstin).toHaveLength(1);
    expect(isValidGstin(withGstin[0]!.buyer_gstin!)).toBe(true);
    expect(JSON.parse(withGstin[0]!.invoice_data!).buyer.gstin).toBe(withGstin[0]!.buyer_gstin);
  });

  it('gives each approved or rejected business its decision, by the demo admin, rejections with their reason', async () => {
    const decided = await database.db
      .selectFrom('businesses')
      .select(['business_id', 'is_approve', 'approval_reason'])
      .where('is_approve', '!=', 0)
      .execute();
    const events = await database.db
      .selectFrom('business_review_events')
      .select(['business_id', 'action', 'reason', 'actor_user_id'])
      .execute();
    expect(events).toHaveLength(decided.length);
    const byId = new Map(decided.map((b) => [b.business_id, b]));
    for (const e of events) {
      const b = byId.get(e.business_id)!;
      expect(e.action).toBe(b.is_approve === 1 ? 'approved' : 'rejected');
      expect(e.reason).toBe(b.is_approve === 2 ? b.approval_reason : null);
      expect(e.actor_user_id).not.toBeNull();
    }
  });
});
