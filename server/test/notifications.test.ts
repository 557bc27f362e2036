import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendPlanNotices } from '../src/modules/billing/expiry';
import { useNotificationMailer } from '../src/modules/notifications/service';
import { connect } from '../src/db/connection';
import { adminSession } from './admin-support';
import { bearer, registeredUser } from './auth-support';
import { createBusiness } from './factories';
import { createTestContext, dialect, fakeClock, json, type TestContext } from './helpers';
import { multipartBody, realPng } from './images-support';

/**
 * Decision 69, lead alerts: each event makes one notification (the bell) and one mail in the owner's language;
 * a switched-off kind makes neither; nobody reads or marks another account's notifications; the plan notices
 * go out once even when two processes run the job together; the owner replies to an inquiry by mail.
 */

interface Mail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    );
}

function parseMail(raw: string): Mail {
  const eml = raw.replace(/\r\n/g, '\n');
  const end = eml.indexOf('\n\n');
  const headers = eml.slice(0, end).replace(/\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(headers)?.[1] ?? '';
  let body = eml.slice(end + 2);
  const enc = header('Content-Transfer-Encoding');
  if (/base64/i.test(enc)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else if (/quoted-printable/i.test(enc))
    body = Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return { to: header('To'), replyTo: header('Reply-To'), subject: decodeHeader(header('Subject')), text: body };
}

describe('notifications (decision 69)', () => {
  let ctx: TestContext;
  const clock = fakeClock(new Date('2026-11-01T06:30:00.000Z'));
  let admin: { token: string };
  type Account = Awaited<ReturnType<typeof registeredUser>>;
  let english: Account;
  let gujarati: Account;
  let visitor: Account;
  let quiet: Account;
  let englishBiz: number;
  let gujaratiBiz: number;
  let quietBiz: number;

  const outbox = (to: string): Mail[] => {
    const dir = path.join(ctx.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.to === to);
  };
  /** Waits for the mail count to `to` to reach `count` (mail goes after the answer); answers the newest. */
  const mailNumber = async (to: string, count: number): Promise<Mail> => {
    for (let i = 0; i < 150; i++) {
      const mails = outbox(to);
      if (mails.length >= count) {
        expect(mails).toHaveLength(count);
        return mails[count - 1]!;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`mail ${count} to ${to} never came`);
  };
  /** No more mail to `to` than `count`, a moment after the answer. */
  const noMoreMail = async (to: string, count: number) => {
    await new Promise((r) => setTimeout(r, 150));
    expect(outbox(to)).toHaveLength(count);
  };

  const as = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    ctx.app.inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const bell = async (token: string) => {
    const res = await as(token, 'GET', '/api/my/notifications');
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data as {
      rows: { notification_id: number; kind: string; params: Record<string, unknown>; read: boolean; link: string }[];
      unread: number;
    };
  };
  const inquire = async (businessId: number, message = 'Do you deliver 20 kg of kesar mangoes to Adajan?') => {
    const res = await as(visitor.token, 'POST', `/api/businesses/${businessId}/inquiries`, {
      name: 'Ravi Mehta',
      email: 'ravi@example.in',
      mobile: '9898012345',
      subject: 'Mango order',
      message,
    });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data.id as number;
  };

  beforeAll(async () => {
    ctx = await createTestContext({ PUBLIC_URL: 'https://gujaratdirectory.in' }, { clock });
    admin = await adminSession(ctx);
    english = await registeredUser(ctx.app, { email: `asha.${process.pid}@example.in` });
    gujarati = await registeredUser(ctx.app, {
      owner_name: 'Mehul Shah',
      email: `mehul.${process.pid}@example.in`,
      language: 'guj',
    });
    visitor = await registeredUser(ctx.app, { owner_name: 'Ravi Mehta', email: `ravi.${process.pid}@example.in` });
    quiet = await registeredUser(ctx.app, { owner_name: 'Kiran Desai', email: `kiran.${process.pid}@example.in` });
    englishBiz = (await createBusiness(ctx.db, { owner_user_id: english.userId, business_name: 'Asha Mangoes' }))
      .business_id;
    gujaratiBiz = (await createBusiness(ctx.db, { owner_user_id: gujarati.userId, business_name: 'શાહ ફરસાણ' }))
      .business_id;
    quietBiz = (await createBusiness(ctx.db, { owner_user_id: quiet.userId, business_name: 'Desai Dairy' }))
      .business_id;
    // Decision 67: inquiry mails are a plan feature; these three businesses have a plan that includes them.
    const plan = await as(admin.token, 'POST', '/api/admin/plans', {
      name: 'Basic Plan',
      price_paise: 99_900,
      limits: { products: 10, jobs: 0, photos: 10, featured: false, inquiry_alerts: true, badge: false },
    });
    expect(plan.statusCode, plan.body).toBe(200);
    const planId = json(plan).data.plan_id as number;
    for (const business_id of [englishBiz, gujaratiBiz, quietBiz]) {
      await ctx.db
        .insertInto('subscriptions')
        .values({
          business_id,
          plan_id: planId,
          plan_name: 'Basic Plan',
          price_paise: 99_900,
          start_date: '2026-01-01',
          end_date: '2027-12-31',
          is_active: 1,
          created_at: '2026-01-01T00:00:00.000Z',
          updated_at: '2026-01-01T00:00:00.000Z',
        } as never)
        .execute();
    }
  });
  afterAll(() => ctx.close());

  it('answers 401 to a guest on every notification route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/my/notifications'],
      ['POST', '/api/my/notifications/read', { all: true }],
      ['GET', '/api/my/notification-settings'],
      ['PUT', '/api/my/notification-settings', { inquiry: false }],
      ['POST', '/api/my/businesses/1/inquiries/1/reply', { message: 'Yes' }],
    ] as const) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('tells the owner of a new inquiry in the bell and by mail, with the message and a WhatsApp link', async () => {
    await inquire(englishBiz);
    const list = await bell(english.token);
    expect(list.unread).toBe(1);
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({
      kind: 'inquiry',
      read: false,
      link: `/inquiry/${englishBiz}`,
      params: { business_name: 'Asha Mangoes', from_name: 'Ravi Mehta', subject: 'Mango order', mobile: '9898012345' },
    });
    const mail = await mailNumber(english.email, 1);
    expect(mail.subject).toBe('New inquiry for Asha Mangoes: Mango order');
    expect(mail.text).toContain('Hello Asha Patel,');
    expect(mail.text).toContain('Do you deliver 20 kg of kesar mangoes to Adajan?');
    expect(mail.text).toMatch(/Reply on WhatsApp: https:\/\/wa\.me\/919898012345\?text=\S+/);
    expect(mail.text).toContain(`https://gujaratdirectory.in/inquiry/${englishBiz}`);
    // Nobody else heard of it.
    expect((await bell(gujarati.token)).rows).toHaveLength(0);
  });

  it('keeps an inquiry to a business whose plan has no inquiry alerts in the bell, without a mail', async () => {
    const free = await registeredUser(ctx.app, { owner_name: 'Hetal Vyas', email: `hetal.${process.pid}@example.in` });
    const freeBiz = (await createBusiness(ctx.db, { owner_user_id: free.userId, business_name: 'Vyas Tailors' }))
      .business_id;
    await inquire(freeBiz);
    expect((await bell(free.token)).rows.map((r) => r.kind)).toEqual(['inquiry']);
    await noMoreMail(free.email, 0);
  });

  it('writes to a Gujarati-speaking owner in Gujarati', async () => {
    await inquire(gujaratiBiz, 'શું તમે રવિવારે ખુલ્લા છો?');
    const mail = await mailNumber(gujarati.email, 1);
    expect(mail.subject).toBe('શાહ ફરસાણ માટે નવી પૂછપરછ: Mango order');
    expect(mail.text).toContain('નમસ્તે Mehul Shah,');
    expect(mail.text).toContain('શું તમે રવિવારે ખુલ્લા છો?');
    expect(mail.text).toContain('WhatsApp પર જવાબ આપો: https://wa.me/919898012345');
    expect((await bell(gujarati.token)).unread).toBe(1);
  });

  it('tells the owner of a job application and a new review (not of an edit of it)', async () => {
    const now = clock.now().toISOString();
    const job = await ctx.db
      .insertInto('jobs')
      .values({
        business_id: englishBiz,
        category_id: null,
        title: 'Shop assistant',
        slug: 'shop-assistant',
        description: 'Serve customers at the counter.',
        responsibilities: null,
        requirements: null,
        employment_type: 1,
        remote_type: 1,
        address_line: null,
        city_id: null,
        state: null,
        country: null,
        salary_min: null,
        salary_max: null,
        experience_min: null,
        experience_max: null,
        apply_email: null,
        apply_url: null,
        status: 1,
        approval_status: 1,
        approval_reason: null,
        approved_at: now,
        deleted_at: null,
        created_at: now,
        updated_at: now,
      } as never)
      .returning('job_id')
      .executeTakeFirstOrThrow();
    const applied = await as(visitor.token, 'POST', `/api/jobs/${job.job_id}/apply`, {
      candidate_name: 'Ravi Mehta',
      candidate_email: 'ravi@example.in',
      candidate_phone: '9898012345',
      resume_url: 'https://example.in/ravi.pdf',
      cover_letter: 'I have sold fruit for five years.',
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await bell(english.token)).rows[0]).toMatchObject({
      kind: 'job_application',
      params: { from_name: 'Ravi Mehta', subject: 'Shop assistant' },
    });
    expect((await mailNumber(english.email, 2)).subject).toBe('New application for Shop assistant at Asha Mangoes');

    const review = () =>
      as(visitor.token, 'POST', `/api/businesses/${englishBiz}/reviews`, { rating: 4, review_text: 'Sweet mangoes.' });
    expect((await review()).statusCode).toBe(200);
    expect((await bell(english.token)).rows[0]).toMatchObject({ kind: 'review', params: { rating: 4 } });
    const mail = await mailNumber(english.email, 3);
    expect(mail.subject).toBe('New review of Asha Mangoes: 4 of 5');
    expect(mail.text).toContain('Sweet mangoes.');
    expect((await review()).statusCode).toBe(200);
    expect((await bell(english.token)).rows.filter((r) => r.kind === 'review')).toHaveLength(1);
    await noMoreMail(english.email, 3);
  });

  it('tells the owner of an approval and of a rejection with its reason, in their language', async () => {
    const rejected = await as(admin.token, 'PATCH', `/api/admin/businesses/${gujaratiBiz}/approval`, {
      is_approve: 2,
      reason: 'The phone number does not answer.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((await bell(gujarati.token)).rows[0]).toMatchObject({
      kind: 'business_rejected',
      params: { reason: 'The phone number does not answer.' },
    });
    const no = await mailNumber(gujarati.email, 2);
    expect(no.subject).toBe('શાહ ફરસાણ મંજૂર થયો નથી');
    expect(no.text).toContain('કારણ: The phone number does not answer.');

    const approved = await as(admin.token, 'PATCH', `/api/admin/businesses/${gujaratiBiz}/approval`, {
      is_approve: 1,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await bell(gujarati.token)).rows[0]).toMatchObject({ kind: 'business_approved' });
    expect((await mailNumber(gujarati.email, 3)).subject).toBe('શાહ ફરસાણ મંજૂર થયો છે');
  });

  it('sends nothing for a kind the owner switched off, and keeps the switches per owner', async () => {
    expect(json(await as(quiet.token, 'GET', '/api/my/notification-settings')).data).toEqual({
      inquiry: true,
      job_application: true,
      review: true,
      approval: true,
      payment: true,
      plan_expiring: true,
      plan_expired: true,
    });
    const off = await as(quiet.token, 'PUT', '/api/my/notification-settings', { inquiry: false, approval: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off).data).toMatchObject({ inquiry: false, approval: false, review: true });
    const bad = await as(quiet.token, 'PUT', '/api/my/notification-settings', { inquiry: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).errors).toHaveProperty('inquiry');
    const unknown = await as(quiet.token, 'PUT', '/api/my/notification-settings', { sms: false });
    expect(unknown.statusCode).toBe(400);

    await inquire(quietBiz);
    await as(admin.token, 'PATCH', `/api/admin/businesses/${quietBiz}/approval`, { is_approve: 2, reason: 'No photo' });
    await as(admin.token, 'PATCH', `/api/admin/businesses/${quietBiz}/approval`, { is_approve: 1 });
    expect((await bell(quiet.token)).rows).toHaveLength(0);
    await noMoreMail(quiet.email, 0);
    // Another owner's switches are their own.
    expect(json(await as(english.token, 'GET', '/api/my/notification-settings')).data.inquiry).toBe(true);

    // Switched on again, the next one arrives.
    await as(quiet.token, 'PUT', '/api/my/notification-settings', { inquiry: true });
    await inquire(quietBiz);
    expect((await bell(quiet.token)).rows.map((r) => r.kind)).toEqual(['inquiry']);
    await mailNumber(quiet.email, 1);
  });

  it('marks read only the caller’s own notifications: another owner’s id is a 404 and changes nothing', async () => {
    const mine = await bell(english.token);
    const theirs = await bell(gujarati.token);
    expect(mine.unread).toBeGreaterThan(1);
    const foreign = await as(english.token, 'POST', '/api/my/notifications/read', {
      ids: [mine.rows[0]!.notification_id, theirs.rows[0]!.notification_id],
    });
    expect(foreign.statusCode).toBe(404);
    expect((await bell(english.token)).unread).toBe(mine.unread);
    expect((await bell(gujarati.token)).unread).toBe(theirs.unread);

    expect((await as(english.token, 'GET', '/api/my/notifications?limit=500')).statusCode).toBe(400);
    expect((await as(english.token, 'GET', '/api/my/notifications?limit=1')).json().data.rows).toHaveLength(1);
    expect((await as(english.token, 'POST', '/api/my/notifications/read', { ids: [1], all: true })).statusCode).toBe(
      400,
    );
    expect((await as(english.token, 'POST', '/api/my/notifications/read', {})).statusCode).toBe(400);
    expect((await as(english.token, 'POST', '/api/my/notifications/read', { ids: [] })).statusCode).toBe(400);

    const one = await as(english.token, 'POST', '/api/my/notifications/read', {
      ids: [mine.rows[0]!.notification_id],
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(json(one).data.unread).toBe(mine.unread - 1);
    const after = await bell(english.token);
    expect(after.rows[0]!.read).toBe(true);
    expect(after.rows[1]!.read).toBe(false);
    // Newest first.
    const ids = after.rows.map((r) => r.notification_id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const all = await as(english.token, 'POST', '/api/my/notifications/read', { all: true });
    expect(json(all).data.unread).toBe(0);
    expect((await bell(gujarati.token)).unread).toBe(theirs.unread);
  });

  it('lets the owner reply to an inquiry by mail; another owner gets 404; no address is a 409', async () => {
    const inquiryId = await inquire(englishBiz, 'What is the price of a dozen?');
    const before = outbox('ravi@example.in').length;
    const reply = await as(english.token, 'POST', `/api/my/businesses/${englishBiz}/inquiries/${inquiryId}/reply`, {
      message: '₹600 a dozen, delivered free in Adajan.',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const mail = await mailNumber('ravi@example.in', before + 1);
    expect(mail.subject).toBe('Reply from Asha Mangoes: Mango order');
    expect(mail.replyTo).toBe(english.email);
    expect(mail.text).toContain('₹600 a dozen, delivered free in Adajan.');
    expect(mail.text).toContain('> What is the price of a dozen?');
    const listed = json(await as(english.token, 'GET', `/api/my/businesses/${englishBiz}/inquiries`)).data as {
      id: number;
      replied_at: string | null;
    }[];
    expect(listed.find((r) => r.id === inquiryId)?.replied_at).toBe(clock.now().toISOString());

    const foreign = await as(gujarati.token, 'POST', `/api/my/businesses/${englishBiz}/inquiries/${inquiryId}/reply`, {
      message: 'Hello',
    });
    expect(foreign.statusCode).toBe(404);
    const wrongBiz = await as(
      gujarati.token,
      'POST',
      `/api/my/businesses/${gujaratiBiz}/inquiries/${inquiryId}/reply`,
      {
        message: 'Hello',
      },
    );
    expect(wrongBiz.statusCode).toBe(404);
    const empty = await as(english.token, 'POST', `/api/my/businesses/${englishBiz}/inquiries/${inquiryId}/reply`, {
      message: '  ',
    });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toHaveProperty('message');
    await noMoreMail('ravi@example.in', before + 1);

    // An inquirer without any email address: the owner is told to use WhatsApp or the phone.
    const noMail = await registeredUser(ctx.app, { owner_name: 'Nila Joshi' });
    const sent = await as(noMail.token, 'POST', `/api/businesses/${englishBiz}/inquiries`, {
      name: 'Nila Joshi',
      email: '',
      mobile: '9898099999',
      subject: 'Timings',
      message: 'Open on Sunday?',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const conflict = await as(
      english.token,
      'POST',
      `/api/my/businesses/${englishBiz}/inquiries/${json(sent).data.id}/reply`,
      { message: 'Yes, till noon.' },
    );
    expect(conflict.statusCode).toBe(409);
    expect(json(conflict).errors).toEqual({ message: 'INQUIRY_NO_EMAIL' });
  });

  it('sends the plan notices once each, even when two processes run the job at the same moment', async () => {
    const plan = await as(admin.token, 'POST', '/api/admin/plans', { name: 'Premium Plan', price_paise: 499_900 });
    expect(plan.statusCode, plan.body).toBe(200);
    const planId = json(plan).data.plan_id as number;
    const now = clock.now().toISOString();
    const period = (business_id: number, start_date: string, end_date: string) =>
      ctx.db
        .insertInto('subscriptions')
        .values({
          business_id,
          plan_id: planId,
          plan_name: 'Premium Plan',
          price_paise: 499_900,
          start_date,
          end_date,
          is_active: 1,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    const second = async (owner: Account, business_name: string) =>
      (await createBusiness(ctx.db, { owner_user_id: owner.userId, business_name })).business_id;
    const englishShop = await second(english, 'Asha Pickles');
    const gujaratiShop = await second(gujarati, 'શાહ મીઠાઈ');
    const quietShop = await second(quiet, 'Desai Ghee');
    // Ends in 6 days (India date 2026-11-01): expiring. Ended yesterday: expired. Ends in 6 days but renewed: quiet.
    await period(englishShop, '2025-11-08', '2026-11-07');
    await period(gujaratiShop, '2025-11-01', '2026-10-31');
    await period(quietShop, '2025-11-08', '2026-11-07');
    await period(quietShop, '2026-11-08', '2027-11-07');
    // The mails of the earlier tests have all landed.
    await new Promise((r) => setTimeout(r, 300));
    const englishMails = outbox(english.email).length;
    const gujaratiMails = outbox(gujarati.email).length;
    const quietMails = outbox(quiet.email).length;

    // A second connection to the same database, as a second process would have, with the same outbox.
    const otherProcess = connect(
      dialect === 'postgres'
        ? { databaseUrl: ctx.config.DATABASE_URL!, dataDir: ctx.dataDir, poolMax: 2 }
        : { dataDir: ctx.dataDir },
    );
    useNotificationMailer(otherProcess.db, { mailer: ctx.app.mailer, log: ctx.app.log, config: ctx.config });
    try {
      const at = clock.now();
      const [a, b] = await Promise.all([sendPlanNotices(ctx.db, at), sendPlanNotices(otherProcess.db, at)]);
      expect(a + b).toBe(2);
      // Run again later the same day: nothing new.
      expect(await sendPlanNotices(otherProcess.db, new Date(at.getTime() + 3_600_000))).toBe(0);
    } finally {
      await otherProcess.close();
    }

    expect((await bell(english.token)).rows.filter((r) => r.kind === 'plan_expiring')).toHaveLength(1);
    expect((await bell(english.token)).rows[0]).toMatchObject({
      kind: 'plan_expiring',
      params: { plan_name: 'Premium Plan', end_date: '2026-11-07' },
      link: '/subscription',
    });
    const soon = await mailNumber(english.email, englishMails + 1);
    expect(soon.subject).toBe('Asha Pickles: your Premium Plan plan ends on 7 November 2026');
    expect((await bell(gujarati.token)).rows.filter((r) => r.kind === 'plan_expired')).toHaveLength(1);
    const ended = await mailNumber(gujarati.email, gujaratiMails + 1);
    expect(ended.subject).toBe('શાહ મીઠાઈ: તમારો Premium Plan પ્લાન પૂરો થયો છે');
    expect(ended.text).toContain('31 ઑક્ટોબર, 2026 ના રોજ પૂરો થયો');
    expect((await bell(quiet.token)).rows.some((r) => r.kind.startsWith('plan_'))).toBe(false);
    await noMoreMail(english.email, englishMails + 1);
    await noMoreMail(gujarati.email, gujaratiMails + 1);
    await noMoreMail(quiet.email, quietMails);

    // Eight days on, the expiring plan has ended: one "ended" notice, once.
    const later = new Date(clock.now().getTime() + 8 * 86_400_000);
    const [c, d] = await Promise.all([sendPlanNotices(ctx.db, later), sendPlanNotices(ctx.db, later)]);
    expect(c + d).toBe(1);
    expect((await bell(english.token)).rows[0]!.kind).toBe('plan_expired');
  });

  it('tells the payer of a bank transfer confirmed or rejected, with the admin’s note', async () => {
    const settings = await as(admin.token, 'GET', '/api/admin/billing-settings');
    const { bank_qr_image: _q, razorpay_configured: _r, ...rest } = json(settings).data;
    const saved = await as(admin.token, 'PUT', '/api/admin/billing-settings', {
      ...rest,
      payment_provider_type: 'manual',
      bank_name: 'State Bank of India',
      bank_branch: 'Ring Road, Surat',
      bank_beneficiary_name: 'Gujarat Business Directory',
      bank_account_number: '12345678901',
      bank_ifsc_code: 'SBIN0001234',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const plan = await as(admin.token, 'POST', '/api/admin/plans', { name: 'Standard Plan', price_paise: 249_900 });
    expect(plan.statusCode, plan.body).toBe(200);
    const planId = json(plan).data.plan_id as number;
    const transfer = async (reference: string) => {
      const form = multipartBody(
        { plan_id: String(planId), business_id: String(gujaratiBiz), reference },
        { name: 'utr.png', type: 'image/png', bytes: await realPng(40, 40) },
      );
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/manual',
        payload: form.payload,
        headers: { ...form.headers, ...bearer(gujarati.token) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data.payment_id as number;
    };
    const mails = outbox(gujarati.email).length;

    const first = await transfer('UTR12345678');
    const no = await as(admin.token, 'POST', `/api/admin/payments/${first}/reject`, { note: 'Amount not received.' });
    expect(no.statusCode, no.body).toBe(200);
    expect((await bell(gujarati.token)).rows[0]).toMatchObject({
      kind: 'payment_rejected',
      params: { reason: 'Amount not received.', plan_name: 'Standard Plan' },
    });
    const rejectedMail = await mailNumber(gujarati.email, mails + 1);
    expect(rejectedMail.text).toContain('એડમિનની નોંધ: Amount not received.');

    const second = await transfer('UTR87654321');
    const yes = await as(admin.token, 'POST', `/api/admin/payments/${second}/confirm`, { note: 'Thank you.' });
    expect(yes.statusCode, yes.body).toBe(200);
    expect((await bell(gujarati.token)).rows[0]).toMatchObject({ kind: 'payment_confirmed' });
    const confirmedMail = await mailNumber(gujarati.email, mails + 2);
    expect(confirmedMail.subject).toBe('ચુકવણી કન્ફર્મ થઈ: શાહ ફરસાણ માટે Standard Plan');
  });
});
