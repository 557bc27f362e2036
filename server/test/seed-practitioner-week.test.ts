import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRACTITIONER, seedPractitioners } from '../src/db/seed/practitioners';
import { seedRecords } from '../src/db/seed/records';
import { createUser } from './factories';
import { createTestContext, type TestContext } from './helpers';

/**
 * The demo practitioner's day is never empty, whichever day the demo data is seeded: most practitioners keep
 * Sunday off, Dr. Kiran Vyas also sees patients on Sunday mornings, so a demo opened on a Sunday still has visits
 * booked, waiting and with the doctor today.
 */
describe('demo practitioner seeded on a Sunday', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext();
    const demoUser = await createUser(ctx.db);
    await seedRecords(ctx.db, '2025-01-01T00:00:00.000Z');
    await seedPractitioners(ctx.db, {
      seed: 20261123,
      // Sunday 29 November 2026, 11:30 India time.
      now: new Date('2026-11-29T06:00:00.000Z'),
      demoUserId: demoUser.user_id,
      at: '2025-10-01T00:00:00.000Z',
    });
  });
  afterAll(() => ctx.close());

  it('has Sunday morning timings and visits today in the statuses of a working day', async () => {
    const demo = await ctx.db
      .selectFrom('practitioners')
      .select('practitioner_id')
      .where('name', '=', DEMO_PRACTITIONER.name)
      .executeTakeFirstOrThrow();
    const sunday = await ctx.db
      .selectFrom('practitioner_timings')
      .select(['opens', 'closes'])
      .where('practitioner_id', '=', demo.practitioner_id)
      .where('day', '=', 7)
      .execute();
    expect(sunday.length).toBe(1);
    const today = await ctx.db
      .selectFrom('user_book_appointments')
      .select(['time_slot', 'status'])
      .where('practitioner_id', '=', demo.practitioner_id)
      .where('appointment_date', '=', '2026-11-29')
      .execute();
    // Within the Sunday shift: seen, with the doctor, waiting and booked, earliest first.
    expect(today.sort((a, b) => a.time_slot.localeCompare(b.time_slot))).toEqual([
      { time_slot: '09:00', status: 4 },
      { time_slot: '09:30', status: 3 },
      { time_slot: '10:00', status: 2 },
      { time_slot: '10:30', status: 1 },
    ]);

    // Everyone else keeps Sunday off.
    const others = await ctx.db
      .selectFrom('practitioner_timings')
      .select('practitioner_id')
      .where('day', '=', 7)
      .where('practitioner_id', '!=', demo.practitioner_id)
      .execute();
    expect(others).toEqual([]);
  });
});
