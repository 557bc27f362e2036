import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '@gd/contracts/india-time';
import { replaceHours } from '../src/modules/directory/hours-repo';
import { publicDataChanged } from '../src/platform/changes';
import { createBusiness, createCity } from './factories';
import { createTestContext, json, type TestContext } from './helpers';

/**
 * TEST_CLOCK_HEADER (the browser suite's server): a request's X-Test-Clock-Offset moves `app.clock` for that request
 * alone, through its body, its hooks and whatever it awaits; a bad offset is a 400 naming the header; without the
 * setting the header changes nothing.
 */
const HOUR = 3_600_000;

/** A route that reads the clock after reading a JSON body and after an await, as the clinic's routes do. */
function probe(app: FastifyInstance) {
  app.post('/probe-clock', async (req) => {
    const first = app.clock.now().getTime();
    await sleep(Number((req.body as { wait?: number }).wait ?? 0));
    return { first, after: app.clock.now().getTime() };
  });
}

/** Over a real socket: the body then arrives in stream events of its own, as in the browser suite. */
async function ask(ctx: TestContext, headers: Record<string, string>, wait = 0) {
  const res = await fetch(`${urls.get(ctx)}/probe-clock`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ wait }),
  });
  return { status: res.status, body: (await res.json()) as { first: number; after: number } };
}
const urls = new Map<TestContext, string>();

describe('the test clock header', () => {
  let on: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    [on, off] = await Promise.all([
      createTestContext({ TEST_CLOCK_HEADER: 'true' }, { beforeReady: probe }),
      createTestContext({}, { beforeReady: probe }),
    ]);
    for (const ctx of [on, off]) urls.set(ctx, await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
  });
  afterAll(async () => {
    await Promise.all([on?.close(), off?.close()]);
  });

  it('moves the clock for the request that asks, and only for it', async () => {
    const before = Date.now();
    const [plain, later, earlier] = await Promise.all([
      ask(on, {}, 20),
      ask(on, { 'x-test-clock-offset': String(5 * HOUR) }, 20),
      ask(on, { 'x-test-clock-offset': String(-11 * HOUR) }, 10),
    ]);
    const after = Date.now();
    for (const [answer, offset] of [
      [plain, 0],
      [later, 5 * HOUR],
      [earlier, -11 * HOUR],
    ] as const) {
      expect(answer.status).toBe(200);
      for (const at of [answer.body.first, answer.body.after]) {
        expect(at).toBeGreaterThanOrEqual(before + offset);
        expect(at).toBeLessThanOrEqual(after + offset);
      }
    }
  });

  it('answers 400 naming the header for an offset that is not whole milliseconds within a week', async () => {
    for (const bad of ['soon', '1.5', String(8 * 24 * HOUR), String(-8 * 24 * HOUR)]) {
      const res = await fetch(`${urls.get(on)}/probe-clock`, {
        method: 'POST',
        headers: { 'x-test-clock-offset': bad, 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, bad).toBe(400);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual({ 'x-test-clock-offset': 'FIELD_INVALID' });
    }
  });

  it("keeps cached answers made at a moved time apart from the real time's: they say what is open", async () => {
    const city = await createCity(on.db, { city_name: 'Anand', slug: 'anand' });
    const shop = await createBusiness(on.db, { business_name: 'Amul Parlour', location_id: city.city_id });
    const week = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '10:00', closes: '11:00' }));
    await replaceHours(on.db, shop.business_id, { week, holidays: [] });
    publicDataChanged(on.db, { topic: 'businesses' });
    const toIndia = (hhmm: string) => Date.parse(`${indiaDate(new Date())}T${hhmm}:00+05:30`) - Date.now();
    const url = `/api/businesses?city_id=${city.city_id}&open_now=1`;
    const openIds = async (offset: number) => {
      const res = await on.app.inject({ method: 'GET', url, headers: { 'x-test-clock-offset': String(offset) } });
      expect(res.statusCode, res.body).toBe(200);
      return (json(res).data.rows as { business_id: number }[]).map((r) => r.business_id);
    };
    const open = toIndia('10:30');
    const closed = toIndia('15:00');
    // Asked twice, the answer is kept (the micro-cache keeps what is asked again); the other hour is its own.
    expect(await openIds(open)).toEqual([shop.business_id]);
    expect(await openIds(open)).toEqual([shop.business_id]);
    expect(await openIds(closed)).toEqual([]);
    expect(await openIds(closed)).toEqual([]);
    expect(await openIds(open)).toEqual([shop.business_id]);
  });

  it('is an ordinary header when the setting is off', async () => {
    const before = Date.now();
    const answer = await ask(off, { 'x-test-clock-offset': String(5 * HOUR) });
    expect(answer.status).toBe(200);
    expect(answer.body.first).toBeGreaterThanOrEqual(before);
    expect(answer.body.first).toBeLessThanOrEqual(Date.now());
  });
});
