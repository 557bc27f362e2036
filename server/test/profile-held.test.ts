import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStatus } from '@gd/contracts/opening-hours';
import { connect, type Database } from '../src/db/connection';
import { ok } from '../src/platform/envelope';
import { publicDataChanged } from '../src/platform/changes';
import { profileAnswer } from '../src/modules/directory/profile-docs';
import { ASKED_ONCE, COUNT_MS, Held } from '../src/modules/directory/profile-held';
import { loadProfile } from '../src/modules/directory/profile-service';
import { ViewCounter } from '../src/modules/directory/views';
import { createBusiness, createCity } from './factories';
import { createTestContext, fakeClock, type TestContext } from './helpers';

/**
 * Decision 84: a profile document read twice is held in memory with its view count; after COUNT_MS only the count
 * (and that the business is still public) is read again, the profile requests that come in together are read in
 * one query, and the view batch's new totals show at once. The answers stay byte for byte the assembly's.
 */
describe('profile documents held in memory', () => {
  let ctx: TestContext;
  let counted: Database;
  const queries: string[] = [];
  const clock = fakeClock(new Date('2026-11-23T08:00:00.000Z'));
  const ids: number[] = [];

  const assembled = async (id: number) => {
    const p = await loadProfile(ctx.db, id);
    if (!p) return null;
    return JSON.stringify(ok({ ...p, open_status: openStatus(p.opening_hours ?? null, clock.now()) }));
  };
  /** The answer through the counting connection, with the SQL it sent. */
  const answer = async (id: number) => {
    queries.length = 0;
    const text = await profileAnswer(counted.db, id, clock.now());
    return { text, sql: [...queries] };
  };
  const documentReads = (sql: string[]) => sql.filter((q) => q.includes('business_profiles')).length;

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    const city = await createCity(ctx.db, { city_name: 'Surat', city_name_guj: 'સુરત', slug: 'surat' });
    for (let i = 0; i < 12; i++) {
      const b = await createBusiness(ctx.db, {
        business_name: i % 2 ? `કાપડ ઘર ${i}` : `Cloth House ${i}`,
        location_id: city.city_id,
        total_view: 10 * i,
      });
      ids.push(b.business_id);
    }
    // A second connection to the same database whose queries the test sees.
    counted = connect({
      databaseUrl: ctx.config.DATABASE_URL,
      dataDir: ctx.dataDir,
      onQuery: (sql) => queries.push(sql),
    });
    for (const id of ids) await profileAnswer(ctx.db, id, clock.now()); // the documents are built and stored
  });
  afterAll(async () => {
    vi.useRealTimers();
    await counted.close();
    await ctx.close();
  });

  it('reads the documents of profiles asked together in one query; one read again is held and answered from memory', async () => {
    queries.length = 0;
    const texts = await Promise.all(ids.map((id) => profileAnswer(counted.db, id, clock.now())));
    expect(documentReads(queries)).toBe(1);
    expect(queries).toHaveLength(1);
    for (let i = 0; i < ids.length; i++) expect(texts[i]).toBe(await assembled(ids[i]!));
    // Read once, not held: the second ask reads it again (and holds it), the third is answered from memory.
    const second = await answer(ids[0]!);
    expect(documentReads(second.sql)).toBe(1);
    expect(second.text).toBe(await assembled(ids[0]!));
    const third = await answer(ids[0]!);
    expect(third.sql).toHaveLength(0);
    expect(third.text).toBe(await assembled(ids[0]!));
  });

  it('holds a document only when it is read again while its first read is remembered', () => {
    const held = new Held(counted.db);
    expect(held.worthHolding(1)).toBe(false);
    expect(held.worthHolding(2)).toBe(false);
    expect(held.worthHolding(1)).toBe(true);
    // Taken up by the hold: a third read after it was dropped starts over.
    expect(held.worthHolding(1)).toBe(false);
    // Past ASKED_ONCE ids read once, those remembered are forgotten all at once.
    for (let id = 1_000; id < 1_000 + ASKED_ONCE; id++) held.worthHolding(id);
    expect(held.worthHolding(2)).toBe(false);
    expect(held.worthHolding(2)).toBe(true);
  });

  it('reads only the view count once it is older than COUNT_MS, and sees it live', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const id = ids[3]!;
      await answer(id);
      await ctx.db.updateTable('businesses').set({ total_view: 777 }).where('business_id', '=', id).execute();
      vi.setSystemTime(Date.now() + COUNT_MS + 1);
      const later = await answer(id);
      expect(later.sql).toHaveLength(1);
      expect(documentReads(later.sql)).toBe(0);
      expect(later.text).toBe(await assembled(id));
      expect(JSON.parse(later.text!).data.total_view).toBe(777);
      // No longer public: a 404 (null) as soon as the count is read again.
      await ctx.db.updateTable('businesses').set({ is_approve: 0 }).where('business_id', '=', id).execute();
      vi.setSystemTime(Date.now() + COUNT_MS + 1);
      expect((await answer(id)).text).toBeNull();
      await ctx.db.updateTable('businesses').set({ is_approve: 1 }).where('business_id', '=', id).execute();
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps a held document for the request's India day, whatever day the machine's clock has reached", async () => {
    const id = ids[4]!;
    await answer(id);
    await answer(id); // read again: held
    expect((await answer(id)).sql).toHaveLength(0);
    // The machine's clock passes India midnight (or a test moved the request's clock): the request's day decides.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-25T18:31:00.000Z') });
    try {
      const later = await answer(id);
      expect(documentReads(later.sql)).toBe(0);
      expect(later.text).toBe(await assembled(id));
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the totals its view batch wrote without reading them, and a change at once', async () => {
    const id = ids[5]!;
    const before = JSON.parse((await answer(id)).text!).data.total_view as number;
    const views = new ViewCounter(counted.db, { error: () => {} }, 0);
    views.record(id, 'a:held-test-viewer', clock.now());
    await views.close();
    const after = await answer(id);
    expect(after.sql).toHaveLength(0);
    expect(JSON.parse(after.text!).data.total_view).toBe(before + 1);
    expect(after.text).toBe(await assembled(id));

    await ctx.db.updateTable('businesses').set({ about_me: 'નવું લખાણ' }).where('business_id', '=', id).execute();
    publicDataChanged(counted.db, { topic: 'businesses', id });
    const edited = await answer(id);
    expect(JSON.parse(edited.text!).data.about_me).toBe('નવું લખાણ');
    expect(edited.text).toBe(await assembled(id));
  });

  it('holds documents up to its size, the least recently answered dropped first', () => {
    const held = new Held(counted.db, 100);
    const doc = (n: number) => ({ head: 'h'.repeat(n), middle: 'm', hours: null, plan_name: null, plan_date: 'd' });
    held.hold(1, { ...doc(39), total: 0 }, 0, 0);
    held.hold(2, { ...doc(39), total: 0 }, 0, 0);
    expect(held.doc(1, 'd')).toBeDefined(); // 1 is now the most recently answered
    held.hold(3, { ...doc(39), total: 0 }, 0, 0);
    expect(held.size).toBe(2);
    expect(held.doc(2, 'd')).toBeUndefined();
    expect(held.doc(1, 'd')).toBeDefined();
    expect(held.doc(3, 'd')).toBeDefined();
    expect(held.doc(3, 'another day')).toBeUndefined();
    held.hold(4, { ...doc(200), total: 0 }, 0, 0); // larger than all of it: not held
    expect(held.doc(4, 'd')).toBeUndefined();
    held.forget();
    expect(held.size).toBe(0);
    held.hold(5, { ...doc(1), total: 0 }, 0, 0); // read before the change: not held
    expect(held.doc(5, 'd')).toBeUndefined();
  });

  it('drops the least recently answered first through any mix of holds, answers and forgets', () => {
    // A model of the rule (an array in answer order) against the held documents, over thousands of steps: the
    // order is kept across holds by one iterator (decision 101), which must survive every kind of change.
    const held = new Held(counted.db, 50);
    const doc = (n: number) => ({ head: 'h'.repeat(n), middle: '', hours: null, plan_name: null, plan_date: 'd' });
    let model: { id: number; size: number }[] = [];
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let step = 0; step < 5000; step++) {
      const id = rnd(40);
      const action = rnd(20);
      if (action < 10) {
        const size = 1 + rnd(12);
        held.hold(id, { ...doc(size), total: 0 }, held.generation, 0);
        model = model.filter((m) => m.id !== id).concat({ id, size });
        while (model.reduce((sum, m) => sum + m.size, 0) > 50) model.shift();
      } else if (action < 18) {
        const found = held.doc(id, 'd') !== undefined;
        expect(found, `step ${step}: ${id}`).toBe(model.some((m) => m.id === id));
        if (found) model = model.filter((m) => m.id !== id).concat(model.find((m) => m.id === id)!);
      } else if (action < 19) {
        held.forget([id]);
        model = model.filter((m) => m.id !== id);
      } else {
        held.forget();
        model = [];
      }
      expect(held.size, `step ${step}`).toBe(model.length);
    }
  });
});
