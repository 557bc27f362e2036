import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { addDays, indiaDate } from '@gd/contracts/india-time';
import { paths } from '@gd/contracts/paths';
import type { DB } from '../../db/schema';
import * as directory from '../directory/service';
import * as notifications from '../notifications/service';
import { lastPeriodsEndingBetween } from './expiry-repo';

/**
 * Decision 69: a plan's owner is told once when it ends within 7 days and once when it has ended (no renewal
 * after it). The job runs every hour in each process; the notifications module's claim on
 * `plan_expiring:<subscription>` / `plan_expired:<subscription>` decides which of two processes sends it.
 * Periods that ended more than 30 days before the job first sees them are not announced any more.
 */
export const EXPIRING_DAYS = 7;
const EXPIRED_LOOKBACK_DAYS = 30;
const BATCH = 500;

export async function sendPlanNotices(db: Kysely<DB>, now: Date): Promise<number> {
  const today = indiaDate(now);
  const windows = [
    { kind: 'plan_expiring' as const, from: today, to: addDays(today, EXPIRING_DAYS) },
    { kind: 'plan_expired' as const, from: addDays(today, -EXPIRED_LOOKBACK_DAYS), to: addDays(today, -1) },
  ];
  let sent = 0;
  for (const w of windows) {
    for (let offset = 0; ; offset += BATCH) {
      const page = await lastPeriodsEndingBetween(db, w.from, w.to, BATCH, offset);
      sent += await announce(db, page, w.kind, now);
      if (page.length < BATCH) break;
    }
  }
  return sent;
}

async function announce(
  db: Kysely<DB>,
  due: Awaited<ReturnType<typeof lastPeriodsEndingBetween>>,
  kind: 'plan_expiring' | 'plan_expired',
  now: Date,
): Promise<number> {
  const businesses = await directory.businessesById(
    db,
    due.map((s) => s.business_id),
  );
  let sent = 0;
  for (const s of due) {
    const b = businesses.get(s.business_id);
    if (!b || b.deleted_at) continue;
    const outcome = await notifications.notify(
      db,
      {
        userId: b.owner_user_id,
        kind,
        businessId: s.business_id,
        params: { business_name: b.business_name, plan_name: s.plan_name, end_date: s.end_date },
        link: paths.subscription.href(),
        claimKey: `${kind}:${s.subscription_id}`,
        now,
      },
      { waitForMail: true },
    );
    if (outcome === 'sent' || outcome === 'stored') sent++;
  }
  return sent;
}

/** Runs the plan notices every hour (not under NODE_ENV=test, where tests call `sendPlanNotices` with their clock). */
export async function planNoticeJob(app: FastifyInstance): Promise<void> {
  if (app.config.NODE_ENV === 'test') return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sendPlanNotices(app.db, app.clock.now());
    } catch (err) {
      app.log.error({ err }, 'plan notices failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void run(), 90_000);
  const timer = setInterval(() => void run(), 60 * 60_000);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
}
