import { sql, type Kysely } from 'kysely';
import { APPROVAL } from '@gd/contracts/codes';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import type { DB } from '../schema';
import { createRandom, type Random } from './random';

/**
 * Decision 71: a year of daily activity per approved business (the owner's insights), ending yesterday in India
 * time on the day the seed runs, so the 7/30/90-day charts and their comparison with the period before always
 * have data. Each business has its own level of interest, busier weekends, the festival months (Navratri and
 * Diwali) and the wedding season busier, and a slow growth since it was approved; nothing before its approval.
 * Of the views come contact reveals, and of those calls and WhatsApp messages; directions, website clicks (only
 * with a website) and inquiries follow the views. The demo owner's businesses count exactly the inquiries they
 * have on the Inquiries tab. The all-time totals are at least what the days add up to.
 */

const DAY = 86_400_000;
const HISTORY_DAYS = 365;
const COLUMNS = 9;
/** Bound parameters per insert (under SQLite's 32,766 and PostgreSQL's 65,535). */
const MAX_PARAMS = 30_000;

/** A whole count with the expected value `x`: its floor, plus one with the chance of its fraction. */
const count = (rng: Random, x: number) => Math.floor(x) + (rng.next() < x - Math.floor(x) ? 1 : 0);

/** How much busier a month is than usual (Oct–Nov festivals, Dec–Feb weddings, the monsoon quieter). */
const SEASON = [1.2, 1.15, 1.0, 0.95, 0.9, 0.85, 0.75, 0.8, 0.95, 1.3, 1.35, 1.15];

interface Row {
  business_id: number;
  view_date: string;
  views: number;
  contact_views: number;
  calls: number;
  whatsapps: number;
  directions: number;
  website_clicks: number;
  inquiries: number;
}

export async function seedActivityHistory(
  db: Kysely<DB>,
  opts: { seed: number; until: Date; large: boolean; demoOwnerId: number },
): Promise<number> {
  const rng = createRandom(opts.seed ^ 0x1a5_17e5);
  const today = indiaDate(opts.until);
  const first = addDays(today, -HISTORY_DAYS);
  let written = 0;
  for (let after = 0; ;) {
    let q = db
      .selectFrom('businesses')
      .select(['business_id', 'owner_user_id', 'approved_at', 'created_at', 'website_url'])
      .where('is_approve', '=', APPROVAL.APPROVED)
      .where('business_id', '>', after)
      .orderBy('business_id')
      .limit(500);
    if (opts.large) q = q.where('owner_user_id', '=', opts.demoOwnerId);
    const targets = await q.execute();
    if (!targets.length) break;
    after = targets[targets.length - 1]!.business_id;

    const demoIds = targets.filter((b) => b.owner_user_id === opts.demoOwnerId).map((b) => b.business_id);
    const realInquiries = new Map<string, number>();
    if (demoIds.length) {
      const received = await db
        .selectFrom('inquiries')
        .select(['business_id', 'created_at'])
        .where('business_id', 'in', demoIds)
        .execute();
      for (const r of received) {
        const key = `${r.business_id}|${indiaDate(new Date(r.created_at))}`;
        realInquiries.set(key, (realInquiries.get(key) ?? 0) + 1);
      }
    }

    const rows: Row[] = [];
    for (const b of targets) {
      const demo = b.owner_user_id === opts.demoOwnerId;
      const since = indiaDate(new Date(b.approved_at ?? b.created_at));
      const start = since > first ? since : first;
      // Views a day at the start of the year, and how much it grows over it.
      const level = demo ? rng.int(6, 14) : rng.int(1, 12);
      const growth = 1 + rng.next() * 0.6;
      const revealRate = 0.06 + rng.next() * 0.08;
      const inquiryRate = 0.005 + rng.next() * 0.02;
      const hasWebsite = Boolean(b.website_url);
      for (let day = start; day < today; day = addDays(day, 1)) {
        const date = new Date(`${day}T00:00:00Z`);
        const progress = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / (HISTORY_DAYS * DAY);
        const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.35 : 1;
        const expected = level * (1 + (growth - 1) * progress) * weekend * SEASON[date.getUTCMonth()]!;
        const views = count(rng, expected * (0.55 + rng.next() * 0.9));
        const contact_views = count(rng, views * revealRate);
        const row: Row = {
          business_id: b.business_id,
          view_date: day,
          views,
          contact_views,
          calls: count(rng, contact_views * 0.45),
          whatsapps: count(rng, contact_views * 0.35),
          directions: count(rng, views * 0.03),
          website_clicks: hasWebsite ? count(rng, views * 0.025) : 0,
          inquiries: demo ? (realInquiries.get(`${b.business_id}|${day}`) ?? 0) : count(rng, views * inquiryRate),
        };
        if (row.views || row.inquiries) rows.push(row);
      }
    }

    await db.transaction().execute(async (trx) => {
      const per = Math.floor(MAX_PARAMS / COLUMNS);
      for (let i = 0; i < rows.length; i += per) {
        await trx
          .insertInto('business_view_days')
          .values(rows.slice(i, i + per))
          .execute();
      }
      const ids = targets.map((t) => t.business_id);
      const sum = (column: 'views' | 'inquiries') =>
        sql<number>`coalesce((select sum(${sql.ref(`v.${column}`)}) from business_view_days v where v.business_id = businesses.business_id), 0)`;
      await trx
        .updateTable('businesses')
        .set({
          total_view: sql`case when businesses.total_view > ${sum('views')} then businesses.total_view else ${sum('views')} end`,
          total_inquiry: sql`case when businesses.total_inquiry > ${sum('inquiries')} then businesses.total_inquiry else ${sum('inquiries')} end`,
        })
        .where('business_id', 'in', ids)
        .execute();
    });
    written += rows.length;
  }
  return written;
}
