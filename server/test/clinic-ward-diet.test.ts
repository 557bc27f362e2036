import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPARTMENT } from '@gd/contracts/codes';
import { apiOf, newPatient, summaryBody, wardOf, type Api } from './clinic-ward-support';
import { createClinic, staffMember, type TestStaff } from './clinic-support';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/**
 * Issue 21 point 2, decision 98, on both databases: the diet chart per stay, day and meal from the records
 * module's diet items; a Jain patient's chart refuses non-Jain items; only a doctor changes it (reception and
 * panchakarma read it, the lab does not, another clinic gets 404); a save over a newer one is a 409 and two saves
 * of the same version at once land once; copying a day fills only the days without a chart; the kitchen's list
 * counts each meal's items by bed and patient; the diet is charged on the final bill at the price captured, and
 * what was charted after the discharge day is dropped. Also: the database's own unique indexes refuse a second
 * live stay of a patient and a second live period of a bed, whoever writes them. Sunday 1 November 2026, 12:00.
 */
describe('the ward diet chart and the kitchen list over HTTP', () => {
  let ctx: TestContext;
  let api: Api;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  const TODAY = '2026-11-01';
  const TOMORROW = '2026-11-02';
  let admin: TestStaff;
  let reception: TestStaff;
  let doctor: TestStaff;
  let panchakarma: TestStaff;
  let lab: TestStaff;
  let otherDoctor: TestStaff;
  let jainStay: number;
  let plainStay: number;
  const items: Record<string, number> = {};
  let ward: Awaited<ReturnType<typeof wardOf>>;

  const chart = (stayId: number, day: string, token = doctor.token) =>
    api(token, 'GET', `/api/clinic/admissions/${stayId}/diet/${day}`);
  const save = (stayId: number, day: string, body: unknown, token = doctor.token) =>
    api(token, 'PUT', `/api/clinic/admissions/${stayId}/diet/${day}`, body);
  const day = (version: number) => ({
    version,
    meals: [
      { meal: 1, items: [{ diet_item_id: items.ukalo, quantity: 1 }] },
      {
        meal: 3,
        items: [
          { diet_item_id: items.khichdi, quantity: 1, note: 'less salt' },
          { diet_item_id: items.chaas, quantity: 2 },
        ],
      },
    ],
  });

  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    api = apiOf(ctx.app);
    const { clinicId } = await createClinic(ctx.db, 'Shree Ayurvedam');
    const other = await createClinic(ctx.db, 'Other Clinic');
    admin = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION, { admin: true });
    reception = await staffMember(ctx.app, clinicId, DEPARTMENT.RECEPTION);
    doctor = await staffMember(ctx.app, clinicId, DEPARTMENT.DOCTOR);
    panchakarma = await staffMember(ctx.app, clinicId, DEPARTMENT.PANCHAKARMA);
    lab = await staffMember(ctx.app, clinicId, DEPARTMENT.LAB);
    otherDoctor = await staffMember(ctx.app, other.clinicId, DEPARTMENT.DOCTOR);
    // The records master (kept by the site admins): Jain items, one that is not, one out of use.
    for (const [key, name, nameGuj, price, jain, active] of [
      ['ukalo', 'Herbal Ukalo', 'ઉકાળો', 2_000, 1, 1],
      ['khichdi', 'Moong Dal Khichdi', 'મગની દાળની ખીચડી', 6_000, 1, 1],
      ['chaas', 'Chaas', 'છાશ', 1_500, 1, 1],
      ['soup', 'Onion Garlic Soup', 'ડુંગળી લસણ સૂપ', 5_000, 0, 1],
      ['old', 'Old Item', null, 1_000, 1, 0],
    ] as const) {
      const row = await ctx.db
        .insertInto('diet_items')
        .values({ name, name_guj: nameGuj, serving: '1 bowl', price, is_jain: jain, is_active: active })
        .returning('diet_item_id')
        .executeTakeFirstOrThrow();
      items[key] = row.diet_item_id;
    }
    ward = await wardOf(
      api,
      admin.token,
      [{ name: 'General Ward', daily_charge: 80_000 }],
      [{ room_number: 'G-01', category: 'General Ward', beds: ['A', 'B', 'C'] }],
    );
    const admit = async (name: string, bedName: string, jain: boolean) => {
      const patientId = await newPatient(api, reception.token, name);
      const res = await api(reception.token, 'POST', '/api/clinic/admissions', {
        patient_id: patientId,
        bed_id: ward.bedIds.get(bedName),
        doctor_id: doctor.staffId,
        reason: 'Panchakarma',
        is_jain: jain,
      });
      expect(res.statusCode, res.body).toBe(201);
      return json(res).data.stay_id as number;
    };
    jainStay = await admit('Hemlata Shah', 'G-01/A', true);
    plainStay = await admit('Ramesh Patel', 'G-01/B', false);
  });
  afterAll(() => ctx.close());

  it('lists the diet items in use with their Jain flag and price', async () => {
    const list = json(await api(reception.token, 'GET', '/api/clinic/ward/diet-items')).data;
    expect(list.map((i: { name: string }) => i.name)).toEqual([
      'Chaas',
      'Herbal Ukalo',
      'Moong Dal Khichdi',
      'Onion Garlic Soup',
    ]);
    expect(list.find((i: { name: string }) => i.name === 'Onion Garlic Soup')).toMatchObject({
      is_jain: false,
      price: 5_000,
    });
    expect((await api(lab.token, 'GET', '/api/clinic/ward/diet-items')).statusCode).toBe(403);
  });

  it("lets only a doctor write a day's chart, and refuses non-Jain items on a Jain patient's chart", async () => {
    const empty = json(await chart(jainStay, TODAY)).data;
    expect(empty).toMatchObject({ version: 0, is_jain: true, editable: true });
    expect(empty.meals.map((m: { meal: number }) => m.meal)).toEqual([1, 2, 3, 4, 5]);
    expect(json(await chart(jainStay, TODAY, reception.token)).data.editable).toBe(false);

    for (const who of [reception, panchakarma, lab, admin]) {
      expect((await save(jainStay, TODAY, day(0), who.token)).statusCode).toBe(403);
    }
    expect((await save(jainStay, TODAY, day(0), otherDoctor.token)).statusCode).toBe(404);
    expect((await chart(jainStay, TODAY, otherDoctor.token)).statusCode).toBe(404);
    expect((await chart(jainStay, TODAY, lab.token)).statusCode).toBe(403);

    const notJain = {
      version: 0,
      meals: [
        {
          meal: 3,
          items: [
            { diet_item_id: items.khichdi, quantity: 1 },
            { diet_item_id: items.soup, quantity: 1 },
          ],
        },
      ],
    };
    const refused = await save(jainStay, TODAY, notJain);
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual({ 'meals.0.items.1.diet_item_id': 'WARD.DIET.NOT_JAIN' });
    expect(json(await chart(jainStay, TODAY)).data.version).toBe(0);
    // The same item suits the other patient.
    expect((await save(plainStay, TODAY, notJain)).statusCode).toBe(200);

    const cases: [unknown, Record<string, string>][] = [
      [{ version: 0, meals: [{ meal: 6, items: [] }] }, { 'meals.0.meal': 'WARD.DIET.MEAL_INVALID' }],
      [
        { version: 0, meals: [{ meal: 1, items: [{ diet_item_id: items.old, quantity: 1 }] }] },
        { 'meals.0.items.0.diet_item_id': 'WARD.DIET.ITEM_INACTIVE' },
      ],
      [
        { version: 0, meals: [{ meal: 1, items: [{ diet_item_id: 999_999, quantity: 1 }] }] },
        { 'meals.0.items.0.diet_item_id': 'WARD.DIET.ITEM_NOT_FOUND' },
      ],
      [
        { version: 0, meals: [{ meal: 1, items: [{ diet_item_id: items.chaas, quantity: 0 }] }] },
        { 'meals.0.items.0.quantity': 'WARD.DIET.QUANTITY_INVALID' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await save(jainStay, TODAY, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(json(res).errors).toEqual(errors);
    }
    expect(json(await save(jainStay, '2026-10-31', day(0))).errors).toEqual({ date: 'WARD.DIET.DAY_PAST' });
    expect(json(await save(jainStay, '2026-12-15', day(0))).errors).toEqual({ date: 'WARD.DIET.DAY_TOO_FAR' });
    expect((await save(jainStay, '2026-02-30', day(0))).statusCode).toBe(400);

    const saved = await save(jainStay, TODAY, day(0));
    expect(saved.statusCode, saved.body).toBe(200);
    const meals = json(saved).data.meals;
    expect(json(saved).data.version).toBe(1);
    expect(meals[2].items).toEqual([
      expect.objectContaining({ name: 'Moong Dal Khichdi', quantity: 1, note: 'less salt', unit_paise: 6_000 }),
      expect.objectContaining({ name: 'Chaas', quantity: 2 }),
    ]);
    // Reception and panchakarma read it.
    expect(json(await chart(jainStay, TODAY, panchakarma.token)).data.meals[0].items).toHaveLength(1);
  });

  it('refuses a save over a newer one, and of two saves of one version at once keeps one', async () => {
    const stale = await save(jainStay, TODAY, day(0));
    expect(stale.statusCode).toBe(409);
    expect(json(stale).errors).toEqual({ version: 'WARD.DIET.CHANGED' });
    const results = await Promise.all([save(jainStay, TODAY, day(1)), save(jainStay, TODAY, day(1))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // A day's first chart written twice at once: one lands.
    const first = await Promise.all([save(plainStay, TOMORROW, day(0)), save(plainStay, TOMORROW, day(0))]);
    expect(first.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await ctx.db
      .selectFrom('ward_diet_entries')
      .select('entry_id')
      .where('stay_id', '=', plainStay)
      .where('diet_date', '=', TOMORROW)
      .execute();
    expect(rows).toHaveLength(3);
  });

  it('copies a day to the following days that have no chart', async () => {
    const copy = await api(doctor.token, 'POST', `/api/clinic/admissions/${plainStay}/diet/${TODAY}/copy`, {
      days: 3,
    });
    expect(copy.statusCode, copy.body).toBe(200);
    expect(json(copy).data).toEqual({ copied: ['2026-11-03', '2026-11-04'], skipped: [TOMORROW] });
    const third = json(await chart(plainStay, '2026-11-03')).data;
    expect(third.meals[2].items.map((i: { name: string }) => i.name)).toEqual([
      'Moong Dal Khichdi',
      'Onion Garlic Soup',
    ]);
    expect(
      (await api(reception.token, 'POST', `/api/clinic/admissions/${plainStay}/diet/${TODAY}/copy`, { days: 1 }))
        .statusCode,
    ).toBe(403);
    const nothing = await api(doctor.token, 'POST', `/api/clinic/admissions/${jainStay}/diet/2026-11-10/copy`, {
      days: 1,
    });
    expect(json(nothing).errors).toEqual({ date: 'WARD.DIET.NOTHING_TO_COPY' });
    expect(
      json(await api(doctor.token, 'POST', `/api/clinic/admissions/${plainStay}/diet/${TODAY}/copy`, { days: 40 }))
        .errors,
    ).toEqual({ days: 'WARD.DIET.COPY_DAYS_INVALID' });
  });

  it("gives the kitchen each meal's items with counts, beds and patients, Jain marked", async () => {
    const list = json(await api(reception.token, 'GET', `/api/clinic/kitchen?date=${TODAY}`)).data;
    expect(list).toMatchObject({ date: TODAY, patients: 2, jain_patients: 1 });
    const lunch = list.meals.find((m: { meal: number }) => m.meal === 3);
    const khichdi = lunch.items.find((i: { name: string }) => i.name === 'Moong Dal Khichdi');
    expect(khichdi.total).toBe(2);
    expect(khichdi.patients).toEqual([
      expect.objectContaining({ patient_name: 'Hemlata Shah', room_number: 'G-01', bed_label: 'A', is_jain: true }),
      expect.objectContaining({ patient_name: 'Ramesh Patel', bed_label: 'B', is_jain: false }),
    ]);
    expect(lunch.items.find((i: { name: string }) => i.name === 'Chaas')).toMatchObject({ total: 2 });
    expect(json(await api(doctor.token, 'GET', '/api/clinic/kitchen')).data.date).toBe(TODAY);
    expect((await api(lab.token, 'GET', '/api/clinic/kitchen')).statusCode).toBe(403);
    const theirs = json(await api(otherDoctor.token, 'GET', `/api/clinic/kitchen?date=${TODAY}`)).data;
    expect(theirs).toMatchObject({ patients: 0, meals: expect.any(Array) });
    expect(theirs.meals.every((m: { items: unknown[] }) => m.items.length === 0)).toBe(true);
    expect((await api(reception.token, 'GET', '/api/clinic/kitchen?date=2026-13-01')).statusCode).toBe(400);
  });

  it('charges the diet on the final bill at the captured price and drops what was charted after discharge', async () => {
    // The price of khichdi goes up; the chart already written keeps ₹60.
    await ctx.db.updateTable('diet_items').set({ price: 9_000 }).where('diet_item_id', '=', items.khichdi!).execute();
    clock.advance(24 * 3600_000); // Monday 2 November
    const url = `/api/clinic/admissions/${plainStay}`;
    const done = await api(doctor.token, 'POST', `${url}/discharge`, { summary: summaryBody() });
    expect(done.statusCode, done.body).toBe(200);
    const bill = json(await api(reception.token, 'GET', `${url}/bill`)).data;
    // 1 room day; diet of 1 and 2 November (khichdi both days, soup on the 1st, ukalo and chaas on the 2nd).
    const diet = bill.lines.filter((l: { kind: string }) => l.kind === 'diet');
    expect(diet).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ description: 'Moong Dal Khichdi', quantity: 2, unit_paise: 6_000 }),
        expect.objectContaining({ description: 'Onion Garlic Soup', quantity: 1, amount_paise: 5_000 }),
      ]),
    );
    const total = bill.lines.reduce((s: number, l: { amount_paise: number }) => s + l.amount_paise, 0);
    expect(bill.total).toBe(total);
    // The days copied after the discharge are gone (not cooked, not charged), and the chart is closed.
    expect(json(await chart(plainStay, '2026-11-03')).data.meals.flatMap((m: { items: unknown[] }) => m.items)).toEqual(
      [],
    );
    expect((await save(plainStay, TOMORROW, day(1))).statusCode).toBe(409);
  });

  it('has the database refuse a second live stay of a patient and a second live period of a bed', async () => {
    const stay = await ctx.db
      .selectFrom('ward_stays')
      .selectAll()
      .where('stay_id', '=', jainStay)
      .executeTakeFirstOrThrow();
    const { stay_id: _id, ...copy } = stay;
    await expect(ctx.db.insertInto('ward_stays').values(copy).execute()).rejects.toThrow();
    const period = await ctx.db
      .selectFrom('ward_bed_periods')
      .selectAll()
      .where('stay_id', '=', jainStay)
      .executeTakeFirstOrThrow();
    const { period_id: _p, ...again } = period;
    // Another stay in the same live bed.
    await expect(
      ctx.db
        .insertInto('ward_bed_periods')
        .values({ ...again, stay_id: plainStay })
        .execute(),
    ).rejects.toThrow();
    // The same stay in a second live bed.
    await expect(
      ctx.db
        .insertInto('ward_bed_periods')
        .values({ ...again, bed_id: ward.bedIds.get('G-01/C')! })
        .execute(),
    ).rejects.toThrow();
    // A discharged stay's rows are not live: the patient may come again.
    await expect(
      ctx.db
        .insertInto('ward_stays')
        .values({ ...copy, live: null })
        .execute(),
    ).resolves.toBeDefined();
  });
});
