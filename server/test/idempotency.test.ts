import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registeredUser } from './auth-support';
import { createBusiness, createCategory } from './factories';
import { createTestContext, fakeClock, json, type TestContext } from './helpers';

/** Decision 79: inquiries, contact messages and new businesses accept an Idempotency-Key; a double click stores one. */
describe('idempotency keys', () => {
  let ctx: TestContext;
  const clock = fakeClock();
  let visitor: { token: string; userId: number };
  let businessId: number;
  let ownerId: number;
  let categoryId: number;
  beforeAll(async () => {
    ctx = await createTestContext({}, { clock });
    visitor = await registeredUser(ctx.app);
    const owner = await registeredUser(ctx.app);
    ownerId = owner.userId;
    businessId = (await createBusiness(ctx.db, { owner_user_id: owner.userId })).business_id;
    categoryId = (await createCategory(ctx.db)).category_id;
  });
  afterAll(() => ctx.close());

  const contactBody = (message = 'Please list my shop in Navsari.') => ({
    name: 'Meera Shah',
    email: 'meera@example.com',
    mobile: '9876501234',
    subject: 'Listing',
    message,
  });
  const contact = (key: string | null, body = contactBody(), remoteAddress = '10.9.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: body,
      remoteAddress,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const countContacts = async (message: string) =>
    (await ctx.db.selectFrom('contact_messages').select('id').where('message', '=', message).execute()).length;

  const inquiryBody = (message: string) => ({
    name: 'Ravi Mehta',
    email: 'ravi@example.in',
    mobile: '9898012345',
    subject: 'Mango order',
    message,
  });
  const inquire = (key: string | null, message: string, token = visitor.token) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/inquiries`,
      payload: inquiryBody(message),
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const countInquiries = async (message: string) =>
    (await ctx.db.selectFrom('inquiries').select('id').where('message', '=', message).execute()).length;

  const addBusiness = (key: string | null, name: string, token = visitor.token) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/my/businesses',
      payload: { category_id: categoryId, business_name: name },
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    });
  const countBusinesses = async (name: string) =>
    (await ctx.db.selectFrom('businesses').select('business_id').where('business_name', '=', name).execute()).length;

  it('stores one contact message for parallel requests with one key, and answers each with its id', async () => {
    const key = randomUUID();
    const body = contactBody(`Parallel contact ${key}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => contact(key, body)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const ids = new Set(answers.map((res) => json(res).data.id as number));
    expect(ids.size).toBe(1);
    expect(await countContacts(body.message)).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
  });

  it('answers a repeat with the first id, and refuses the key with another body', async () => {
    const key = randomUUID();
    const body = contactBody(`Sequential contact ${key}`);
    const first = await contact(key, body);
    const again = await contact(key, body);
    expect(json(again).data.id).toBe(json(first).data.id);
    expect(await countContacts(body.message)).toBe(1);
    const other = await contact(key, contactBody(`Another message ${key}`));
    expect(other.statusCode).toBe(422);
    expect(json(other)).toMatchObject({
      message_key: 'IDEMPOTENCY_KEY_REUSED',
      errors: { 'idempotency-key': 'IDEMPOTENCY_KEY_REUSED' },
    });
    // another guest's request with the same key is its own
    const stranger = await contact(key, body, '10.9.0.2');
    expect(json(stranger).data.id).not.toBe(json(first).data.id);
  });

  it('stores every request without a key, as before, and refuses a malformed key', async () => {
    const body = contactBody(`No key ${randomUUID()}`);
    const a = await contact(null, body);
    const b = await contact(null, body);
    expect(json(a).data.id).not.toBe(json(b).data.id);
    expect(await countContacts(body.message)).toBe(2);
    const bad = await contact('not a key!', contactBody(`Bad key ${randomUUID()}`));
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toEqual({ 'idempotency-key': 'IDEMPOTENCY_KEY_INVALID' });
  });

  it('stores one inquiry (and alerts the owner once) for parallel requests with one key', async () => {
    const key = randomUUID();
    const message = `Parallel inquiry ${key}`;
    const alertsBefore = (
      await ctx.db.selectFrom('notifications').select('notification_id').where('user_id', '=', ownerId).execute()
    ).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => inquire(key, message)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => json(res).data.id)).size).toBe(1);
    expect(await countInquiries(message)).toBe(1);
    const alertsAfter = (
      await ctx.db.selectFrom('notifications').select('notification_id').where('user_id', '=', ownerId).execute()
    ).length;
    expect(alertsAfter - alertsBefore).toBeLessThanOrEqual(1);
    const again = await inquire(key, message);
    expect(json(again).data.id).toBe(json(answers[0]!).data.id);
    expect(await countInquiries(message)).toBe(1);
    const twoWithout = [await inquire(null, message), await inquire(null, message)];
    expect(twoWithout.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await countInquiries(message)).toBe(3);
  });

  it('adds one business for parallel requests with one key; the key belongs to its caller', async () => {
    const key = randomUUID();
    const name = `Double Click Traders ${key.slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 6 }, () => addBusiness(key, name)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((res) => json(res).data.business_id)).size).toBe(1);
    expect(await countBusinesses(name)).toBe(1);
    const again = await addBusiness(key, name);
    expect(json(again).data.business_id).toBe(json(answers[0]!).data.business_id);
    const someoneElse = await registeredUser(ctx.app);
    expect((await addBusiness(key, name, someoneElse.token)).statusCode).toBe(200);
    expect(await countBusinesses(name)).toBe(2);
    expect((await addBusiness(key, `${name} renamed`)).statusCode).toBe(422);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    const body = contactBody(`Day-old key ${key}`);
    const first = await contact(key, body);
    clock.advance(24 * 60 * 60_000 + 1000);
    const later = await contact(key, body);
    expect(later.statusCode).toBe(200);
    expect(json(later).data.id).not.toBe(json(first).data.id);
    expect(await countContacts(body.message)).toBe(2);
  });
});
